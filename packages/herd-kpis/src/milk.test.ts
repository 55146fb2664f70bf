import { describe, expect, it } from 'vitest';
import { lactations305, linearScore, milkComponents, somaticCells } from './milk';
import type { HerdAnimal, HerdCalving, HerdMilkTest, HerdRecords, Window } from './records';
import { fitWood, woodAt, woodCurve, woodYield } from './wood';

const DAY = 86_400_000;
const at = (day: string) => new Date(`${day}T07:30:00Z`);
const after = (start: Date, days: number) => new Date(start.getTime() + days * DAY);
const herd = (parts: Partial<HerdRecords>): HerdRecords => ({ animals: [], services: [], diagnoses: [], calvings: [], weighings: [], milkTests: [], health: [], ...parts });
const cow = (id: string, departure: HerdAnimal['departure'] = null): HerdAnimal => ({
  id,
  gender: 'female',
  birthAt: at('2019-01-01'),
  damId: null,
  enteredAt: at('2019-01-01'),
  departure,
  birthWeightKg: null,
  groupKey: null,
});
const calving = (animalId: string, when: Date): HerdCalving => ({ animalId, at: when, calfIds: [] });
/** A test `dim` days after the calving, at the same hour. */
const test = (animalId: string, calved: Date, dim: number, kg: number, more: Partial<HerdMilkTest> = {}): HerdMilkTest => ({
  animalId,
  at: after(calved, dim),
  kg,
  fatPercent: null,
  proteinPercent: null,
  somaticCellCount: null,
  ...more,
});
const window = (from: string, to: string, asOf = at(to)): Window => ({ from: at(from), to: at(to), asOf });

describe('lactations305: complete lactations by the test-interval method', () => {
  const calvedA = at('2023-03-01');
  const records = herd({
    animals: [cow('A')],
    calvings: [calving('A', calvedA)],
    // Day 0 is the calving day: the colostrum test on it is in no lactation.
    milkTests: [0, 10, 40, 100, 250, 320].map((dim, i) => test('A', calvedA, dim, [40, 20, 30, 25, 15, 11][i]!)),
  });

  it('passes day 305 with no next calving: the last interval is cut at 305 on the straight line', () => {
    const [lactation] = lactations305(records, window('2023-01-01', '2024-06-01')).lactations;
    // 10 × 20 = 200; 30 × (20 + 30)/2 = 750; 60 × (30 + 25)/2 = 1650; 150 × (25 + 15)/2 = 3000;
    // day 305 lies 55 of 70 days from 250 to 320: 15 + (11 − 15) × 55/70 = 11.857; 55 × (15 + 11.857)/2 = 738.571.
    // Total 6338.571 (extending the day-250 test flat to 305 would give 6425).
    expect(lactation).toMatchObject({ animalId: 'A', parity: 1, basis: 'complete', tests: 5, fatKg: null, proteinKg: null });
    expect(lactation?.yield305).toBeCloseTo(6338.571, 3);
    expect(lactation?.daysInMilk).toBe(458);
  });

  it('ends 60 days before the next calving; a test on that calving day is in neither lactation', () => {
    const calvedB = at('2024-01-10');
    const nextB = after(calvedB, 300);
    const result = lactations305(
      herd({
        animals: [cow('B')],
        calvings: [calving('B', at('2023-01-05')), calving('B', calvedB), calving('B', nextB)],
        milkTests: [test('B', calvedB, 20, 30), test('B', calvedB, 80, 40), test('B', calvedB, 200, 20), test('B', calvedB, 300, 35)],
      }),
      window('2024-01-01', '2025-01-01'),
    );
    // Ends on day 300 − 60 = 240: 20 × 30 = 600; 60 × 35 = 2100; 120 × 30 = 3600; 40 × 20 = 800. Total 7100.
    expect(result.lactations.map(({ parity, basis, yield305, daysInMilk, tests }) => ({ parity, basis, yield305, daysInMilk, tests }))).toEqual([
      { parity: 2, basis: 'complete', yield305: 7100, daysInMilk: 240, tests: 3 },
      // The third lactation, begun on 5 November 2024 (57 days before asOf), has no test yet and nothing to project.
      { parity: 3, basis: 'insufficient', yield305: null, daysInMilk: 57, tests: 0 },
    ]);
    expect(result.meanYield).toEqual({ value: 7100, numerator: 7100, denominator: 1, reliable: false, animalIds: ['B'] });
  });

  it('ends on the departure; fat and protein by the same method where the tests give them', () => {
    const calvedC = at('2024-02-01');
    const result = lactations305(
      herd({
        animals: [cow('C', { at: after(calvedC, 100), reason: 'sold' })],
        calvings: [calving('C', calvedC)],
        milkTests: [test('C', calvedC, 15, 25, { fatPercent: 4 }), test('C', calvedC, 45, 35, { fatPercent: 3.6, proteinPercent: 3.2 })],
      }),
      window('2024-01-01', '2025-01-01'),
    );
    // Milk: 15 × 25 = 375; 30 × (25 + 35)/2 = 900; 55 × 35 = 1925. Total 3200 over 100 days.
    // Fat: 25 × 4 % = 1.00 kg, 35 × 3.6 % = 1.26 kg: 15 × 1.00 + 30 × 2.26/2 + 55 × 1.26 = 15 + 33.9 + 69.3 = 118.2.
    // Protein, one test: 35 × 3.2 % = 1.12 kg flat from calving to day 100 = 112.
    const [lactation] = result.lactations;
    expect(lactation).toMatchObject({ basis: 'complete', yield305: 3200, daysInMilk: 100 });
    expect(lactation?.fatKg).toBeCloseTo(118.2, 10);
    expect(lactation?.proteinKg).toBeCloseTo(112, 10);
  });

  it('counts the lactations whose calving falls in the period, not the tests', () => {
    const result = lactations305(records, window('2023-04-01', '2024-06-01'));
    expect(result.lactations).toEqual([]);
    expect(result.meanYield.value).toBeNull();
  });
});

describe('lactations305: lactations in progress', () => {
  // The research notes' tutorial curve and a flatter one for later lactations.
  const first = woodCurve(20, 0.2, 0.003);
  const later = woodCurve(25, 0.25, 0.004);
  const onCurve = (animalId: string, calved: Date, curve: typeof first, dims: number[]) => dims.map((dim) => test(animalId, calved, dim, woodAt(curve, dim)));

  it('projects with the cow’s own Wood fit from three tests', () => {
    const calved = at('2024-03-01');
    const result = lactations305(
      herd({ animals: [cow('W')], calvings: [calving('W', calved)], milkTests: onCurve('W', calved, first, [10, 40, 70]) }),
      window('2024-01-01', '2024-07-01', after(calved, 75)),
    );
    // Observed to day 70 by test intervals, then the fitted (here exact) curve over days 71..305.
    const observed = 10 * woodAt(first, 10) + (30 * (woodAt(first, 10) + woodAt(first, 40))) / 2 + (30 * (woodAt(first, 40) + woodAt(first, 70))) / 2;
    const [lactation] = result.lactations;
    expect(lactation).toMatchObject({ basis: 'projected', daysInMilk: 75, tests: 3 });
    expect(lactation?.yield305).toBeCloseTo(observed + woodYield(first, 71, 305), 6);
    expect(result.projected.value).toBeCloseTo(lactation!.yield305!, 6);
    expect(result.complete.denominator).toBe(0);
  });

  it('projects a lactation with two tests by the herd curve of its parity group, scaled to its last test', () => {
    const calvedD = at('2024-03-01');
    const [calvedE, calvedF, calvedG] = [at('2023-02-01'), at('2023-03-01'), at('2023-01-15')];
    const records = herd({
      animals: ['D', 'E', 'F', 'G'].map((id) => cow(id)),
      calvings: [calving('D', calvedD), calving('E', calvedE), calving('F', calvedF), calving('G', at('2022-01-01')), calving('G', calvedG)],
      milkTests: [
        test('D', calvedD, 20, 28),
        test('D', calvedD, 50, 33),
        // First lactations on the tutorial curve; G's second lactation on the later curve.
        ...onCurve('E', calvedE, first, [10, 60, 150, 250]),
        ...onCurve('F', calvedF, first, [30, 100, 200]),
        ...onCurve('G', calvedG, later, [20, 90, 180]),
      ],
    });
    const result = lactations305(records, window('2024-01-01', '2024-07-01', after(calvedD, 60)));
    // Observed: 20 × 28 + 30 × (28 + 33)/2 = 560 + 915 = 1475; then the first-lactation curve × 33 / curve(50) over days 51..305.
    const projected = 1475 + (33 / woodAt(first, 50)) * woodYield(first, 51, 305);
    expect(result.lactations).toHaveLength(1);
    expect(result.lactations[0]).toMatchObject({ animalId: 'D', parity: 1, basis: 'projected', tests: 2, daysInMilk: 60 });
    expect(result.lactations[0]?.yield305).toBeCloseTo(projected, 6);
  });

  it('leaves out a lactation with two tests and no herd curve to borrow', () => {
    const calved = at('2024-03-01');
    const result = lactations305(
      herd({ animals: [cow('D')], calvings: [calving('D', calved)], milkTests: [test('D', calved, 20, 28), test('D', calved, 50, 33)] }),
      window('2024-01-01', '2024-07-01', after(calved, 60)),
    );
    expect(result.lactations[0]).toMatchObject({ basis: 'insufficient', yield305: null, tests: 2 });
    expect(result.meanYield).toEqual({ value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] });
  });

  it('ignores what comes after asOf: later tests, the next calving, a departure', () => {
    const calved = at('2023-03-01');
    const records = herd({
      animals: [cow('A', { at: after(calved, 330), reason: 'sold' })],
      calvings: [calving('A', calved), calving('A', after(calved, 320))],
      milkTests: [10, 40, 100, 250].map((dim, i) => test('A', calved, dim, [20, 30, 25, 15][i]!)),
    });
    const result = lactations305(records, window('2023-01-01', '2024-01-01', after(calved, 120)));
    // Seen on day 120: three tests, in progress. Observed to day 100 = 200 + 750 + 1650 = 2600, then their own curve.
    const own = fitWood([10, 40, 100].map((day, i) => ({ day, kg: [20, 30, 25][i]! })))!;
    expect(result.lactations).toHaveLength(1);
    expect(result.lactations[0]).toMatchObject({ basis: 'projected', tests: 3, daysInMilk: 120 });
    expect(result.lactations[0]?.yield305).toBeCloseTo(2600 + woodYield(own, 101, 305), 6);
  });

  it('answers nothing for an empty herd', () => {
    const result = lactations305(herd({}), window('2024-01-01', '2025-01-01'));
    expect(result.lactations).toEqual([]);
    for (const figure of [result.meanYield, result.complete, result.projected]) expect(figure.value).toBeNull();
  });
});

describe('milkComponents', () => {
  it('weights each test’s fat and protein % by its milk', () => {
    const records = herd({
      milkTests: [
        { animalId: 'X', at: at('2024-02-01'), kg: 20, fatPercent: 4, proteinPercent: 3, somaticCellCount: null },
        { animalId: 'X', at: at('2024-03-01'), kg: 30, fatPercent: 3.5, proteinPercent: null, somaticCellCount: null },
        { animalId: 'Y', at: at('2024-02-15'), kg: 10, fatPercent: 5, proteinPercent: 3.5, somaticCellCount: null },
        // No milk, before the period, after asOf: none counted.
        { animalId: 'Y', at: at('2024-03-15'), kg: 0, fatPercent: 6, proteinPercent: 4, somaticCellCount: null },
        { animalId: 'Z', at: at('2023-12-31'), kg: 25, fatPercent: 2, proteinPercent: 2, somaticCellCount: null },
        { animalId: 'Z', at: at('2024-04-02'), kg: 25, fatPercent: 2, proteinPercent: 2, somaticCellCount: null },
      ],
    });
    const result = milkComponents(records, window('2024-01-01', '2024-05-01', at('2024-04-01')));
    // Fat: (20 × 4 + 30 × 3.5 + 10 × 5) / 60 = 235 / 60 = 3.9167 (the plain mean of the % would be 4.1667).
    expect(result.fatPercent.value).toBeCloseTo(235 / 60, 12);
    expect(result.fatPercent).toMatchObject({ denominator: 3, animalIds: ['X', 'Y'] });
    expect(result.fatPercent.numerator).toBeCloseTo((235 / 60) * 3, 12);
    // Protein: (20 × 3 + 10 × 3.5) / 30 = 95 / 30 = 3.1667.
    expect(result.proteinPercent.value).toBeCloseTo(95 / 30, 12);
    expect(result.proteinPercent.denominator).toBe(2);
    expect(result.cows).toBe(2);
  });

  it('answers null, never NaN, with no tests', () => {
    const result = milkComponents(herd({}), window('2024-01-01', '2025-01-01'));
    expect(result).toEqual({
      fatPercent: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] },
      proteinPercent: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] },
      cows: 0,
    });
  });
});

describe('somaticCells', () => {
  it('scores cells linearly: LS = log2(SCC / 100,000) + 3', () => {
    expect(linearScore(100_000)).toBe(3);
    expect(linearScore(200_000)).toBe(4);
    expect(linearScore(25_000)).toBe(1);
    expect(linearScore(400_000)).toBe(5);
    expect(linearScore(50_000)).toBe(2);
  });

  it('scores each cow by her latest test in the period', () => {
    const scc = (animalId: string, day: string, somaticCellCount: number | null): HerdMilkTest => ({ animalId, at: at(day), kg: 20, fatPercent: null, proteinPercent: null, somaticCellCount });
    const records = herd({
      milkTests: [
        scc('P', '2024-02-01', 800_000),
        scc('P', '2024-03-01', 25_000),
        scc('P', '2024-03-10', null),
        scc('Q', '2024-03-01', 400_000),
        scc('R', '2024-03-01', 200_000),
        scc('S', '2024-03-01', 100_000),
        scc('S', '2024-04-15', 1_600_000),
        scc('T', '2023-12-01', 3_200_000),
      ],
    });
    const result = somaticCells(records, window('2024-01-01', '2024-05-01', at('2024-04-01')));
    // Latest scores: P 1, Q 5, R 4, S 3 (its April test is after asOf; T's is before the period).
    expect(result.cows.map(({ animalId, linearScore: score }) => [animalId, score])).toEqual([
      ['P', 1],
      ['Q', 5],
      ['R', 4],
      ['S', 3],
    ]);
    expect(result.shareLowScore).toMatchObject({ value: 0.5, numerator: 2, denominator: 4 });
    expect(result.shareInfected).toMatchObject({ value: 0.25, numerator: 1, denominator: 4 });
    // (1 + 5 + 4 + 3) / 4 = 3.25.
    expect(result.meanScore).toMatchObject({ value: 3.25, numerator: 13, denominator: 4, animalIds: ['P', 'Q', 'R', 'S'] });
  });

  it('answers null, never NaN, for an empty herd', () => {
    const result = somaticCells(herd({}), window('2024-01-01', '2025-01-01'));
    expect([result.shareLowScore.value, result.shareInfected.value, result.meanScore.value]).toEqual([null, null, null]);
  });
});
