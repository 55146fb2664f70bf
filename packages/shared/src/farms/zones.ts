import { z } from 'zod';
import { text } from '../http';
import { boundary, FARM_TEXT_MAX, placeName } from './farms';
import { AREA_UNIT_IDS, LENGTH_UNIT_IDS } from './units';

/** PUT /api/zone/{id}: a zone keeps its farm, so only its own fields change. */
export const zoneUpdateRequest = z.object({
  name: placeName,
  description: text({ error: 'validation.invalid' })
    .trim()
    .max(FARM_TEXT_MAX * 2, 'farms.textTooLong')
    .transform((value) => value || null)
    .nullish(),
  points: boundary,
});
export type ZoneUpdateRequest = z.infer<typeof zoneUpdateRequest>;

/** POST /api/zone: a zone belongs to a farm and is drawn inside its perimeter. */
export const zoneRequest = zoneUpdateRequest.extend({ farmId: z.uuid({ error: 'errors.notFound' }) });
export type ZoneRequest = z.infer<typeof zoneRequest>;
export type ZoneForm = z.input<typeof zoneUpdateRequest>;

/** Area and perimeter come in the farm's units. */
export const zone = z.object({
  id: z.uuid(),
  farmId: z.uuid(),
  farmName: text(),
  name: text(),
  description: text().nullable(),
  points: z.array(z.object({ latitude: z.number(), longitude: z.number(), label: text().nullable() })),
  area: z.number(),
  areaUnit: z.enum(AREA_UNIT_IDS),
  perimeter: z.number(),
  perimeterUnit: z.enum(LENGTH_UNIT_IDS),
  createdAt: text(),
  updatedAt: text(),
});
export type Zone = z.infer<typeof zone>;
