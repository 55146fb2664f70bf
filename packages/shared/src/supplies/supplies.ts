import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalText, requiredText, RECORD_NOTES_MAX } from '../animals/fields';
import { pageQuery, text } from '../http';
import { EVENT_ASSET_ROLES, EVENT_STATUSES, unit } from '../ledger';

/**
 * Farm supplies kept in stock (teat dip, bedding straw, ear tags): the smallest kind of stock the
 * log keeps, under the farms permission (docs/decisions.md: supplies). Stock on hand is never
 * sent: it is derived from the supply's events.
 */
export const SUPPLY_NAME_MAX = 80;
export const MAX_SUPPLY_QUANTITIES = 50;
export const MAX_SUPPLY_EVENT_ASSETS = 1000;

/** POST /api/supply. The unit is the one its stock is kept in, for good. */
export const supplyRequest = z.object({
  name: requiredText(SUPPLY_NAME_MAX),
  unit,
  /** Whether stock may be drawn below zero (it is refused by default). */
  allowsNegativeStock: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type SupplyRequest = z.infer<typeof supplyRequest>;

export const supply = z.object({
  id: z.uuid(),
  name: text(),
  unit: text(),
  allowsNegativeStock: z.boolean(),
  /** In the supply's unit: its done adjustments since its latest stocktake. */
  stockOnHand: z.number(),
  createdAt: text(),
  updatedAt: text(),
});
export type Supply = z.infer<typeof supply>;

export const suppliesQuery = pageQuery;
export type SuppliesQuery = z.infer<typeof suppliesQuery>;

/** What each event type does to the stock of the supplies it names. */
export const SUPPLY_EVENT_ADJUSTMENTS = { supplyReceived: 'increment', supplyUsed: 'decrement', supplyCounted: 'reset' } as const;
export type SupplyEventType = keyof typeof SUPPLY_EVENT_ADJUSTMENTS;
const SUPPLY_EVENT_TYPES = Object.keys(SUPPLY_EVENT_ADJUSTMENTS) as [SupplyEventType, ...SupplyEventType[]];

const supplyQuantity = z.object({
  supplyId: z.uuid({ error: 'errors.notFound' }),
  value: z.number({ error: 'validation.invalid' }).nonnegative('animals.mustBePositive').max(1e12, 'validation.invalid'),
  unit,
});

/**
 * POST /api/supply/event: supplies received, used or counted, at one instant, optionally on other
 * assets (the animals, group or zone they were used on). Each quantity moves one supply's stock.
 */
export const supplyEventRequest = z.object({
  type: z.enum(SUPPLY_EVENT_TYPES, { error: 'validation.invalid' }),
  status: z.enum(EVENT_STATUSES, { error: 'validation.invalid' }).default('done'),
  occurredAt,
  notes: optionalText(RECORD_NOTES_MAX),
  quantities: z.array(supplyQuantity, { error: 'validation.required' }).min(1, 'validation.required').max(MAX_SUPPLY_QUANTITIES, 'validation.invalid'),
  assets: z
    .array(z.object({ assetId: z.uuid({ error: 'errors.notFound' }), role: z.enum(EVENT_ASSET_ROLES, { error: 'validation.invalid' }) }), {
      error: 'validation.invalid',
    })
    .max(MAX_SUPPLY_EVENT_ASSETS, 'validation.invalid')
    .default([]),
});
export type SupplyEventRequest = z.infer<typeof supplyEventRequest>;

export const supplyEvent = z.object({
  id: z.uuid(),
  type: z.enum(SUPPLY_EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  occurredAt: text(),
  notes: text().nullable(),
  assets: z.array(z.object({ assetId: z.uuid(), role: z.enum(EVENT_ASSET_ROLES) })),
  quantities: z.array(supplyQuantity.extend({ adjustment: text() })),
  /** Stock on hand of each supply the event named, after it. */
  supplies: z.array(supply),
});
export type SupplyEvent = z.infer<typeof supplyEvent>;
