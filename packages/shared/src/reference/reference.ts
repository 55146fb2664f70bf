import { z } from 'zod';
import { text } from '../http';

/** Where a map of the country opens: a central point and a zoom (Leaflet's, 0 = the world) that shows about all of it. */
export const countryCentre = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  zoom: z.number().int().min(0).max(18),
});
export type CountryCentre = z.infer<typeof countryCentre>;

/** Country list entry, with the field names of docs/product.md §3 (and Centre, ours: docs/decisions.md, "Where a farm map opens"). */
export const country = z.object({
  Name: text(),
  Code: text().length(2),
  Timezone: text().describe('IANA time zone of the capital, e.g. "Pacific/Pago_Pago"'),
  UTC: text().describe('Standard offset, e.g. "UTC-11:00"'),
  MobileCode: z.union([z.number(), text()]).describe('Dial code: a number, or text such as "1-684"'),
  Centre: countryCentre.nullable().describe('Where a map of the country opens (GeoNames’ country point; zoom from its area)'),
});
export type Country = z.infer<typeof country>;

export const species = z.object({
  id: text(),
  code: text(),
  name: text(),
  nameEs: text(),
});
export type Species = z.infer<typeof species>;

export const breed = z.object({
  id: text(),
  speciesCode: text(),
  code: text(),
  name: text(),
});
export type Breed = z.infer<typeof breed>;

export const breedsQuery = z.object({ species: text().max(32).optional() });
