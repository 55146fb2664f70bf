import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalText, positiveNumber, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { unit } from '../ledger';
import { money, moneyAnswer } from '../money';
import { DISPOSAL_REASONS, PACK_STATUSES } from './choices';

/**
 * A pack (a bottle, a box of boluses) of one batch of a drug (docs/product.md §3 "Drug pack"): an
 * asset of the log whose stock is kept in its drug's unit and moved only by events: received,
 * moved, used in a treatment, disposed, counted (docs/decisions.md: drugs).
 */
export const BATCH_MAX = 40;
export const LOCATION_PART_MAX = 40;

/** Where a pack is kept: warehouse (a room, a vet box), rack, tier, position. Only the warehouse is required. */
export const packLocation = z.object({
  warehouse: requiredText(LOCATION_PART_MAX),
  rack: optionalText(LOCATION_PART_MAX),
  tier: optionalText(LOCATION_PART_MAX),
  position: optionalText(LOCATION_PART_MAX),
});
export type PackLocation = z.infer<typeof packLocation>;

/** A place as answered. */
export const packLocationAnswer = z.object({ warehouse: text(), rack: text().nullable(), tier: text().nullable(), position: text().nullable() });

/** An amount of a drug: a value in a unit that must convert to the drug's stock unit. */
export const drugQuantity = z.object({ value: positiveNumber.max(1e9, 'validation.invalid'), unit });

const expiresOn = z.iso.date({ error: 'drugs.expiryRequired' });

/** POST /api/drug/{id}/pack: a manual receipt of one or more packs of a batch (a drug order's receipt sends the same). */
export const packReceipt = z.object({
  batch: requiredText(BATCH_MAX),
  expiresOn,
  receivedAt: occurredAt,
  /** The content of one pack: 250 mL a bottle. */
  size: drugQuantity,
  /** How many identical packs arrived (each is its own asset). */
  count: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(500, 'drugs.tooManyPacks').default(1),
  location: packLocation,
  /** The price of one pack. */
  price: money.nullish(),
  supplier: optionalText(),
  notes: optionalText(500),
});
export type PackReceipt = z.infer<typeof packReceipt>;
export type PackReceiptForm = z.input<typeof packReceipt>;

export const pack = z.object({
  id: z.uuid(),
  drugId: z.uuid(),
  drugName: text(),
  batch: text(),
  expiresOn: text(),
  receivedAt: text(),
  supplier: text().nullable(),
  price: moneyAnswer.nullable(),
  location: packLocationAnswer,
  size: z.number(),
  unit: text(),
  stockOnHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  status: z.enum(PACK_STATUSES),
  disposedAt: text().nullable(),
  /** The pack to use first of its drug: in stock, not expired, the earliest expiry (first-expired-first-out). */
  suggested: z.boolean(),
  orderId: z.uuid().nullable(),
});
export type Pack = z.infer<typeof pack>;

export const PACK_SORT_COLUMNS = ['expiresOn', 'drugName', 'batch', 'stockOnHand', 'receivedAt', 'warehouse'] as const;

/** GET /api/drug/pack: stock on hand per pack, filtered by drug, place and state. */
export const packsQuery = pageQuery.extend({
  col: z.enum(PACK_SORT_COLUMNS, { error: 'validation.invalid' }).optional(),
  drugId: z.uuid({ error: 'errors.notFound' }).optional(),
  warehouse: text().trim().max(LOCATION_PART_MAX).optional(),
  status: z.enum(PACK_STATUSES, { error: 'validation.invalid' }).optional(),
  /** Only packs with stock that expire within this many days. */
  expiringWithinDays: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(3650).optional(),
});
export type PacksQuery = z.infer<typeof packsQuery>;

/** GET /api/drug/stock: stock on hand per warehouse, over every drug or one. */
export const stockByLocation = z.object({ drugId: z.uuid(), drugName: text(), warehouse: text(), unit: text(), stockOnHand: z.number(), packs: z.number().int() });
export type StockByLocation = z.infer<typeof stockByLocation>;

export const packMove = z.object({ occurredAt, location: packLocation, notes: optionalText(500) });
export type PackMove = z.infer<typeof packMove>;

export const packDisposal = z.object({
  occurredAt,
  reason: z.enum(DISPOSAL_REASONS, { error: 'drugs.disposalReasonRequired' }),
  notes: optionalText(500),
});
export type PackDisposal = z.infer<typeof packDisposal>;

/** A stocktake: what is really in the pack, which the figure is reset to. */
export const packCount = z.object({
  occurredAt,
  quantity: z.object({ value: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(1e9, 'validation.invalid'), unit }),
  notes: optionalText(500),
});
export type PackCount = z.infer<typeof packCount>;

export const PACK_EVENT_TYPES = ['drugReceived', 'drugMoved', 'treatment', 'vaccination', 'drugDisposed', 'drugCounted'] as const;

/** One line of a pack's history, newest first. */
export const packEvent = z.object({
  id: z.uuid(),
  type: z.enum(PACK_EVENT_TYPES),
  occurredAt: text(),
  /** Signed, in the drug's unit: + received, − used or disposed; a count's own figure. */
  change: z.number().nullable(),
  counted: z.number().nullable(),
  animal: z.object({ id: z.uuid(), tagNumber: text() }).nullable(),
  location: packLocationAnswer.nullable(),
  reason: text().nullable(),
  notes: text().nullable(),
  createdBy: text().nullable(),
});
export type PackEvent = z.infer<typeof packEvent>;

export const packDetail = pack.extend({ history: z.array(packEvent) });
export type PackDetail = z.infer<typeof packDetail>;
