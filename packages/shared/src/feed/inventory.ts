import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalDate, optionalText } from '../animals/fields';
import { fileField, pageQuery, text } from '../http';
import { money, moneyAnswer } from '../money';
import { nutrients, nutrientsAnswer } from './nutrients';

/**
 * A feed lot in stock (the spec's ingredient inventory, `{ingredient_number}` its number): an asset
 * of the log, kind `feedLot`, kept in kg as fed. Its stock is derived from its events: received
 * (from a supplier, at a price), fed, adjusted, stocktaken (docs/decisions.md: feed inventory).
 * A laboratory analysis of the lot, when there is one, replaces the library's values for it.
 */
export const LOT_CODE_MAX = 40;
export const MAX_STOCK_KG = 10_000_000;

const kilograms = z.number({ error: 'feed.quantityRequired' }).positive('animals.mustBePositive').max(MAX_STOCK_KG, 'feed.implausible');

/** POST /api/feed/inventory: a lot received. */
export const lotRequest = z.object({
  ingredientId: z.uuid({ error: 'feed.ingredientRequired' }),
  supplierId: z.uuid({ error: 'errors.notFound' }).nullish(),
  lotCode: optionalText(LOT_CODE_MAX),
  receivedAt: occurredAt,
  quantityKg: kilograms,
  /** What was paid, per tonne as fed; the supplier's price that day when left out. */
  pricePerTonne: money.nullish(),
  expiresOn: optionalDate,
  /** Below this many kg on hand the lot is low (an alert on the inventory and the dashboard). */
  lowStockKg: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(MAX_STOCK_KG, 'feed.implausible').nullish(),
  location: optionalText(80),
});
export type LotRequest = z.infer<typeof lotRequest>;
export type LotForm = z.input<typeof lotRequest>;

/** PUT /api/feed/inventory/:number: what may change after receipt (its stock moves only by events). */
export const lotUpdateRequest = lotRequest.pick({ lotCode: true, expiresOn: true, lowStockKg: true, location: true, pricePerTonne: true });
export type LotUpdateRequest = z.infer<typeof lotUpdateRequest>;

export const STOCK_MOVES = ['received', 'adjusted', 'counted'] as const;
export const ADJUSTMENT_DIRECTIONS = ['increase', 'decrease'] as const;
/**
 * POST /api/feed/inventory/:number/stock: more of the lot received, an adjustment (spoilt, spilt,
 * found) up or down with its reason, or a stocktake setting the figure.
 */
export const stockMoveRequest = z
  .object({
    move: z.enum(STOCK_MOVES, { error: 'validation.invalid' }),
    direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'validation.invalid' }).nullish(),
    quantityKg: z.number({ error: 'feed.quantityRequired' }).min(0, 'animals.mustBePositive').max(MAX_STOCK_KG, 'feed.implausible'),
    occurredAt,
    reason: optionalText(300),
  })
  .superRefine((value, context) => {
    if (value.move === 'adjusted' && !value.direction) context.addIssue({ code: 'custom', path: ['direction'], message: 'feed.directionRequired' });
    if (value.move === 'adjusted' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'feed.reasonRequired' });
    if (value.move !== 'counted' && value.quantityKg === 0) context.addIssue({ code: 'custom', path: ['quantityKg'], message: 'animals.mustBePositive' });
  });
export type StockMoveRequest = z.infer<typeof stockMoveRequest>;

export const lotAnalysis = z.object({ analysedOn: text(), laboratory: text().nullable(), dmPercent: z.number().nullable(), nutrients: nutrientsAnswer });

export const lot = z.object({
  id: z.uuid(),
  /** The spec's ingredient_number: the organisation's lots numbered 1, 2, 3 … in order of receipt. */
  number: z.number().int(),
  ingredient: z.object({ id: z.uuid(), name: text(), category: text() }),
  supplier: z.object({ id: z.uuid(), name: text() }).nullable(),
  lotCode: text().nullable(),
  receivedAt: text(),
  expiresOn: text().nullable(),
  location: text().nullable(),
  pricePerTonne: moneyAnswer.nullable(),
  stockKg: z.number(),
  lowStockKg: z.number().nullable(),
  /** Stock at or below its low mark. */
  low: z.boolean(),
  /** Expires within FEED_EXPIRY_SOON_DAYS, or has. */
  expiringSoon: z.boolean(),
  /** The latest laboratory analysis, when any: it replaces the library's values for this lot. */
  analysis: lotAnalysis.nullable(),
  createdAt: text(),
});
export type Lot = z.infer<typeof lot>;
export const FEED_EXPIRY_SOON_DAYS = 14;

export const lotsQuery = pageQuery.extend({
  ingredientId: z.uuid({ error: 'validation.invalid' }).optional(),
  /** Only lots low on stock. */
  low: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  /** Lots with nothing left are hidden unless asked for. */
  empty: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type LotsQuery = z.infer<typeof lotsQuery>;
export const lotParams = z.object({ number: z.coerce.number({ error: 'errors.notFound' }).int('errors.notFound').positive('errors.notFound').max(2_147_483_647, 'errors.notFound') });

/** One move of a lot's stock, as its history shows it (feeding included). */
export const lotMove = z.object({
  eventId: z.uuid(),
  type: text(),
  occurredAt: text(),
  /** kg as fed, signed: received +, fed −; a count is the figure it set. */
  quantityKg: z.number(),
  adjustment: z.enum(['increment', 'decrement', 'reset']),
  reason: text().nullable(),
  by: text().nullable(),
});
export const lotMoves = z.object({ items: z.array(lotMove) });

/** A laboratory analysis of lots, one row per lot: lotNumber, analysedOn, laboratory, dmPercent, then any nutrient id (nutrients.ts) as a column. */
export const ANALYSIS_FILE_FIELD = 'file';
export const ANALYSIS_MAX_ROWS = 1000;
export const ANALYSIS_MAX_BYTES = 2 * 1024 * 1024;
export const analysisUploadRequest = z.object({
  [ANALYSIS_FILE_FIELD]: fileField('animals.importFileType', 'CSV or XLSX, header row first: lotNumber, analysedOn, laboratory, dmPercent and nutrient ids (cp, ndf, nem …); at most 2 MB and 1,000 rows'),
});
/** A row as checked: the lot and its analysis. */
export const analysisRow = z.object({
  lotNumber: z.coerce.number({ error: 'feed.lotRequired' }).int('feed.lotRequired').positive('feed.lotRequired'),
  analysedOn: z.iso.date({ error: 'validation.invalid' }),
  laboratory: optionalText(120),
  dmPercent: z.number({ error: 'feed.dmRange' }).gt(0, 'feed.dmRange').max(100, 'feed.dmRange').nullish(),
  nutrients,
});
export const analysisUpload = z.object({
  /** Lots whose analysis was recorded; a file with any bad row records none (422 with each row's errors). */
  analysed: z.number().int(),
});
