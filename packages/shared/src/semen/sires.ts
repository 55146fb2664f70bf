import { z } from 'zod';
import { optionalId, optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { HEALTH_TEST_RESULTS } from './choices';
import { INTERNATIONAL_ID, NAAB_CODE } from './fields';

const code = (pattern: RegExp, key: string) =>
  text({ error: key })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.union([z.literal(''), text().regex(pattern, key)]))
    .transform((value) => value || null)
    .nullish();

/**
 * A bull semen is collected from: a male of the herd (`animalId`) or an outside bull known by his
 * NAAB code and international id (docs/decisions.md: semen). His name is what the screens show.
 */
export const sireRequest = z.object({
  name: requiredText(),
  animalId: optionalId,
  naabCode: code(NAAB_CODE, 'semen.naabCodeInvalid'),
  internationalId: code(INTERNATIONAL_ID, 'semen.internationalIdInvalid'),
  breed: optionalText(60),
});
export type SireRequest = z.infer<typeof sireRequest>;
export type SireForm = z.input<typeof sireRequest>;

/** A donor health test (tuberculosis, brucellosis, BVD…): a negative one must cover a collection for its batch to be approved. */
export const healthTestRequest = z.object({
  testedOn: z.iso.date({ error: 'animals.dateInvalid' }),
  disease: requiredText(60),
  result: z.enum(HEALTH_TEST_RESULTS, { error: 'semen.healthResultRequired' }),
});
export type HealthTestRequest = z.infer<typeof healthTestRequest>;

export const healthTest = z.object({ id: z.uuid(), testedOn: text(), disease: text(), result: z.enum(HEALTH_TEST_RESULTS) });
export type HealthTest = z.infer<typeof healthTest>;

export const sire = z.object({
  id: z.uuid(),
  name: text(),
  animal: z.object({ id: z.uuid(), tagNumber: text() }).nullable(),
  naabCode: text().nullable(),
  internationalId: text().nullable(),
  breed: text().nullable(),
  /** Newest first. */
  healthTests: z.array(healthTest),
  createdAt: text(),
});
export type Sire = z.infer<typeof sire>;

export const siresQuery = pageQuery;
export type SiresQuery = z.infer<typeof siresQuery>;
