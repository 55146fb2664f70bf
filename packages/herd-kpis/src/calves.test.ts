import { describe, expect, it } from 'vitest';
import { calving, cow, day, herd, left, period } from './breeding-test-herd';
import { calfMortality } from './calves';

// Born in the period [0, 100), weaning at 60 days:
// c1, c2: twins on day 10; c1 stillborn (dead at the birth instant), c2 alive.
// c3 born 20, dead 21 (24 h): perinatal. c4 born 30, dead 32 + 1 h (49 h): before weaning.
// c5 born 40, dead 42 (exactly 48 h): perinatal. c6 born 50, sold 51 alive: fate unknown, left out.
// c7 born 60, sold 80, before weaning (120): alive at 48 h, left out before weaning.
// c8 born 70, dead 130, at weaning age exactly: survived to weaning.
// c9 born 90 with an unregistered twin (not in the herd's animals: not counted).
// c10 born 150, after the period. c11 born 95, dead 180, after weaning (155).
// c2 is listed again in a second record of m1's calving: still one calf.
const calves = herd({
  animals: [
    cow('c1', { departure: left(10, 'dead') }),
    cow('c2'),
    cow('c3', { departure: left(21, 'dead') }),
    cow('c4', { departure: left(32, 'dead', 1) }),
    cow('c5', { departure: left(42, 'dead') }),
    cow('c6', { departure: left(51, 'sold') }),
    cow('c7', { departure: left(80, 'sold') }),
    cow('c8', { departure: left(130, 'dead') }),
    cow('c9'),
    cow('c10'),
    cow('c11', { departure: left(180, 'dead') }),
  ],
  calvings: [
    calving('m1', 10, ['c1', 'c2']),
    calving('m1', 10, ['c2']),
    calving('m2', 20, ['c3']),
    calving('m3', 30, ['c4']),
    calving('m4', 40, ['c5']),
    calving('m5', 50, ['c6']),
    calving('m6', 60, ['c7']),
    calving('m7', 70, ['c8']),
    calving('m8', 90, ['c9', 'unregistered']),
    calving('m9', 150, ['c10']),
    calving('m10', 95, ['c11']),
  ],
});

describe('calfMortality', () => {
  it('counts perinatal deaths (stillbirths included) and deaths before weaning, worked by hand', () => {
    const { perinatal, preWeaning } = calfMortality(calves, period(0, 100, 200));
    // Perinatal: c1, c3, c5 dead of c1–c5, c7, c8, c9, c11 (c6 left out): 3 / 9.
    expect(perinatal).toEqual({
      value: 1 / 3,
      numerator: 3,
      denominator: 9,
      reliable: false,
      animalIds: ['c1', 'c2', 'c3', 'c4', 'c5', 'c7', 'c8', 'c9', 'c11'],
    });
    // Before weaning: of c2, c4, c8, c9, c11 (c7 sold first), c4 died: 1 / 5.
    expect(preWeaning).toMatchObject({ value: 0.2, numerator: 1, denominator: 5, animalIds: ['c2', 'c4', 'c8', 'c9', 'c11'] });
  });

  it('ignores what happened after asOf and leaves out calves whose fate is not known yet', () => {
    // As of day 61: calvings from 70 on have not happened; c7, born 60, is not 48 h old yet; c7's sale
    // on 80 is ahead. Perinatal: c1, c3, c5 dead of c1–c5: 3 / 5. Before weaning: c2 (weaned at 70)
    // is not yet at weaning age; c4 died: 1 / 1.
    const { perinatal, preWeaning } = calfMortality(calves, period(0, 100, 61));
    expect(perinatal).toMatchObject({ numerator: 3, denominator: 5 });
    expect(preWeaning).toMatchObject({ value: 1, numerator: 1, denominator: 1, animalIds: ['c4'] });
  });

  it('takes the weaning age as an option', () => {
    // At 20 days: c7 (weaned at 80, sold on 80) reached weaning age; c8 (weaned at 90) and the rest
    // survive it; c4 still died before: 1 / 6.
    expect(calfMortality(calves, period(0, 100, 200), { weaningAgeDays: 20 }).preWeaning).toMatchObject({ numerator: 1, denominator: 6 });
    expect(() => calfMortality(calves, period(0, 100, 200), { weaningAgeDays: 1 })).toThrow(RangeError);
  });

  it('gives null, never NaN, for no calves', () => {
    const { perinatal, preWeaning } = calfMortality(herd({}), period(0, 100, 200));
    expect([perinatal.value, preWeaning.value]).toEqual([null, null]);
    expect(calfMortality(calves, period(100, 140, 200)).perinatal.denominator).toBe(0);
  });
});

describe('calfMortality around the 48 h edge', () => {
  it('counts from the calving instant, hours included', () => {
    // 'evening' born day 0 06:00, dead day 2 05:00: 47 h, perinatal. 'morning' born day 0 00:00, dead
    // day 2 01:00: 49 h, alive at 48 h and dead before weaning.
    const records = herd({
      animals: [cow('evening', { departure: left(2, 'dead', 5) }), cow('morning', { departure: left(2, 'dead', 1) })],
      calvings: [{ animalId: 'm1', at: day(0, 6), calfIds: ['evening'] }, calving('m2', 0, ['morning'])],
    });
    const { perinatal, preWeaning } = calfMortality(records, period(0, 10, 200));
    expect(perinatal).toMatchObject({ numerator: 1, denominator: 2, animalIds: ['evening', 'morning'] });
    expect(preWeaning).toMatchObject({ numerator: 1, denominator: 1, animalIds: ['morning'] });
  });
});
