import { z } from 'zod';
import { text } from '../http';

/** Country list entry, with the field names of docs/product.md §3. */
export const country = z.object({
  Name: text(),
  Code: text().length(2),
  Timezone: text().describe('IANA time zone of the capital, e.g. "Pacific/Pago_Pago"'),
  UTC: text().describe('Standard offset, e.g. "UTC-11:00"'),
  MobileCode: z.union([z.number(), text()]).describe('Dial code: a number, or text such as "1-684"'),
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
