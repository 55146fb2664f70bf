import { describe, expect, it } from 'vitest';
import { DEFAULT_DMI_TOLERANCE, formulationBounds } from './constraints';
import { requirements } from './requirements';
import { holstein, steerCalf } from './testing';

const steer = requirements(steerCalf);
const cow = requirements(holstein);

describe('formulation bounds', () => {
  it('turns a beef animal’s requirements into NEm, NEg, MP and dietary Ca and P totals', () => {
    const bounds = formulationBounds(steer);
    expect(bounds.nutrients.map((n) => [n.id, n.unit, n.basis])).toEqual([
      ['nem', 'Mcal/d', undefined],
      ['neg', 'Mcal/d', undefined],
      ['mp', 'g/d', undefined],
      ['ca', 'g/d', 'dietary'],
      ['p', 'g/d', 'dietary'],
    ]);
    const nem = bounds.nutrients[0];
    expect(nem?.min).toBe(steer.nemMcal.total);
    expect(nem?.max).toBeNull();
    // 5.38313 Mcal over 6.68289 kg DM = 0.80551 Mcal/kg DM.
    expect(nem?.minPerKgDm).toBeCloseTo(0.80551, 4);
  });

  it('turns a dairy cow’s requirements into NEL, MP and absorbed Ca and P totals', () => {
    const bounds = formulationBounds(cow);
    expect(bounds.nutrients.map((n) => [n.id, n.basis])).toEqual([
      ['nel', undefined],
      ['mp', undefined],
      ['ca', 'absorbed'],
      ['p', 'absorbed'],
    ]);
    expect(bounds.nutrients.map((n) => n.min)).toEqual([cow.nelMcal.total, cow.mpGrams.total, cow.caGrams.total, cow.pGrams.total]);
  });

  it('lets intake stray 5 % either side of the expected intake unless told otherwise', () => {
    expect(DEFAULT_DMI_TOLERANCE).toBe(0.05);
    // Without lactose the milk is 0.36 + 0.0969 × 3.8 = 0.72822 Mcal/kg, 29.1288 Mcal in 40 kg; Eq. 2-1 gives
    // (9.4 + 0.305 × 29.1288 + 14.3 − 7.677) × 0.998263 = 24.907284 × 0.998263 = 24.86402 kg DM;
    // × 0.95 = 23.62082, × 1.05 = 26.10722.
    expect(formulationBounds(cow).dmiKg.min).toBeCloseTo(23.62082, 4);
    expect(formulationBounds(cow).dmiKg.max).toBeCloseTo(26.10722, 4);
    expect(formulationBounds(cow, 0).dmiKg).toEqual({ min: cow.dmiKg, max: cow.dmiKg, expected: cow.dmiKg });
    expect(() => formulationBounds(cow, 1)).toThrow(RangeError);
    expect(() => formulationBounds(cow, -0.1)).toThrow(RangeError);
  });
});
