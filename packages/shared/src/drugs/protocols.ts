import { z } from 'zod';
import { taskDateTime } from '../action-list/tasks';
import { ADMINISTRATION_ROUTES } from '../animals/choices';
import { optionalId, optionalText, requiredText } from '../animals/fields';
import { isTimeZone } from '../format/today';
import { pageQuery, text } from '../http';
import { drugQuantity } from './packs';

export const PROTOCOL_NAME_MAX = 60;
export const PROTOCOL_DOSES_MAX = 30;
/** A month between doses is the longest a course of treatment keeps. */
export const PROTOCOL_INTERVAL_HOURS_MAX = 720;
export const PROTOCOL_ANIMALS_MAX = 500;

const wholeHours = z
  .number({ error: 'validation.invalid' })
  .int('drugs.wholeHours')
  .min(1, 'drugs.intervalRange')
  .max(PROTOCOL_INTERVAL_HOURS_MAX, 'drugs.intervalRange');

/**
 * A treatment protocol: for a diagnosis, a drug given at a dose per animal, a number of doses an
 * interval apart (docs/decisions.md: protocols). Applied to animals it plans one health task per
 * dose and reserves their stock.
 */
export const protocolRequest = z.object({
  name: requiredText(PROTOCOL_NAME_MAX),
  diagnosis: optionalText(),
  drugId: z.uuid({ error: 'validation.required' }),
  /** Per animal, per dose. */
  dose: drugQuantity,
  route: z.enum(ADMINISTRATION_ROUTES, { error: 'validation.invalid' }).nullish(),
  intervalHours: wholeHours,
  doses: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'drugs.dosesRange').max(PROTOCOL_DOSES_MAX, 'drugs.dosesRange'),
  notes: optionalText(500),
});
export type ProtocolRequest = z.infer<typeof protocolRequest>;
export type ProtocolForm = z.input<typeof protocolRequest>;

export const protocol = z.object({
  id: z.uuid(),
  name: text(),
  diagnosis: text().nullable(),
  drugId: z.uuid(),
  drugName: text(),
  dose: z.object({ value: z.number(), unit: text() }),
  route: z.enum(ADMINISTRATION_ROUTES).nullable(),
  intervalHours: z.number().int(),
  doses: z.number().int(),
  notes: text().nullable(),
  createdAt: text(),
});
export type Protocol = z.infer<typeof protocol>;

export const protocolsQuery = pageQuery.extend({ drugId: z.uuid({ error: 'errors.notFound' }).optional() });
export type ProtocolsQuery = z.infer<typeof protocolsQuery>;

/** POST /api/drug/protocol/{id}/apply: the course planned for these animals from `startAt`, drawn from one pack. */
export const protocolApplication = z.object({
  animalIds: z.array(z.uuid({ error: 'errors.notFound' })).min(1, 'actionList.animalsRequired').max(PROTOCOL_ANIMALS_MAX, 'actionList.tooManyAnimals'),
  startAt: taskDateTime,
  timeZone: text({ error: 'actionList.timeZoneInvalid' }).refine(isTimeZone, 'actionList.timeZoneInvalid').default('UTC'),
  /** The pack to hold the course's stock in; the first to expire with enough free when left out. */
  packId: optionalId,
  assigneeId: optionalId,
});
export type ProtocolApplication = z.infer<typeof protocolApplication>;
export type ProtocolApplicationForm = z.input<typeof protocolApplication>;

/** What applying planned: one task per dose, and the pack its stock is held in. */
export const protocolPlan = z.object({
  taskIds: z.array(z.uuid()),
  packId: z.uuid(),
  batch: text(),
  /** Held in all, in the drug's unit. */
  reserved: z.number(),
  unit: text(),
});
export type ProtocolPlan = z.infer<typeof protocolPlan>;
