/** What the activity log records of orders and products (the union: activity-log/actions.ts). */
export const ORDER_ACTIONS = [
  'product.create',
  'product.update',
  'counterparty.create',
  'counterparty.update',
  'order.create',
  'order.update',
  'order.place',
  'order.confirm',
  'order.ship',
  'order.deliver',
  'order.pay',
  'order.cancel',
  'shipment.create',
] as const;
