import { describe, expect, it } from 'vitest';
import { measurePolygon } from './geometry';
import { distanceMeters, judgeFix, MAX_FIX_ACCURACY_M, pathLengthMeters, walkedBoundary } from './walk';

/**
 * Worked example: 0.0009° of latitude is 0.0009 × 111 195 m = 100.08 m (turf's R = 6 371 008.8 m);
 * at 40°N 0.001175° of longitude is 0.001175 × 111 195 × cos(40°) = 100.08 m. So the four
 * corners below make a square of about 100 m a side: 400 m around, about 1 ha.
 */
const square = [
  { latitude: 40, longitude: -3 },
  { latitude: 40.0009, longitude: -3 },
  { latitude: 40.0009, longitude: -2.998825 },
  { latitude: 40, longitude: -2.998825 },
];

describe('walked path', () => {
  it('measures an open path in metres, leg by leg', () => {
    expect(pathLengthMeters([])).toBe(0);
    expect(pathLengthMeters(square.slice(0, 1))).toBe(0);
    expect(distanceMeters(square[0]!, square[1]!)).toBeCloseTo(100.08, 1);
    expect(pathLengthMeters(square)).toBeCloseTo(300.2, 0);
    // Walking back to the start closes the square.
    expect(pathLengthMeters([...square, square[0]!])).toBeCloseTo(400.3, 0);
    expect(measurePolygon(square).area).toBeCloseTo(1, 1);
  });

  it('keeps accurate fixes that moved, and says why it drops the others', () => {
    const fix = (latitude: number, accuracy = 5) => ({ latitude, longitude: -3, accuracy });
    expect(judgeFix(fix(40), undefined)).toBe('accepted');
    expect(judgeFix(fix(40, MAX_FIX_ACCURACY_M), undefined)).toBe('accepted');
    expect(judgeFix(fix(40, MAX_FIX_ACCURACY_M + 1), undefined)).toBe('inaccurate');
    expect(judgeFix(fix(40, Number.NaN), undefined)).toBe('inaccurate');
    // 0.00001° of latitude is 1.1 m: jitter; 0.00003° is 3.3 m: a step.
    expect(judgeFix(fix(40.00001), square[0])).toBe('tooClose');
    expect(judgeFix(fix(40.00003), square[0])).toBe('accepted');
  });
});

describe('walked boundary', () => {
  it('drops a return to the start, and only that', () => {
    const back = { latitude: 40.00002, longitude: -3 };
    expect(walkedBoundary([...square, back])).toEqual(square);
    expect(walkedBoundary(square)).toEqual(square);
    // Three points are left as they are: dropping one would leave no polygon to judge.
    expect(walkedBoundary([...square.slice(0, 2), back])).toHaveLength(3);
  });
});
