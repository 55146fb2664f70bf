import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalId, optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { BATCH_STATUSES } from './choices';

/** A tank is due a count when its last was longer ago than this (docs/decisions.md: tank reconciliation). */
export const TANK_COUNT_DAYS = 31;
export const TANK_CANISTERS_MAX = 20;
export const TANK_COUNT_PACKS_MAX = 500;

const wholeStraws = z.number({ error: 'validation.invalid' }).int('semen.wholeStraws').positive('animals.mustBePositive');

/** A liquid-nitrogen tank on a farm, with its numbered canisters (docs/decisions.md: semen storage). */
export const tankRequest = z.object({
  name: requiredText(60),
  farmId: optionalId,
  canisters: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'semen.canistersRange').max(TANK_CANISTERS_MAX, 'semen.canistersRange'),
  notes: optionalText(300),
  active: z.boolean({ error: 'validation.invalid' }).default(true),
});
export type TankRequest = z.infer<typeof tankRequest>;
export type TankForm = z.input<typeof tankRequest>;

export const tank = z.object({
  id: z.uuid(),
  name: text(),
  farm: z.object({ id: z.uuid(), name: text() }).nullable(),
  canisters: z.number().int(),
  notes: text().nullable(),
  active: z.boolean(),
  /** Straws in the tank by the log, and the packs holding them. */
  straws: z.number(),
  packs: z.number().int(),
  lastCountedAt: text().nullable(),
  /** Never counted, or last counted more than TANK_COUNT_DAYS ago. */
  countDue: z.boolean(),
  createdAt: text(),
});
export type Tank = z.infer<typeof tank>;

export const tanksQuery = pageQuery.extend({ farmId: z.uuid({ error: 'validation.invalid' }).optional() });
export type TanksQuery = z.infer<typeof tanksQuery>;

/** Where straws stand: a tank, one of its canisters, a goblet named as the farm marks it. */
const position = {
  tankId: z.uuid({ error: 'semen.tankRequired' }),
  canister: z.number({ error: 'semen.canisterRange' }).int('semen.canisterRange').min(1, 'semen.canisterRange'),
  goblet: optionalText(20),
};

/** Straws of an approved batch put into a tank: a pack, an asset of the log counted in straws. */
export const storeRequest = z.object({ ...position, straws: wholeStraws, occurredAt });
export type StoreRequest = z.infer<typeof storeRequest>;

/** A pack moved whole, or `straws` of it split off into a new pack where they go. */
export const moveRequest = z.object({ ...position, straws: wholeStraws.nullish(), occurredAt });
export type MoveRequest = z.infer<typeof moveRequest>;

/** A tank's reconciliation: every pack in it counted, each reset to its count. */
export const tankCountRequest = z.object({
  occurredAt,
  counts: z
    .array(z.object({ packId: z.uuid({ error: 'errors.notFound' }), counted: z.number({ error: 'validation.invalid' }).int('semen.wholeStraws').min(0, 'animals.mustBePositive') }))
    .min(1, 'semen.countsRequired')
    .max(TANK_COUNT_PACKS_MAX, 'semen.countsRequired'),
  notes: optionalText(300),
});
export type TankCountRequest = z.infer<typeof tankCountRequest>;

export const pack = z.object({
  id: z.uuid(),
  batch: z.object({ id: z.uuid(), code: text(), status: z.enum(BATCH_STATUSES) }),
  sire: z.object({ id: z.uuid(), name: text(), naabCode: text().nullable() }),
  tank: z.object({ id: z.uuid(), name: text() }),
  canister: z.number().int(),
  goblet: text().nullable(),
  straws: z.number(),
  createdAt: text(),
});
export type Pack = z.infer<typeof pack>;

export const packsQuery = pageQuery.extend({
  tankId: z.uuid({ error: 'validation.invalid' }).optional(),
  batchId: z.uuid({ error: 'validation.invalid' }).optional(),
  /** Packs with straws left only (the default), or emptied ones too. */
  empty: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
});
export type PacksQuery = z.infer<typeof packsQuery>;

/** What a count found: each pack's straws by the log before, as counted, and the difference. */
export const tankCount = z.object({
  tank,
  packs: z.array(z.object({ packId: z.uuid(), batchCode: text(), ledger: z.number(), counted: z.number(), difference: z.number() })),
});
export type TankCount = z.infer<typeof tankCount>;
