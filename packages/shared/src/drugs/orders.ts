import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalDate, optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { currency, moneyAnswer } from '../money';
import { BATCH_MAX, drugQuantity, packLocation } from './packs';

/**
 * A drug order to a supplier (docs/product.md §3 "Order"; docs/decisions.md: drug orders): a draft
 * while it is written, placed with the supplier, shipped, then received into stock (each line's
 * packs by batch and expiry) or cancelled before it arrives.
 */
export const DRUG_ORDER_STATUSES = ['draft', 'placed', 'shipped', 'received', 'cancelled'] as const;
export type DrugOrderStatus = (typeof DRUG_ORDER_STATUSES)[number];
export const ORDER_LINES_MAX = 50;

export const drugOrderLine = z.object({
  drugId: z.uuid({ error: 'validation.required' }),
  /** The content of one pack, in a unit the drug's stock converts to. */
  packSize: drugQuantity,
  packs: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(500, 'drugs.tooManyPacks'),
  /** The price of one pack, in the order's currency's minor units. */
  priceMinor: z.number({ error: 'validation.invalid' }).int('validation.invalid').nonnegative('animals.mustBePositive').nullish(),
});

/** POST /api/drug/order and PUT …/{id}: the whole draft. */
export const drugOrderRequest = z.object({
  supplier: requiredText(),
  /** The supplier's or the buyer's transaction id. */
  reference: optionalText(60),
  currency: currency.nullish(),
  /** The delivery address, when it is not the farm's usual one. */
  address: optionalText(200),
  expectedOn: optionalDate,
  lines: z.array(drugOrderLine, { error: 'validation.required' }).min(1, 'drugs.orderLinesRequired').max(ORDER_LINES_MAX, 'drugs.tooManyLines'),
  notes: optionalText(500),
});
export type DrugOrderRequest = z.infer<typeof drugOrderRequest>;
export type DrugOrderForm = z.input<typeof drugOrderRequest>;

export const drugOrder = z.object({
  id: z.uuid(),
  supplier: text(),
  reference: text().nullable(),
  currency: text().nullable(),
  address: text().nullable(),
  expectedOn: text().nullable(),
  status: z.enum(DRUG_ORDER_STATUSES),
  lines: z.array(
    z.object({
      id: z.uuid(),
      drugId: z.uuid(),
      drugName: text(),
      packSize: z.object({ value: z.number(), unit: text() }),
      packs: z.number().int(),
      price: moneyAnswer.nullable(),
    }),
  ),
  total: moneyAnswer.nullable(),
  notes: text().nullable(),
  placedAt: text().nullable(),
  shippedAt: text().nullable(),
  receivedAt: text().nullable(),
  cancelledAt: text().nullable(),
  createdAt: text(),
});
export type DrugOrder = z.infer<typeof drugOrder>;

export const drugOrdersQuery = pageQuery.extend({ status: z.enum(DRUG_ORDER_STATUSES, { error: 'validation.invalid' }).optional() });
export type DrugOrdersQuery = z.infer<typeof drugOrdersQuery>;

/** POST …/{id}/place, …/ship, …/cancel: when it happened. */
export const drugOrderStep = z.object({ occurredAt: occurredAt.optional() });
export type DrugOrderStep = z.infer<typeof drugOrderStep>;

/** POST …/{id}/receive: what arrived, line by line (its batch and expiry), and where it is kept. */
export const drugOrderReceipt = z.object({
  receivedAt: occurredAt,
  location: packLocation,
  lines: z
    .array(z.object({ lineId: z.uuid({ error: 'errors.notFound' }), batch: requiredText(BATCH_MAX), expiresOn: z.iso.date({ error: 'drugs.expiryRequired' }) }))
    .min(1, 'drugs.orderLinesRequired')
    .max(ORDER_LINES_MAX, 'drugs.tooManyLines'),
});
export type DrugOrderReceipt = z.infer<typeof drugOrderReceipt>;
