import { describe, expect, it } from 'vitest';
import { beyondAnyFarm, FARM_AREA_MAX_HECTARES, implausibleArea, PLAUSIBLE_FARM_HECTARES } from './plausible-area';

/** A one-degree square at the equator: about 1.24 million ha, the size of the drawing that started this. */
const DEGREE_SQUARE = [
  { latitude: 0, longitude: 37 },
  { latitude: 1, longitude: 37 },
  { latitude: 1, longitude: 38 },
  { latitude: 0, longitude: 38 },
];

describe('plausible farm areas (docs/decisions.md)', () => {
  it('keeps every type’s bound below the absolute one', () => {
    for (const limit of Object.values(PLAUSIBLE_FARM_HECTARES)) expect(limit).toBeLessThan(FARM_AREA_MAX_HECTARES);
  });

  it('finds a million-hectare drawing implausible for any type, and names the bound', () => {
    expect(implausibleArea(DEGREE_SQUARE, 'dairy')).toEqual({ hectares: expect.closeTo(1_236_000, -4), limit: 20_000 });
    expect(implausibleArea(DEGREE_SQUARE, null)).toMatchObject({ limit: PLAUSIBLE_FARM_HECTARES.other });
    expect(implausibleArea(DEGREE_SQUARE.slice(0, 2), 'dairy')).toBeNull();
  });

  it('refuses only what no farm could be, in any unit', () => {
    expect(beyondAnyFarm(2_500_000)).toBe(false);
    expect(beyondAnyFarm(3_000_001)).toBe(true);
    expect(beyondAnyFarm(8_000_000, 'acre')).toBe(true);
    expect(beyondAnyFarm(5_000_000, 'acre')).toBe(false);
  });
});
