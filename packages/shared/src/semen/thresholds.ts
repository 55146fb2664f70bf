import { z } from 'zod';
import { text } from '../http';
import { measure, percent } from './fields';

/**
 * What a batch must meet to be approved, set per organisation (docs/decisions.md: semen thresholds):
 * post-thaw progressive motility, the fresh sample's concentration, motility and normal forms, and a
 * negative donor health test at most `healthTestDays` before the collection.
 */
export const thresholdsRequest = z.object({
  minPostThawMotilityPercent: percent,
  minConcentrationMillionPerMl: measure(10_000),
  minMotilityPercent: percent,
  minNormalFormsPercent: percent,
  healthTestDays: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'semen.healthTestDaysRange').max(365, 'semen.healthTestDaysRange'),
});
export type ThresholdsRequest = z.infer<typeof thresholdsRequest>;

export const thresholds = thresholdsRequest.extend({ updatedAt: text().nullable(), updatedBy: z.object({ id: z.uuid(), name: text() }).nullable() });
export type Thresholds = z.infer<typeof thresholds>;

/**
 * An organisation's thresholds until it sets its own: starting points, not a standard
 * (docs/decisions.md: semen thresholds). ≥ 70 % normal forms is the breeding-soundness figure for
 * bulls; ≥ 30 % post-thaw motility a common release figure for frozen straws; donors tested within
 * 90 days, the CSS testing period.
 */
export const DEFAULT_THRESHOLDS: ThresholdsRequest = {
  minPostThawMotilityPercent: 30,
  minConcentrationMillionPerMl: 300,
  minMotilityPercent: 60,
  minNormalFormsPercent: 70,
  healthTestDays: 90,
};
