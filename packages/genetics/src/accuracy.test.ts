import { describe, expect, it } from 'vitest';
import { bifAccuracy, epd, percentileRanks, possibleChange } from './accuracy';

describe('BIF accuracy, EPD and possible change', () => {
  it('is 0 with no information, 1 when known exactly, and allows for inbreeding', () => {
    expect(bifAccuracy(20, 20)).toBe(0);
    expect(bifAccuracy(0, 20)).toBe(1);
    expect(bifAccuracy(5, 20)).toBe(0.5); // 1 − √(5/20)
    expect(bifAccuracy(5.5, 20, 0.1)).toBeCloseTo(0.5, 12); // (1 + F)σ² = 22
    expect(bifAccuracy(21, 20)).toBe(0); // rounding past the prior variance
  });

  it('halves the breeding value for the EPD, and gives the possible change on the EPD scale', () => {
    expect(epd(30)).toBe(15);
    // (1 − 0.5)·√400/2 = 5 kg; two standard errors (95%) 10 kg.
    expect(possibleChange(0.5, 400)).toBe(5);
    expect(possibleChange(0.5, 400, 2)).toBe(10);
    expect(possibleChange(1, 400)).toBe(0);
  });
});

describe('percentile ranks as breed associations publish them', () => {
  const values = Float64Array.from({ length: 200 }, (_, i) => 200 - i); // 200, 199, …, 1

  it('gives 1 to the top 1% and 100 to the bottom', () => {
    const ranks = percentileRanks(values);
    expect(Array.from(ranks.subarray(0, 4))).toEqual([1, 1, 2, 2]);
    expect(ranks[99]).toBe(50);
    expect(ranks[199]).toBe(100);
  });

  it('ranks a lower value better when asked, shares ties, and leaves out what is not included', () => {
    expect(percentileRanks(values, { higherIsBetter: false })[199]).toBe(1);
    expect(Array.from(percentileRanks(Float64Array.of(3, 5, 5, 1)))).toEqual([75, 25, 25, 100]);
    const include = Uint8Array.of(1, 0, 1, 1);
    expect(Array.from(percentileRanks(Float64Array.of(3, 5, Number.NaN, 1), { include }))).toEqual([50, 0, 0, 100]);
  });
});
