import { type Gender, KG_PER_LB } from '@ganado/shared/animals';
import { ageInDays, ageInYears } from './dates';
import type { Weighing } from './gain';

/*
 * Beef Improvement Federation, Guidelines for Uniform Beef Improvement Programs: adjusted 205-day
 * weaning weight and adjusted 365-day yearling weight. Formulas, the 160–250 day weaning window and
 * the age-of-dam table as quoted from the guidelines by Michigan State University Extension,
 * "Calculating calf-adjusted weaning weights and herd indexes"
 * (https://www.canr.msu.edu/news/calculating_calf_adjusted_weaning_weights_and_herd_indexes), table
 * "BIF standard adjustment factors for birth and weaning weight"; the yearling formula and its
 * 160-day factor as published by the American Angus Association
 * (http://www.angus.org/Mobile/Performance/AHIR/PerfAdj365DayYearlingWgt.aspx).
 */

export const WEANING_AGE = 205;
export const WEANING_WINDOW = { from: 160, to: 250 } as const;
export const YEARLING_AGE = 365;
/** The brief's BIF yearling window; the Angus association accepts 320–440 (docs/decisions.md). */
export const YEARLING_WINDOW = { from: 320, to: 410 } as const;
/** Days of post-weaning gain from 205 to 365 days of age. */
const POST_WEANING_DAYS = YEARLING_AGE - WEANING_AGE;

/** Pounds added to the 205-day weight, by the dam's age in years when the calf was born. */
export const AGE_OF_DAM_ADJUSTMENT_LB: readonly { minYears: number; male: number; female: number }[] = [
  { minYears: 11, male: 20, female: 18 },
  { minYears: 5, male: 0, female: 0 },
  { minYears: 4, male: 20, female: 18 },
  { minYears: 3, male: 40, female: 36 },
  // A first-calf heifer calving before her second birthday is in the 2-year-old class.
  { minYears: 0, male: 60, female: 54 },
];

/** The age-of-dam adjustment in kilograms; 0 when the dam's age is unknown. */
export function ageOfDamAdjustmentKg(damAgeYears: number | null, gender: Gender): number {
  if (damAgeYears === null) return 0;
  const row = AGE_OF_DAM_ADJUSTMENT_LB.find(({ minYears }) => damAgeYears >= minYears);
  return (row?.[gender] ?? 0) * KG_PER_LB;
}

/** The dam's age in completed years on the calf's birth day, when both birth dates are known. */
export function damAgeYears(damBirthDate: string | null, calfBirthDate: string): number | null {
  return damBirthDate === null ? null : ageInYears(damBirthDate, calfBirthDate);
}

export interface AgedWeighing extends Weighing {
  ageDays: number;
}

/**
 * The weighing closest to `target` days of age inside the window (ends included); on a tie the
 * earlier day, and of one day's weighings the last given.
 */
export function closestInWindow(weighings: readonly Weighing[], birthDate: string, window: { from: number; to: number }, target: number): AgedWeighing | null {
  let best: AgedWeighing | null = null;
  for (const weighing of weighings) {
    const ageDays = ageInDays(birthDate, weighing.on);
    if (ageDays < window.from || ageDays > window.to) continue;
    const distance = Math.abs(ageDays - target);
    const bestDistance = best ? Math.abs(best.ageDays - target) : Infinity;
    if (distance < bestDistance || (best && distance === bestDistance && ageDays <= best.ageDays)) best = { ...weighing, ageDays };
  }
  return best;
}

export interface Adjusted {
  weighing: AgedWeighing;
  adjustedKg: number;
  ageOfDamAdjustmentKg: number;
}

/** ((weaning weight − birth weight) / age in days) × 205 + birth weight + age-of-dam adjustment. */
export function adjusted205(weaning: AgedWeighing, birthWeightKg: number, ageOfDamKg: number): Adjusted {
  const adjustedKg = ((weaning.kg - birthWeightKg) / weaning.ageDays) * WEANING_AGE + birthWeightKg + ageOfDamKg;
  return { weighing: weaning, adjustedKg, ageOfDamAdjustmentKg: ageOfDamKg };
}

/** ((yearling weight − weaning weight) / days between) × 160 + adjusted 205-day weight. */
export function adjusted365(yearling: AgedWeighing, weaning: Adjusted): Adjusted {
  const gain = (yearling.kg - weaning.weighing.kg) / (yearling.ageDays - weaning.weighing.ageDays);
  return { weighing: yearling, adjustedKg: gain * POST_WEANING_DAYS + weaning.adjustedKg, ageOfDamAdjustmentKg: weaning.ageOfDamAdjustmentKg };
}
