import { z } from 'zod';
import { text } from '../http';

/**
 * GET /api/animal/{id}/performance: the weight curve and what is computed from it by the pure
 * `@ganado/performance` package (average daily gain; BIF-adjusted 205-day weaning and 365-day
 * yearling weights with the age-of-dam adjustment). Weights are in kilograms.
 */
/** A point of the weight curve; the birth weight, where the animal has one, is its first (`atBirth`). */
export const weightPoint = z.object({ on: text(), ageDays: z.number().int().nullable(), weightKg: z.number(), atBirth: z.boolean() });

export const adjustedWeight = z.object({
  /** The actual weighing used. */
  on: text(),
  ageDays: z.number().int(),
  actualKg: z.number(),
  adjustedKg: z.number(),
  /** Kilograms added for the dam's age (0 when the dam is 5–10 years old or unknown). */
  ageOfDamAdjustmentKg: z.number(),
});

export const animalPerformance = z.object({
  weights: z.array(weightPoint),
  /** Over the whole curve (from the birth weight where there is one), kg/day; null with fewer than two points on different days. */
  averageDailyGainKg: z.number().nullable(),
  /** Between the last two weighings. */
  latestDailyGainKg: z.number().nullable(),
  adjusted205: adjustedWeight.nullable(),
  adjusted365: adjustedWeight.nullable(),
  /** Why an adjusted weight is missing: no birth date, no weighing in the BIF window, not cattle, … */
  notes: z.array(z.enum(['noBirthDate', 'noBirthWeight', 'noWeaningWeight', 'noYearlingWeight', 'damAgeUnknown', 'notCattle'])),
  milk: z.array(z.object({ on: text(), yield: z.number(), unit: text() })),
  /** The latest scrotal circumference with docs/product.md §9's hint (bulls; 'none' for other species). */
  scrotal: z
    .object({ on: text(), ageMonths: z.number(), circumferenceCm: z.number(), hint: z.enum(['subfertile', 'satisfactory', 'none']) })
    .nullable(),
});
export type AnimalPerformance = z.infer<typeof animalPerformance>;
