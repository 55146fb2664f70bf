import { z } from 'zod';
import { optionalId, optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';

/**
 * Who inseminates: a user of the organisation or an outside technician, with the licence a
 * technician works under (docs/decisions.md: inseminators). Every AI service names one.
 */
export const inseminatorRequest = z.object({
  name: requiredText(),
  userId: optionalId,
  licenceNumber: optionalText(40),
  active: z.boolean({ error: 'validation.invalid' }).default(true),
});
export type InseminatorRequest = z.infer<typeof inseminatorRequest>;
export type InseminatorForm = z.input<typeof inseminatorRequest>;

export const inseminator = z.object({
  id: z.uuid(),
  name: text(),
  user: z.object({ id: z.uuid(), name: text() }).nullable(),
  licenceNumber: text().nullable(),
  active: z.boolean(),
  createdAt: text(),
});
export type Inseminator = z.infer<typeof inseminator>;

export const inseminatorsQuery = pageQuery.extend({ active: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional() });
export type InseminatorsQuery = z.infer<typeof inseminatorsQuery>;
