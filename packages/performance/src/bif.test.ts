import { KG_PER_LB } from '@ganado/shared/animals';
import { describe, expect, it } from 'vitest';
import { adjusted205, adjusted365, ageOfDamAdjustmentKg, closestInWindow, damAgeYears } from './bif';

/** Worked examples are published in pounds; the formulas are linear, so kg in gives lb × KG_PER_LB out. */
const kg = (lb: number) => lb * KG_PER_LB;
const lb = (kilograms: number) => kilograms / KG_PER_LB;

describe('BIF age-of-dam adjustment', () => {
  it('adds the guideline’s pounds, in kilograms, by the dam’s age and the calf’s sex', () => {
    const table: [number, number, number][] = [
      [2, 60, 54],
      [3, 40, 36],
      [4, 20, 18],
      [5, 0, 0],
      [10, 0, 0],
      [11, 20, 18],
      [16, 20, 18],
    ];
    for (const [years, male, female] of table) {
      expect(lb(ageOfDamAdjustmentKg(years, 'male')), `${years} male`).toBeCloseTo(male, 10);
      expect(lb(ageOfDamAdjustmentKg(years, 'female')), `${years} female`).toBeCloseTo(female, 10);
    }
    // 60 lb × 0.45359237 = 27.2155422 kg.
    expect(ageOfDamAdjustmentKg(2, 'male')).toBeCloseTo(27.2155422, 6);
  });

  it('puts a heifer calving before two in the 2-year-old class, and adds nothing for an unknown dam', () => {
    expect(lb(ageOfDamAdjustmentKg(1, 'female'))).toBeCloseTo(54, 10);
    expect(ageOfDamAdjustmentKg(null, 'male')).toBe(0);
  });

  it('counts the dam’s age in completed years on the calf’s birth day', () => {
    expect(damAgeYears('2019-06-01', '2024-05-31')).toBe(4);
    expect(damAgeYears('2019-06-01', '2024-06-01')).toBe(5);
    expect(damAgeYears(null, '2024-06-01')).toBeNull();
  });
});

describe('BIF adjusted 205-day weaning weight', () => {
  it('matches the published example: 800 lb at 210 days, 95 lb at birth, a mature dam', () => {
    // (800 − 95) / 210 = 3.357142… lb/day; × 205 = 688.214…; + 95 = 783.214 lb
    // (original-braunvieh.com rounds the gain to 3.36 first and prints 783.8).
    const result = adjusted205({ on: '2023-07-31', kg: kg(800), ageDays: 210 }, kg(95), 0);
    expect(lb(result.adjustedKg)).toBeCloseTo(783.214, 3);
    expect(result.ageOfDamAdjustmentKg).toBe(0);
  });

  it('adds the age-of-dam pounds: a heifer calf of a 2-year-old dam', () => {
    // (500 − 70) / 200 × 205 = 440.75; + 70 + 54 = 564.75 lb.
    const result = adjusted205({ on: '2023-07-21', kg: kg(500), ageDays: 200 }, kg(70), ageOfDamAdjustmentKg(2, 'female'));
    expect(lb(result.adjustedKg)).toBeCloseTo(564.75, 6);
    expect(lb(result.ageOfDamAdjustmentKg)).toBeCloseTo(54, 10);
  });
});

describe('BIF adjusted 365-day yearling weight', () => {
  it('matches the American Angus Association example', () => {
    // Weaned 660 lb at 209 days (adjusted 731 lb), 1085 lb at 363 days:
    // (1085 − 660) / (363 − 209) = 425 / 154 = 2.75974… lb/day; × 160 = 441.558; + 731 = 1172.558 ≈ 1173 lb.
    const weaning = { weighing: { on: '2023-07-28', kg: kg(660), ageDays: 209 }, adjustedKg: kg(731), ageOfDamAdjustmentKg: 0 };
    const result = adjusted365({ on: '2023-12-29', kg: kg(1085), ageDays: 363 }, weaning);
    expect(lb(result.adjustedKg)).toBeCloseTo(1172.558, 3);
    expect(Math.round(lb(result.adjustedKg))).toBe(1173);
  });
});

describe('the weighing used', () => {
  const born = '2023-01-02';
  const weighing = (on: string) => ({ on, kg: 200 });

  it('must fall in the window, ends included', () => {
    const window = { from: 160, to: 250 };
    // 2023-06-10 is day 159, 2023-06-11 day 160, 2023-09-09 day 250, 2023-09-10 day 251.
    expect(closestInWindow([weighing('2023-06-10'), weighing('2023-09-10')], born, window, 205)).toBeNull();
    expect(closestInWindow([weighing('2023-06-11')], born, window, 205)?.ageDays).toBe(160);
    expect(closestInWindow([weighing('2023-09-09')], born, window, 205)?.ageDays).toBe(250);
  });

  it('is the one closest to the target age; on a tie the earlier, and of one day the last given', () => {
    const window = { from: 160, to: 250 };
    // Day 195 (2023-07-16), day 212 (2023-08-02), day 240 (2023-08-30): 212 is closest to 205.
    const picked = closestInWindow([weighing('2023-07-16'), weighing('2023-08-02'), weighing('2023-08-30')], born, window, 205);
    expect(picked).toMatchObject({ on: '2023-08-02', ageDays: 212 });
    // Days 200 (2023-07-21) and 210 (2023-07-31) are both 5 days away.
    expect(closestInWindow([weighing('2023-07-31'), weighing('2023-07-21')], born, window, 205)?.ageDays).toBe(200);
    const sameDay = [{ on: '2023-07-24', kg: 300 }, { on: '2023-07-24', kg: 302 }];
    expect(closestInWindow(sameDay, born, window, 205)?.kg).toBe(302);
  });
});
