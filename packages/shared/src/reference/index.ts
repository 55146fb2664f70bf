import { z } from 'zod';

/** Country list entry, with the field names of spec §3. */
export const country = z.object({
  Name: z.string(),
  Code: z.string().length(2),
  Timezone: z.string().describe('IANA time zone of the capital, e.g. "Pacific/Pago_Pago"'),
  UTC: z.string().describe('Standard offset, e.g. "UTC-11:00"'),
  MobileCode: z.union([z.number(), z.string()]).describe('Dial code: a number, or text such as "1-684"'),
});
export type Country = z.infer<typeof country>;

export const species = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEs: z.string(),
});
export type Species = z.infer<typeof species>;

export const breed = z.object({
  id: z.string(),
  speciesCode: z.string(),
  code: z.string(),
  name: z.string(),
});
export type Breed = z.infer<typeof breed>;

export const breedsQuery = z.object({ species: z.string().max(32).optional() });
