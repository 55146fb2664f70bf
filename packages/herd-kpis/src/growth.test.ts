import { KG_PER_LB } from '@ganado/shared/animals';
import { describe, expect, it } from 'vitest';
import { dailyGainByGroup, weaning205 } from './growth';
import type { HerdAnimal, HerdRecords, HerdWeighing, Window } from './records';

const DAY = 86_400_000;
const at = (day: string) => new Date(`${day}T09:00:00Z`);
const after = (start: Date, days: number) => new Date(start.getTime() + days * DAY);
const herd = (parts: Partial<HerdRecords>): HerdRecords => ({ animals: [], services: [], diagnoses: [], calvings: [], weighings: [], milkTests: [], health: [], ...parts });
const window = (from: string, to: string, asOf = at(to)): Window => ({ from: at(from), to: at(to), asOf });

const animal = (id: string, over: Partial<HerdAnimal> = {}): HerdAnimal => ({
  id,
  gender: 'female',
  birthAt: at('2016-01-01'),
  damId: null,
  enteredAt: at('2016-01-01'),
  departure: null,
  birthWeightKg: null,
  groupKey: null,
  ...over,
});
/** A calf born on `born` with weighings at the given ages in days. */
function calf(id: string, born: string, over: Partial<HerdAnimal>, weighed: [ageDays: number, kg: number][]): { animal: HerdAnimal; weighings: HerdWeighing[] } {
  const birthAt = at(born);
  return {
    animal: animal(id, { birthAt, enteredAt: birthAt, groupKey: 'A', damId: 'M', ...over }),
    weighings: weighed.map(([ageDays, kg]) => ({ animalId: id, at: after(birthAt, ageDays), kg })),
  };
}

describe('weaning205', () => {
  const calves = [
    // Males of group A born in 2024, mature dam M: weighed at 200 days (the 170- and 260-day weighings lose
    // to it: 260 is outside 160–250): (240 − 40)/200 × 205 + 40 = 245.
    calf('C1', '2024-02-01', { gender: 'male', birthWeightKg: 40 }, [[170, 200], [200, 240], [260, 300]]),
    // (255 − 35)/205 × 205 + 35 = 255.
    calf('C2', '2024-02-11', { gender: 'male', birthWeightKg: 35 }, [[205, 255]]),
    // Twins of dam M, a bull and a heifer, each adjusted and grouped like a single calf:
    // T1 (210 − 30)/180 × 205 + 30 = 235; T2 (190 − 28)/180 × 205 + 28 = 184.5 + 28 = 212.5, alone among the females of A.
    calf('T1', '2024-03-01', { gender: 'male', birthWeightKg: 30 }, [[180, 210]]),
    calf('T2', '2024-03-01', { gender: 'female', birthWeightKg: 28 }, [[180, 190]]),
    // Group B heifers. D1's dam Y was born 2022-01-15, so 2 on 2024-02-10: + 54 lb = 24.494 kg:
    // (230 − 30)/200 × 205 + 30 + 24.494 = 235 + 24.494 = 259.494. D2's dam is unknown, no adjustment: (240 − 30)/210 × 205 + 30 = 235.
    calf('D1', '2024-02-10', { groupKey: 'B', damId: 'Y', birthWeightKg: 30 }, [[200, 230]]),
    calf('D2', '2024-04-01', { groupKey: 'B', damId: null, birthWeightKg: 30 }, [[210, 240]]),
    // A male of group A born in 2023: another birth year, alone. (245 − 40)/205 × 205 + 40 = 245.
    calf('E1', '2023-10-01', { gender: 'male', birthWeightKg: 40 }, [[205, 245]]),
    // Left out: no birth weight; only weighed at 150 days; weighed at 200 days but after asOf.
    calf('N1', '2024-05-01', { birthWeightKg: null }, [[200, 200]]),
    calf('N2', '2024-06-01', { birthWeightKg: 30 }, [[150, 150]]),
    calf('N3', '2024-07-01', { birthWeightKg: 30 }, [[200, 200]]),
    // Born before the period.
    calf('O1', '2023-06-01', { birthWeightKg: 30 }, [[200, 200]]),
  ];
  const records = herd({
    animals: [animal('M', { birthAt: at('2016-01-01') }), animal('Y', { birthAt: at('2022-01-15') }), ...calves.map((c) => c.animal)],
    weighings: calves.flatMap((c) => c.weighings),
  });
  const result = weaning205(records, window('2023-07-01', '2025-01-01', at('2025-01-10')));
  const byId = new Map(result.calves.map((c) => [c.animalId, c]));

  it('adjusts each calf’s weighing closest to 205 days within 160–250 by BIF’s formula', () => {
    expect(byId.get('C1')).toMatchObject({ ageDays: 200, actualKg: 240, adjustedKg: 245, ageOfDamAdjustmentKg: 0, birthYear: 2024 });
    expect(byId.get('C2')?.adjustedKg).toBeCloseTo(255, 10);
    expect(byId.get('T1')?.adjustedKg).toBeCloseTo(235, 10);
    expect(byId.get('T2')?.adjustedKg).toBeCloseTo(212.5, 10);
    expect(byId.get('D1')?.ageOfDamAdjustmentKg).toBeCloseTo(54 * KG_PER_LB, 10);
    expect(byId.get('D1')?.adjustedKg).toBeCloseTo(235 + 54 * KG_PER_LB, 10);
    expect(byId.get('D2')?.adjustedKg).toBeCloseTo(235, 10);
  });

  it('rates each calf against its group of the same key, gender and birth year', () => {
    // Males of A in 2024: C1 245, C2 255, T1 235, mean 245.
    expect(byId.get('C1')).toMatchObject({ ratio: 100, groupSize: 3 });
    expect(byId.get('C2')?.ratio).toBeCloseTo((255 / 245) * 100, 10);
    expect(byId.get('T1')?.ratio).toBeCloseTo((235 / 245) * 100, 10);
    // Heifers of B: mean (259.494 + 235) / 2 = 247.247.
    const meanB = (235 + 54 * KG_PER_LB + 235) / 2;
    expect(byId.get('D2')?.ratio).toBeCloseTo((235 / meanB) * 100, 10);
    expect(byId.get('D1')?.groupSize).toBe(2);
  });

  it('gives no ratio to a calf alone in its group (the twin heifer, the 2023 bull)', () => {
    expect(byId.get('T2')).toMatchObject({ ratio: null, groupSize: 1 });
    expect(byId.get('E1')).toMatchObject({ ratio: null, groupSize: 1, adjustedKg: 245, birthYear: 2023 });
  });

  it('leaves out calves without a birth weight or a weaning weighing by asOf, and those born outside the period', () => {
    expect(result.leftOut).toEqual([
      { animalId: 'N1', reason: 'noBirthWeight' },
      { animalId: 'N2', reason: 'noWeaningWeight' },
      { animalId: 'N3', reason: 'noWeaningWeight' },
    ]);
    expect(byId.has('O1')).toBe(false);
    expect(byId.has('M')).toBe(false);
  });

  it('averages the adjusted weights', () => {
    // 245 + 255 + 235 + 212.5 + 259.494 + 235 + 245 = 1686.994 over 7 calves.
    const sum = 245 + 255 + 235 + 212.5 + 235 + 54 * KG_PER_LB + 235 + 245;
    expect(result.figure.denominator).toBe(7);
    expect(result.figure.numerator).toBeCloseTo(sum, 10);
    expect(result.figure.value).toBeCloseTo(sum / 7, 10);
    expect(result.figure.animalIds).toEqual(['C1', 'C2', 'T1', 'T2', 'D1', 'D2', 'E1']);
  });

  it('answers null, never NaN, for an empty herd', () => {
    const empty = weaning205(herd({}), window('2024-01-01', '2025-01-01'));
    expect(empty).toEqual({ calves: [], leftOut: [], figure: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] } });
  });
});

describe('dailyGainByGroup', () => {
  const weighing = (animalId: string, day: string, kg: number): HerdWeighing => ({ animalId, at: at(day), kg });
  const records = herd({
    animals: [animal('A1', { groupKey: 'g1' }), animal('A2', { groupKey: 'g1' }), animal('B1', { groupKey: 'g2' }), animal('U1'), animal('S1', { groupKey: 'g1' }), animal('S2', { groupKey: 'g2' })],
    weighings: [
      // First to last: (145 − 100) / 90 days = 0.5 (a regression through the day-30 weighing would not give 0.5).
      weighing('A1', '2024-02-01', 100),
      weighing('A1', '2024-03-02', 125),
      weighing('A1', '2024-05-01', 145),
      // The December weighing is before the period and the late-May one after asOf: (248 − 200) / 60 = 0.8.
      weighing('A2', '2023-12-01', 150),
      weighing('A2', '2024-01-15', 200),
      weighing('A2', '2024-03-15', 248),
      weighing('A2', '2024-05-20', 300),
      // (360 − 300) / 60 = 1.0.
      weighing('B1', '2024-02-01', 300),
      weighing('B1', '2024-04-01', 360),
      // No group: (60 − 50) / 20 = 0.5.
      weighing('U1', '2024-02-01', 50),
      weighing('U1', '2024-02-21', 60),
      // One weighing in the period, and two on one day: no gain.
      weighing('S1', '2023-12-20', 90),
      weighing('S1', '2024-02-01', 100),
      weighing('S2', '2024-02-01', 100),
      weighing('S2', '2024-02-01', 101),
    ],
  });
  const result = dailyGainByGroup(records, window('2024-01-01', '2024-07-01', at('2024-05-15')));

  it('takes each animal’s first-to-last gain over its weighings in the period', () => {
    expect(result.animals).toEqual([
      { animalId: 'A1', groupKey: 'g1', kgPerDay: 0.5, firstOn: '2024-02-01', lastOn: '2024-05-01' },
      { animalId: 'A2', groupKey: 'g1', kgPerDay: 0.8, firstOn: '2024-01-15', lastOn: '2024-03-15' },
      { animalId: 'B1', groupKey: 'g2', kgPerDay: 1, firstOn: '2024-02-01', lastOn: '2024-04-01' },
      { animalId: 'U1', groupKey: null, kgPerDay: 0.5, firstOn: '2024-02-01', lastOn: '2024-02-21' },
    ]);
  });

  it('averages by group, no group last, and over the herd', () => {
    expect(result.groups.map(({ groupKey, figure }) => [groupKey, figure.value, figure.denominator])).toEqual([
      ['g1', 0.65, 2],
      ['g2', 1, 1],
      [null, 0.5, 1],
    ]);
    // (0.5 + 0.8 + 1 + 0.5) / 4 = 0.7.
    expect(result.herd.value).toBeCloseTo(0.7, 12);
    expect(result.herd.animalIds).toEqual(['A1', 'A2', 'B1', 'U1']);
  });

  it('answers null, never NaN, for an empty herd', () => {
    const empty = dailyGainByGroup(herd({}), window('2024-01-01', '2025-01-01'));
    expect(empty).toEqual({ animals: [], groups: [], herd: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] } });
  });
});
