import type { OrderStep } from './choices';
import { orderOperations } from './operations';

/**
 * Each step's operation by the step's name, for the code that takes a step by name (the server
 * registers them in a loop, the web calls the one asked). Kept out of operations.ts, whose every
 * export is a group of operations, each listed once.
 */
export const ORDER_STEP_OPERATIONS = {
  place: orderOperations.placeOrder,
  confirm: orderOperations.confirmOrder,
  ship: orderOperations.shipOrder,
  deliver: orderOperations.deliverOrder,
  pay: orderOperations.payOrder,
  cancel: orderOperations.cancelOrder,
} satisfies Record<OrderStep, unknown>;
