import { describe, expect, it } from 'vitest';
import { formulate } from './formulate';
import { loadSolver, lpText, primal, solveLp } from './solver';
import { bindingOf, kgDm, optimal } from './testing';

describe('the LP text', () => {
  it('writes rows divided by their scale, signs spelled out, and every column in Bounds', () => {
    const text = lpText(
      {
        costs: [0.3, 0.9, 0],
        rows: [
          { terms: [[0, 2], [1, -4]], sense: '>=', rhs: 8 },
          { terms: [], sense: '<=', rhs: 3 },
        ],
      },
      [4, 1],
    );
    expect(text).toBe(
      [
        'Minimize',
        ' obj: + 0.3 x0 + 0.9 x1',
        'Subject To',
        ' r0: + 0.5 x0 - 1 x1 >= 2',
        ' r1: 0 x0 <= 3',
        'Bounds',
        ' x0 >= 0',
        ' x1 >= 0',
        ' x2 >= 0',
        'End',
      ].join('\n'),
    );
  });

  it('wraps long rows', () => {
    const costs = Array.from({ length: 20 }, () => 1);
    const text = lpText({ costs, rows: [{ terms: costs.map((_, column) => [column, 1] as const), sense: '=', rhs: 1 }] }, [1]);
    expect(text.split('\n').every((line) => line.length < 120)).toBe(true);
  });
});

describe('the solver', () => {
  it('takes a value a hair below zero for zero, and keeps anything else', () => {
    expect(primal(-5e-10)).toBe(0);
    expect(primal(-2e-9)).toBe(-2e-9);
    expect(primal(0)).toBe(0);
    expect(primal(1 / 3)).toBe(1 / 3);
  });

  it('loads once per thread and reuses the instance', async () => {
    const [first, second] = await Promise.all([loadSolver(), loadSolver()]);
    expect(first).toBe(second);
    expect(await loadSolver()).toBe(first);
  });

  it('says optimal, infeasible or unbounded', async () => {
    // min x0 + 2 x1, x0 + x1 ≥ 2, x0 ≤ 1.5: x0 = 1.5, x1 = 0.5, cost 2.5; the first row's dual 2, the second's −1.
    const solved = await solveLp({
      costs: [1, 2],
      rows: [
        { terms: [[0, 1], [1, 1]], sense: '>=', rhs: 2 },
        { terms: [[0, 1]], sense: '<=', rhs: 1.5 },
      ],
    });
    expect(solved.status).toBe('optimal');
    if (solved.status !== 'optimal') return;
    expect(solved.values[0]).toBeCloseTo(1.5, 9);
    expect(solved.values[1]).toBeCloseTo(0.5, 9);
    expect(solved.objective).toBeCloseTo(2.5, 9);
    expect(solved.duals[0]).toBeCloseTo(2, 9);
    expect(solved.duals[1]).toBeCloseTo(-1, 9);
    expect(solved.atLimit).toEqual([true, true]);

    expect((await solveLp({ costs: [1], rows: [{ terms: [], sense: '>=', rhs: 5 }] })).status).toBe('infeasible');
    const unbounded = await solveLp({ costs: [-1], rows: [{ terms: [[0, 1]], sense: '>=', rhs: 1 }] });
    expect(['unbounded', 'infeasibleOrUnbounded']).toContain(unbounded.status);
  });

  it('unscales duals: a ≤ row written in thousands prices per unit of its own rhs', async () => {
    // min −1000 x0, 1000 x0 ≤ 2000 (written 1 x0 ≤ 2): x0 = 2, objective −2 000, d objective/d rhs = −1.
    const solved = await solveLp({ costs: [-1000], rows: [{ terms: [[0, 1000]], sense: '<=', rhs: 2000 }] });
    if (solved.status !== 'optimal') throw new Error(solved.status);
    expect(solved.values[0]).toBeCloseTo(2, 9);
    expect(solved.objective).toBeCloseTo(-2000, 6);
    expect(solved.activities[0]).toBeCloseTo(2000, 6);
    expect(solved.duals[0]).toBeCloseTo(-1, 9);
  });

  it('meets a vitamin in micrograms as exactly as an energy', async () => {
    /**
     * Vitamin B12 at 0.1 and 0.4 µg/kg DM (1e-10 and 4e-10 kg/kg) for 3 µg (3e-9 kg) a head a day in
     * exactly 10 kg DM: 1e-10 a + 4e-10 (10 − a) = 3e-9 ⇒ 3e-10 a = 1e-9, a = 3.3333 kg of the cheap
     * feed, cost 0.01·3.3333 + 0.02·6.6667 = 0.16667. Written as given, HiGHS would take those
     * coefficients for zero and feed 10 kg of the cheap one, the vitamin unmet.
     */
    const ration = optimal(
      await formulate({
        headCount: 1,
        dmi: { targetKg: 10 },
        requirements: [{ nutrient: 'b12', basis: 'total', min: 3e-9 }],
        ingredients: [
          { id: 'cheap', name: 'Cheap', dmPercent: 100, pricePerTonneAsFed: 10, nutrients: { b12: 1e-10 } },
          { id: 'rich', name: 'Rich', dmPercent: 100, pricePerTonneAsFed: 20, nutrients: { b12: 4e-10 } },
        ],
      }),
    );
    expect(kgDm(ration, 'cheap')).toBeCloseTo(10 / 3, 9);
    expect(ration.costPerHeadPerDay).toBeCloseTo(0.5 / 3, 9);
    // d cost/d B12: 0.01 more per kg of rich over cheap, 3e-10 kg B12 more per kg swapped.
    expect(bindingOf(ration, 'nutrient:b12:min').shadowPrice / (0.01 / 3e-10)).toBeCloseTo(1, 6);
  });
});
