import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalDate, optionalText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { currency, moneyAnswer } from '../money';
import { decimalText, quantityText, taxRateText } from './amounts';
import { COUNTERPARTY_KINDS, ORDER_DIRECTIONS, ORDER_LINES_MAX, ORDER_STATUSES, PRODUCT_KINDS } from './choices';
import { counterpartyRequest } from './counterparties';

/**
 * One line of an order: a product, how much, at what price. A sale of an animal names the animal
 * (one line each); a sale of milk may name the animals it came from, which their milk withdrawal
 * then holds back. The price and tax rate are the product's unless given; a price is in the
 * order's currency, checked against its decimals on the server.
 */
export const orderLineRequest = z.object({
  productId: z.uuid({ error: 'orders.productRequired' }),
  animalId: z.uuid({ error: 'errors.notFound' }).nullish(),
  sourceAnimalIds: z.array(z.uuid({ error: 'errors.notFound' })).max(500, 'orders.tooManyAnimals').nullish(),
  description: optionalText(200),
  quantity: quantityText,
  unitPrice: decimalText.nullish(),
  taxRate: taxRateText.nullish(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequest>;

/** POST /api/order and PUT …/{id}: a whole draft, to a counterparty chosen or added with it. */
export const orderRequest = z
  .object({
    direction: z.enum(ORDER_DIRECTIONS, { error: 'orders.directionRequired' }),
    counterpartyId: z.uuid({ error: 'errors.notFound' }).nullish(),
    counterparty: counterpartyRequest.nullish(),
    /** The transaction id: the buyer's purchase order, the supplier's invoice. */
    reference: optionalText(60),
    currency,
    /** Where it ships to (a sale) or from (a purchase), when not the counterparty's own address. */
    address: optionalText(300),
    /** The day it is to ship: a sale's withdrawal check looks at that day when it is placed. */
    shipOn: optionalDate,
    notes: optionalText(500),
    lines: z.array(orderLineRequest, { error: 'orders.linesRequired' }).min(1, 'orders.linesRequired').max(ORDER_LINES_MAX, 'orders.tooManyLines'),
  })
  .superRefine((order, context) => {
    if (!order.counterpartyId === !order.counterparty) context.addIssue({ code: 'custom', path: ['counterpartyId'], message: 'orders.counterpartyRequired' });
  });
export type OrderRequest = z.infer<typeof orderRequest>;
export type OrderForm = z.input<typeof orderRequest>;

const tagged = z.object({ id: z.uuid(), tagNumber: text() });

export const orderLine = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid(), name: text(), kind: z.enum(PRODUCT_KINDS) }),
  animal: tagged.nullable(),
  sourceAnimals: z.array(tagged),
  description: text().nullable(),
  /** In the product's unit. */
  quantity: z.number(),
  unit: text(),
  unitPrice: moneyAnswer,
  taxRateBasisPoints: z.number().int(),
  net: moneyAnswer,
  tax: moneyAnswer,
  gross: moneyAnswer,
});

/** A step of the order's life as the log holds it: when, by whom, from which status to which. */
export const orderHistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  occurredAt: text(),
  by: z.object({ id: z.uuid(), name: text() }).nullable(),
  note: text().nullable(),
});

export const order = z.object({
  id: z.uuid(),
  direction: z.enum(ORDER_DIRECTIONS),
  /** Its number in the organisation's series of sales or of purchases, from 1 with no gap. */
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  counterparty: z.object({ id: z.uuid(), name: text(), kind: z.enum(COUNTERPARTY_KINDS), address: text().nullable() }),
  reference: text().nullable(),
  currency: text(),
  address: text().nullable(),
  shipOn: text().nullable(),
  notes: text().nullable(),
  lines: z.array(orderLine),
  totals: z.object({ net: moneyAnswer, tax: moneyAnswer, gross: moneyAnswer }),
  history: z.array(orderHistoryEntry),
  createdAt: text(),
  updatedAt: text(),
});
export type Order = z.infer<typeof order>;
export type OrderLine = z.infer<typeof orderLine>;

export const ORDER_SORTS = ['number', 'createdAt', 'shipOn', 'gross', 'counterparty', 'status'] as const;
export const ordersQuery = pageQuery.extend({
  direction: z.enum(ORDER_DIRECTIONS, { error: 'validation.invalid' }).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalid' }).optional(),
  col: z.enum(ORDER_SORTS, { error: 'validation.invalid' }).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

/** GET /api/order/export: the filtered list as a file; amounts in major units, so a sheet sums them. */
export const ordersExportQuery = ordersQuery.omit({ page: true, limit: true }).extend({ format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv') });
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;

const month = text({ error: 'orders.monthInvalid' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'orders.monthInvalid');

/**
 * GET /api/order/summary: sales and purchases per month and product kind in one currency (money in
 * two currencies is never added), counted from the month each order was placed, drafts and
 * cancelled orders left out. Twelve months to the current one unless asked.
 */
export const ordersSummaryQuery = z.object({ from: month.optional(), to: month.optional(), currency: currency.optional() });
export type OrdersSummaryQuery = z.infer<typeof ordersSummaryQuery>;

export const ordersSummary = z.object({
  currency: text(),
  /** Every currency the organisation's orders use, for the screen's choice. */
  currencies: z.array(text()),
  months: z.array(text()),
  rows: z.array(z.object({ month: text(), kind: z.enum(PRODUCT_KINDS), revenueMinor: z.number().int(), costMinor: z.number().int() })),
  totals: z.object({ revenueMinor: z.number().int(), costMinor: z.number().int(), marginMinor: z.number().int() }),
});
export type OrdersSummary = z.infer<typeof ordersSummary>;

/** POST …/{id}/{step}: when it happened (now, if not said) and a note for the order's history. */
export const orderStepRequest = z.object({
  occurredAt: occurredAt.optional(),
  note: optionalText(500),
});
export type OrderStepRequest = z.infer<typeof orderStepRequest>;
