import { describe, expect, it } from 'vitest';
import { fitWood, woodAt, woodCurve, woodYield } from './wood';

// The curve of the research notes' Wood tutorial (§2 [37]): a = 20, b = 0.2, c = 0.003.
const tutorial = woodCurve(20, 0.2, 0.003);

describe('Wood curve', () => {
  it('peaks on day b/c at a·(b/c)^b·e^(−b)', () => {
    // 0.2 / 0.003 = 66.667; ln 66.667 = 4.19970, × 0.2 = 0.83994, − 0.2 = 0.63994, e^0.63994 = 1.89637, × 20 = 37.927 kg.
    expect(tutorial.peakDay).toBeCloseTo(66.667, 3);
    expect(tutorial.peakKg).toBeCloseTo(37.927, 3);
    expect(woodAt(tutorial, 66)).toBeLessThan(tutorial.peakKg);
    expect(woodAt(tutorial, 67)).toBeLessThan(tutorial.peakKg);
  });

  it('sums daily yields to Wood’s whole-lactation total a·Γ(b+1)/c^(b+1)', () => {
    // Γ(1.2) = 0.918169, 0.003^1.2 = 0.000938740: 20 × 0.918169 / 0.000938740 = 19 561.7 kg. The sum over
    // whole days differs from the integral by about a·ζ(−b) ≈ −7 kg (Euler–Maclaurin), well within 0.1 %.
    expect(woodYield(tutorial, 1, 20_000) / 19_561.7).toBeCloseTo(1, 3);
  });

  it('sums days fromDay..toDay inclusive', () => {
    // Independently summed (Python, Σ_{t=1}^{305} 20·t^0.2·e^(−0.003t)) = 10 015.718 kg; days 101..305 = 6 437.110 kg.
    expect(woodYield(tutorial, 1, 305)).toBeCloseTo(10_015.718, 2);
    expect(woodYield(tutorial, 101, 305)).toBeCloseTo(6_437.110, 2);
    expect(woodYield(tutorial, 5, 5)).toBeCloseTo(woodAt(tutorial, 5), 12);
    expect(woodYield(tutorial, 10, 9)).toBe(0);
  });
});

describe('fitWood', () => {
  it('recovers the parameters of exact data', () => {
    const points = [10, 40, 70, 130, 200, 280].map((day) => ({ day, kg: woodAt(tutorial, day) }));
    const fit = fitWood(points);
    expect(fit?.a).toBeCloseTo(20, 6);
    expect(fit?.b).toBeCloseTo(0.2, 8);
    expect(fit?.c).toBeCloseTo(0.003, 10);
    expect(fit?.peakDay).toBeCloseTo(66.667, 3);
  });

  it('fits three points exactly, whatever their order', () => {
    const points = [150, 20, 90].map((day) => ({ day, kg: woodAt(tutorial, day) }));
    expect(fitWood(points)?.b).toBeCloseTo(0.2, 8);
  });

  it('minimises squared error on the log scale, not on kg', () => {
    // Four points, the third 10 % high: the log fit's residuals sum to zero (the intercept's normal equation).
    const points = [10, 60, 120, 240].map((day, i) => ({ day, kg: woodAt(tutorial, day) * (i === 2 ? 1.1 : 1) }));
    const fit = fitWood(points)!;
    const residuals = points.map(({ day, kg }) => Math.log(kg) - Math.log(woodAt(fit, day)));
    expect(residuals.reduce((sum, r) => sum + r, 0)).toBeCloseTo(0, 10);
    expect(residuals.reduce((sum, r, i) => sum + r * Math.log(points[i]!.day), 0)).toBeCloseTo(0, 9);
  });

  it('ignores points with no yield or before day 1, and needs three different days', () => {
    const good = [30, 90].map((day) => ({ day, kg: woodAt(tutorial, day) }));
    expect(fitWood([...good, { day: 150, kg: 0 }, { day: 0, kg: 30 }])).toBeNull();
    expect(fitWood([...good, { day: 90, kg: 31 }])).toBeNull();
    expect(fitWood([])).toBeNull();
  });

  it('has no curve for yields that only fall (b ≤ 0) or only rise (c ≤ 0)', () => {
    const days = [30, 90, 150];
    expect(fitWood(days.map((day) => ({ day, kg: woodAt({ a: 40, b: -0.1, c: 0.002 }, day) })))).toBeNull();
    expect(fitWood(days.map((day) => ({ day, kg: woodAt({ a: 5, b: 0.3, c: -0.001 }, day) })))).toBeNull();
    // The same days with b and c both positive do fit: the two above fail on their sign alone.
    expect(fitWood(days.map((day) => ({ day, kg: woodAt({ a: 40, b: 0.1, c: 0.002 }, day) })))?.b).toBeCloseTo(0.1, 8);
  });
});
