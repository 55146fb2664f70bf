import { type AnimalPerformance, type Gender, toKilograms, type WeightUnit } from '@ganado/shared/animals';
import { adjusted205, adjusted365, type Adjusted, ageOfDamAdjustmentKg, closestInWindow, damAgeYears, WEANING_AGE, WEANING_WINDOW, YEARLING_AGE, YEARLING_WINDOW } from './bif';
import { ageInDays, ageInMonths } from './dates';
import { averageDailyGain, chronological, latestDailyGain, type Weighing } from './gain';
import { scrotalHint } from './scrotal';

/** What an animal's performance is computed from; days are YYYY-MM-DD (`dayOf`). */
export interface PerformanceInput {
  /** The species' reference code: BIF's adjustments and docs/product.md §9's hints are for cattle. */
  speciesCode: string;
  gender: Gender;
  birthDate: string | null;
  birthWeight: { value: number; unit: WeightUnit } | null;
  /** The genetic dam's birth date, for the age-of-dam adjustment. */
  damBirthDate: string | null;
  weighings: readonly { on: string; value: number; unit: WeightUnit }[];
  milk: readonly { on: string; value: number; unit: string }[];
  /** The latest scrotal circumference measured. */
  scrotal: { on: string; circumferenceCm: number } | null;
}

type Note = AnimalPerformance['notes'][number];

const CATTLE = 'cattle';

const answer = ({ weighing, adjustedKg, ageOfDamAdjustmentKg: ageOfDam }: Adjusted) => ({
  on: weighing.on,
  ageDays: weighing.ageDays,
  actualKg: weighing.kg,
  adjustedKg,
  ageOfDamAdjustmentKg: ageOfDam,
});

/** Adjusted weights need cattle, a birth date and a birth weight, and a weighing in each BIF window. */
function adjustedWeights(input: PerformanceInput, weighings: { on: string; kg: number }[]) {
  const notes: Note[] = [];
  const none = { adjusted205: null, adjusted365: null, notes };
  const { birthDate, birthWeight } = input;
  if (birthDate === null) return { ...none, notes: ['noBirthDate' as const] };
  if (input.speciesCode !== CATTLE) return { ...none, notes: ['notCattle' as const] };
  const weaning = closestInWindow(weighings, birthDate, WEANING_WINDOW, WEANING_AGE);
  const yearling = closestInWindow(weighings, birthDate, YEARLING_WINDOW, YEARLING_AGE);
  if (!weaning) notes.push('noWeaningWeight');
  if (!yearling) notes.push('noYearlingWeight');
  if (birthWeight === null) notes.push('noBirthWeight');
  if (!weaning || birthWeight === null) return none;
  const damAge = damAgeYears(input.damBirthDate, birthDate);
  if (damAge === null) notes.push('damAgeUnknown');
  const weaned = adjusted205(weaning, toKilograms(birthWeight.value, birthWeight.unit), ageOfDamAdjustmentKg(damAge, input.gender));
  return { adjusted205: answer(weaned), adjusted365: yearling ? answer(adjusted365(yearling, weaned)) : null, notes };
}

function scrotalAnswer(scrotal: { on: string; circumferenceCm: number }, ageMonths: number, speciesCode: string) {
  return { ...scrotal, ageMonths, hint: speciesCode === CATTLE ? scrotalHint(ageMonths, scrotal.circumferenceCm) : ('none' as const) };
}

/**
 * The weight curve: the weighings, after the birth weight where the animal has a birth date and
 * weight and no weighing on or before that day (a calf weighed once has a daily gain since birth).
 */
function weightCurve(input: PerformanceInput, weighings: readonly Weighing[]): (Weighing & { atBirth: boolean })[] {
  const { birthDate, birthWeight } = input;
  const curve = weighings.map((weighing) => ({ ...weighing, atBirth: false }));
  if (birthDate === null || birthWeight === null || weighings.some((weighing) => weighing.on <= birthDate)) return curve;
  return [{ on: birthDate, kg: toKilograms(birthWeight.value, birthWeight.unit), atBirth: true }, ...curve];
}

/** Everything `GET /api/animal/{id}/performance` answers, from the animal's own data. */
export function animalPerformance(input: PerformanceInput): AnimalPerformance {
  const weighings = chronological(input.weighings.map(({ on, value, unit }) => ({ on, kg: toKilograms(value, unit) })));
  const curve = weightCurve(input, weighings);
  const { birthDate, scrotal } = input;
  return {
    weights: curve.map(({ on, kg, atBirth }) => ({ on, ageDays: birthDate === null ? null : ageInDays(birthDate, on), weightKg: kg, atBirth })),
    averageDailyGainKg: averageDailyGain(curve),
    latestDailyGainKg: latestDailyGain(curve),
    ...adjustedWeights(input, weighings),
    milk: input.milk.map(({ on, value, unit }) => ({ on, yield: value, unit })),
    scrotal: scrotal && birthDate !== null ? scrotalAnswer(scrotal, ageInMonths(birthDate, scrotal.on), input.speciesCode) : null,
  };
}
