import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { pageQuery, text } from '../http';
import { money, moneyAnswer } from '../money';
import { counterpartyRequest } from '../orders/counterparties';

/**
 * A feed supplier is a counterparty of the orders module of kind `supplier` (one register of who
 * the farm deals with: docs/decisions.md: feed suppliers), with its feed price list: a price per
 * tonne as fed of an ingredient from a day on. The latest price on or before a day is the price.
 */
export const PRICE_LIST_MAX = 200;

export const supplierPriceRequest = z.object({
  ingredientId: z.uuid({ error: 'feed.ingredientRequired' }),
  pricePerTonne: money,
  validFrom: occurredAt,
});
export type SupplierPriceRequest = z.infer<typeof supplierPriceRequest>;

/** POST /api/feed/supplier: a new supplier (a counterparty of kind supplier) with its contact. */
export const supplierRequest = counterpartyRequest.pick({ name: true, email: true, phone: true, address: true, notes: true });
export type SupplierRequest = z.infer<typeof supplierRequest>;
export type SupplierForm = z.input<typeof supplierRequest>;

export const supplierPrice = z.object({
  id: z.uuid(),
  ingredient: z.object({ id: z.uuid(), name: text() }),
  pricePerTonne: moneyAnswer,
  validFrom: text(),
  /** Whether it is the supplier's price of that feed today (the latest from a day not after today). */
  current: z.boolean(),
});
export type SupplierPrice = z.infer<typeof supplierPrice>;

export const supplier = z.object({
  id: z.uuid(),
  name: text(),
  email: text().nullable(),
  phone: text().nullable(),
  address: text().nullable(),
  notes: text().nullable(),
  /** Newest first. */
  prices: z.array(supplierPrice),
  createdAt: text(),
});
export type Supplier = z.infer<typeof supplier>;

export const suppliersQuery = pageQuery;
export type SuppliersQuery = z.infer<typeof suppliersQuery>;
export const supplierPriceParams = z.object({ id: z.uuid({ error: 'errors.notFound' }), priceId: z.uuid({ error: 'errors.notFound' }) });
