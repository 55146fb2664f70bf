import { KG_PER_LB } from '@ganado/shared/animals';
import { describe, expect, it } from 'vitest';
import { animalPerformance, type PerformanceInput } from './performance';

const lb = (kilograms: number) => kilograms / KG_PER_LB;

/** The published 205-day example (800 lb at 210 days, 95 lb at birth) carried on to a yearling weighing. */
const bull: PerformanceInput = {
  speciesCode: 'cattle',
  gender: 'male',
  birthDate: '2023-01-02',
  birthWeight: { value: 95, unit: 'lb' },
  // Five on the calf's birth day: a mature dam, no adjustment.
  damBirthDate: '2017-03-01',
  weighings: [
    { on: '2023-12-29', value: 1200, unit: 'lb' }, // day 361
    { on: '2023-05-01', value: 400, unit: 'lb' }, // day 119, before the weaning window
    { on: '2023-07-31', value: 800, unit: 'lb' }, // day 210
  ],
  milk: [],
  scrotal: { on: '2024-09-14', circumferenceCm: 36 },
};

describe('an animal’s performance', () => {
  it('computes the curve, daily gains and both adjusted weights', () => {
    const result = animalPerformance(bull);

    expect(result.weights.map(({ on, ageDays, atBirth }) => [on, ageDays, atBirth])).toEqual([
      ['2023-01-02', 0, true],
      ['2023-05-01', 119, false],
      ['2023-07-31', 210, false],
      ['2023-12-29', 361, false],
    ]);
    expect(lb(result.weights[0]!.weightKg)).toBeCloseTo(95, 10);
    expect(lb(result.weights[1]!.weightKg)).toBeCloseTo(400, 10);
    // Whole curve, from the birth weight: (1200 − 95) lb over 361 days = 3.06094 lb/day.
    expect(lb(result.averageDailyGainKg!)).toBeCloseTo(1105 / 361, 10);
    // Last two: (1200 − 800) lb over 151 days = 2.64901 lb/day.
    expect(lb(result.latestDailyGainKg!)).toBeCloseTo(400 / 151, 10);
    // (800 − 95) / 210 × 205 + 95 + 0 = 783.214 lb.
    expect(result.adjusted205).toMatchObject({ on: '2023-07-31', ageDays: 210, ageOfDamAdjustmentKg: 0 });
    expect(lb(result.adjusted205!.actualKg)).toBeCloseTo(800, 10);
    expect(lb(result.adjusted205!.adjustedKg)).toBeCloseTo(783.214, 3);
    // (1200 − 800) / (361 − 210) × 160 + 783.214 = 423.841 + 783.214 = 1207.055 lb.
    expect(result.adjusted365).toMatchObject({ on: '2023-12-29', ageDays: 361 });
    expect(lb(result.adjusted365!.adjustedKg)).toBeCloseTo(1207.055, 3);
    expect(result.notes).toEqual([]);
    // 20 months on 2 September 2024; 36 cm is over 34.
    expect(result.scrotal).toEqual({ on: '2024-09-14', ageMonths: 20, circumferenceCm: 36, hint: 'satisfactory' });
  });

  it('adds the age-of-dam pounds to both weights when the dam was two', () => {
    const result = animalPerformance({ ...bull, damBirthDate: '2020-06-01' });
    expect(lb(result.adjusted205!.ageOfDamAdjustmentKg)).toBeCloseTo(60, 10);
    expect(lb(result.adjusted205!.adjustedKg)).toBeCloseTo(843.214, 3);
    expect(lb(result.adjusted365!.adjustedKg)).toBeCloseTo(1267.055, 3);
  });

  it('assumes a mature dam when her age is unknown, and says so', () => {
    const result = animalPerformance({ ...bull, damBirthDate: null });
    expect(lb(result.adjusted205!.adjustedKg)).toBeCloseTo(783.214, 3);
    expect(result.notes).toEqual(['damAgeUnknown']);
  });

  it('computes no adjusted weight without a birth weight (BIF leaves the standard one to each breed)', () => {
    const result = animalPerformance({ ...bull, birthWeight: null });
    expect(result.adjusted205).toBeNull();
    expect(result.adjusted365).toBeNull();
    expect(result.notes).toEqual(['noBirthWeight']);
    // The curve starts at the first weighing: (1200 − 400) lb over 242 days.
    expect(result.weights.map(({ atBirth }) => atBirth)).toEqual([false, false, false]);
    expect(lb(result.averageDailyGainKg!)).toBeCloseTo(800 / 242, 10);
  });

  it('gives a calf weighed once its daily gain since birth', () => {
    const result = animalPerformance({ ...bull, weighings: [{ on: '2023-05-01', value: 400, unit: 'lb' }] });
    // (400 − 95) lb over 119 days, both over the whole curve and between its last two points.
    expect(lb(result.averageDailyGainKg!)).toBeCloseTo(305 / 119, 10);
    expect(lb(result.latestDailyGainKg!)).toBeCloseTo(305 / 119, 10);
  });

  it('starts the curve at a weighing on the birth day rather than adding the birth weight beside it', () => {
    const result = animalPerformance({ ...bull, weighings: [{ on: '2023-01-02', value: 90, unit: 'lb' }, ...bull.weighings] });
    expect(result.weights.map(({ on, atBirth }) => [on, atBirth])[0]).toEqual(['2023-01-02', false]);
    expect(lb(result.weights[0]!.weightKg)).toBeCloseTo(90, 10);
  });

  it('without a birth date keeps the curve and gains but no age, adjusted weight or scrotal hint', () => {
    const result = animalPerformance({ ...bull, birthDate: null });
    expect(result.weights.map(({ ageDays }) => ageDays)).toEqual([null, null, null]);
    expect(result.averageDailyGainKg).not.toBeNull();
    expect(result.adjusted205).toBeNull();
    expect(result.adjusted365).toBeNull();
    expect(result.scrotal).toBeNull();
    expect(result.notes).toEqual(['noBirthDate']);
  });

  it('says which window had no weighing', () => {
    const calf = animalPerformance({ ...bull, weighings: [{ on: '2023-05-01', value: 182, unit: 'kg' }], scrotal: null });
    expect(calf.notes).toEqual(['noWeaningWeight', 'noYearlingWeight']);
    // Weaned in the window but never weighed as a yearling: the 205-day weight alone.
    const weaned = animalPerformance({ ...bull, weighings: bull.weighings.slice(1) });
    expect(weaned.adjusted205).not.toBeNull();
    expect(weaned.adjusted365).toBeNull();
    expect(weaned.notes).toEqual(['noYearlingWeight']);
  });

  it('keeps BIF’s adjustments and the scrotal hint to cattle', () => {
    const ram = animalPerformance({ ...bull, speciesCode: 'sheep' });
    expect(ram).toMatchObject({ adjusted205: null, adjusted365: null, notes: ['notCattle'], scrotal: { circumferenceCm: 36, hint: 'none' } });
    expect(ram.averageDailyGainKg).not.toBeNull();
  });

  it('lists milk yields as recorded', () => {
    const cow = animalPerformance({ ...bull, gender: 'female', scrotal: null, milk: [{ on: '2025-04-02', value: 21.5, unit: 'L' }] });
    expect(cow.milk).toEqual([{ on: '2025-04-02', yield: 21.5, unit: 'L' }]);
  });
});
