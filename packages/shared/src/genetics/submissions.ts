import { z } from 'zod';
import { pageQuery, text } from '../http';
import { GROUP_TRAITS } from './choices';
import { EPD_FIELD_NAMES } from './epd-data';

/**
 * A data submission to the breed association (`v2/data-submission` makes one, `data-submission`
 * lists them; docs/decisions.md: data submission): the chosen animals' EPD sheets, identity and the
 * chosen sections, as a CSV in the association's column order (`EPD_FIELDS`), kept with who made it.
 */
export const submissionRequest = z.object({
  animalIds: z.array(z.uuid({ error: 'errors.notFound' }), { error: 'genetics.animalsRequired' }).min(1, 'genetics.animalsRequired').max(5000, 'genetics.tooManyAnimals'),
  sections: z.array(z.enum(GROUP_TRAITS, { error: 'validation.invalid' }), { error: 'genetics.sectionsRequired' }).min(1, 'genetics.sectionsRequired'),
});
export type SubmissionRequest = z.infer<typeof submissionRequest>;

/** Each animal with the required fields its sheet lacks: a submission takes only animals with none missing. */
export const submissionCheck = z.object({
  required: z.array(z.enum(EPD_FIELD_NAMES)),
  animals: z.array(z.object({ id: z.uuid(), tagNumber: text(), missing: z.array(z.enum(EPD_FIELD_NAMES)) })),
  ready: z.number().int(),
});
export type SubmissionCheck = z.infer<typeof submissionCheck>;

export const submission = z.object({
  id: z.uuid(),
  fileName: text(),
  sections: z.array(z.enum(GROUP_TRAITS)),
  animals: z.number().int(),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
  createdAt: text(),
});
export type Submission = z.infer<typeof submission>;
export const submissionsQuery = pageQuery;
