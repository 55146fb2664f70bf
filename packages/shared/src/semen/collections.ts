import { z } from 'zod';
import { occurredAt } from '../animals/records';
import { optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { BATCH_STATUSES } from './choices';
import { measure, percent } from './fields';

export const DOSES_MAX = 100_000;

/**
 * A collection from a sire at a centre, with the fresh sample's analysis; it produces one batch of
 * `dosesProduced` straws in quarantine (docs/decisions.md: semen). `batchCode` is the batch's
 * number on every straw; left out, the server makes one from the sire and the day.
 */
export const collectionRequest = z.object({
  sireId: z.uuid({ error: 'semen.sireRequired' }),
  collectedAt: occurredAt,
  centre: requiredText(100),
  volumeMl: measure(100),
  concentrationMillionPerMl: measure(10_000),
  motilityPercent: percent,
  normalFormsPercent: percent,
  dosesProduced: z.number({ error: 'validation.invalid' }).int('semen.wholeStraws').positive('animals.mustBePositive').max(DOSES_MAX, 'semen.implausible'),
  batchCode: optionalText(40),
  notes: optionalText(500),
});
export type CollectionRequest = z.infer<typeof collectionRequest>;
export type CollectionForm = z.input<typeof collectionRequest>;

export const collection = z.object({
  id: z.uuid(),
  sire: z.object({ id: z.uuid(), name: text(), naabCode: text().nullable() }),
  collectedAt: text(),
  centre: text(),
  volumeMl: z.number(),
  concentrationMillionPerMl: z.number(),
  motilityPercent: z.number(),
  normalFormsPercent: z.number(),
  dosesProduced: z.number().int(),
  notes: text().nullable(),
  batch: z.object({ id: z.uuid(), code: text(), status: z.enum(BATCH_STATUSES) }),
  createdAt: text(),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
});
export type Collection = z.infer<typeof collection>;

export const collectionsQuery = pageQuery.extend({ sireId: z.uuid({ error: 'validation.invalid' }).optional() });
export type CollectionsQuery = z.infer<typeof collectionsQuery>;
