import { describe, expect, it } from 'vitest';
import { formulate } from './formulate';
import { alfalfa, bindingOf, corn, kgDm, optimal } from './testing';
import type { Ingredient, RationProblem } from './types';

/** Relative closeness for figures of any size: the solver's tolerances are 1e-7 of a row. */
const near = (actual: number, expected: number, tolerance = 1e-6) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));

describe('a published diet problem', () => {
  /**
   * H. A. Taha, Operations Research: An Introduction, §2.2.2, Example 2.2-2 (Diet problem): Ozark
   * Farms feeds at least 800 lb a day of a mix of corn (0.09 protein, 0.02 fibre, $0.30/lb) and
   * soybean meal (0.60 protein, 0.06 fibre, $0.90/lb) with at least 30% protein and at most 5% fibre.
   * The book's optimum is the intersection of x1 + x2 = 800 and 0.21 x1 − 0.30 x2 = 0 (the protein
   * share multiplied out): x1 = 470.6 lb, x2 = 329.4 lb, $437.64 a day (from the rounded x's).
   * The LP is unit-free, so here lb are kg, dollars per lb are 300 and 900 per tonne, DM is 100%.
   *
   * Exactly: x2 = 0.7 x1, 1.7 x1 = 800, so x1 = 800/1.7 = 470.588…, x2 = 560/1.7 = 329.411…, and the
   * cost is (0.3·800 + 0.9·560)/1.7 = 744/1.7 = 437.647… The fibre share, (0.02·470.588 + 0.06·329.412)/800
   * = 0.0365, is below 5%: not binding.
   * Duals (columns basic, so each cost equals its column priced by the duals; the protein row is
   * Σ x_i(a_i − 0.30) ≥ 0 with coefficients −0.21 and +0.30, the intake row all 1s):
   *   corn: −0.21 y_P + y_D = 0.3, soybean: 0.30 y_P + y_D = 0.9 ⇒ 0.51 y_P = 0.6, y_P = 1.17647, y_D = 0.547059.
   * So one kg more of intake costs 0.547059 (= 437.647/800: the mix scales), and the protein share's
   * shadow price per 1.0 of DM is y_P × 800 = 941.18 (9.41 a percentage point): d cost/d r, since
   * with the intake held x2 = 800(r − 0.09)/0.51 and cost = 240 + 0.6 x2 ⇒ 0.6·800/0.51 = 941.18.
   */
  const ozark: RationProblem = {
    headCount: 1,
    dmi: { minKg: 800, maxKg: 10_000 },
    requirements: [
      { nutrient: 'cp', basis: 'concentration', min: 0.3 },
      { nutrient: 'cf', basis: 'concentration', max: 0.05 },
    ],
    ingredients: [
      { id: 'corn', name: 'Corn', dmPercent: 100, pricePerTonneAsFed: 300, nutrients: { cp: 0.09, cf: 0.02 } },
      { id: 'soybean-meal', name: 'Soybean meal', dmPercent: 100, pricePerTonneAsFed: 900, nutrients: { cp: 0.6, cf: 0.06 } },
    ],
  };

  it('finds the book’s mix, cost and shadow prices', async () => {
    const ration = optimal(await formulate(ozark));
    near(kgDm(ration, 'corn'), 800 / 1.7);
    near(kgDm(ration, 'soybean-meal'), 560 / 1.7);
    near(ration.costPerHeadPerDay, 744 / 1.7);
    expect(ration.costPerHeadPerDay.toFixed(2)).toBe('437.65');
    near(ration.dmiKg, 800);
    expect(ration.binding.map((entry) => entry.constraint).sort()).toEqual(['dmi:min', 'nutrient:cp:min-of-dm']);
    near(bindingOf(ration, 'dmi:min').shadowPrice, 0.93 / 1.7);
    near(bindingOf(ration, 'nutrient:cp:min-of-dm').shadowPrice, 480 / 0.51);
    expect(bindingOf(ration, 'nutrient:cp:min-of-dm').limitUnit).toBe('fraction of DM');
    const [protein, fibre] = ration.nutrients;
    near(protein!.supplied, 0.3);
    near(fibre!.supplied, (0.02 * 800 + 0.06 * 560) / 1.7 / 800);
    near(fibre!.percentOfRequirement!, (fibre!.supplied / 0.05) * 100);
  });

  it('moves by the shadow price when the protein share moves a little', async () => {
    const base = optimal(await formulate(ozark)).costPerHeadPerDay;
    const richer = optimal(await formulate({ ...ozark, requirements: [{ nutrient: 'cp', basis: 'concentration', min: 0.301 }, ozark.requirements[1]!] }));
    near(richer.costPerHeadPerDay - base, 0.001 * (480 / 0.51));
  });
});

describe('two feeds, two nutrients', () => {
  /**
   * Alfalfa (NEm 1.2 Mcal, CP 0.20 of DM, 0.22 per kg DM) and corn (NEm 2.0, CP 0.10, 0.25 per kg DM)
   * for NEm ≥ 12 Mcal and CP ≥ 1.3 kg per head per day, intake 6–10 kg DM, 10 head.
   * At the intersection of the two nutrient rows:
   *   1.2a + 2.0c = 12 and 0.2a + 0.1c = 1.3 ⇒ c = 13 − 2a ⇒ 1.2a + 26 − 4a = 12 ⇒ a = 5, c = 3,
   * intake 8 kg (inside 6–10), cost 0.22·5 + 0.25·3 = 1.10 + 0.75 = 1.85 per head, 18.5 for the group.
   * Duals: 1.2 y_E + 0.2 y_P = 0.22 and 2.0 y_E + 0.1 y_P = 0.25 ⇒ (second × 2 − first) 2.8 y_E = 0.28,
   * y_E = 0.1 per Mcal, y_P = (0.22 − 0.12)/0.2 = 0.5 per kg CP; both ≥ 0, so this is the optimum
   * (and the dual objective 12·0.1 + 1.3·0.5 = 1.85 equals the cost).
   * As fed: alfalfa 5/0.88 = 5.6818 kg per head, 56.818 for the group; corn 3/0.86 = 3.4884 kg, 34.884.
   */
  const problem: RationProblem = {
    headCount: 10,
    dmi: { minKg: 6, maxKg: 10 },
    requirements: [
      { nutrient: 'nem', basis: 'total', min: 12 },
      { nutrient: 'cp', basis: 'total', min: 1.3 },
    ],
    ingredients: [alfalfa, corn],
  };

  it('is the intersection of the two requirements, with its shadow prices', async () => {
    const ration = optimal(await formulate(problem));
    expect(ration.ingredients.map((ingredient) => ingredient.id)).toEqual(['alfalfa', 'corn']);
    const [hay, grain] = ration.ingredients;
    near(hay!.kgDmPerHead, 5);
    near(hay!.kgAsFedPerHead, 5 / 0.88);
    near(hay!.kgAsFedGroup, 50 / 0.88);
    near(hay!.fractionOfDm, 5 / 8);
    near(hay!.costPerHead, 1.1);
    near(grain!.kgDmPerHead, 3);
    near(grain!.kgAsFedGroup, 30 / 0.86);
    near(grain!.costPerHead, 0.75);
    near(ration.costPerHeadPerDay, 1.85);
    near(ration.costGroupPerDay, 18.5);
    near(ration.dmiKg, 8);
    expect(ration.binding.map((entry) => entry.constraint)).toEqual(['nutrient:nem:min', 'nutrient:cp:min']);
    near(bindingOf(ration, 'nutrient:nem:min').shadowPrice, 0.1);
    expect(bindingOf(ration, 'nutrient:nem:min').limitUnit).toBe('Mcal/head/day');
    near(bindingOf(ration, 'nutrient:cp:min').shadowPrice, 0.5);
    expect(bindingOf(ration, 'nutrient:cp:min').limitUnit).toBe('kg/head/day');
    expect(ration.nutrients).toEqual([
      { id: 'nem', basis: 'total', supplied: expect.closeTo(12, 6), min: 12, max: null, percentOfRequirement: expect.closeTo(100, 4), unit: 'Mcal/head/day' },
      { id: 'cp', basis: 'total', supplied: expect.closeTo(1.3, 6), min: 1.3, max: null, percentOfRequirement: expect.closeTo(100, 4), unit: 'kg/head/day' },
    ]);
    // 12 Mcal and 1.3 kg of CP in 8 kg DM: 1.5 Mcal/kg and 16.25% of DM.
    near(ration.analysis.nem!.concentration, 1.5);
    near(ration.analysis.cp!.concentration, 0.1625);
  });

  it('moves by the shadow price: 0.1 Mcal more NEm costs 0.01 more', async () => {
    // 1.2a + 2c = 12.1, c = 13 − 2a ⇒ 2.8a = 13.9, a = 4.9643, c = 3.0714: cost 1.86 (intake 8.04, still inside).
    const ration = optimal(await formulate({ ...problem, requirements: [{ nutrient: 'nem', basis: 'total', min: 12.1 }, problem.requirements[1]!] }));
    near(ration.costPerHeadPerDay, 1.86);
    near(kgDm(ration, 'alfalfa'), 13.9 / 2.8);
  });

  it('prices a binding maximum of intake negatively', async () => {
    /**
     * Hay (NEm 1.0, 0.10 per kg DM) and grain (NEm 2.0, 0.30) for NEm ≥ 15 Mcal, intake 8–12 kg.
     * Hay is the cheaper Mcal (10 Mcal per unit of money against 6.7), but 15 kg of it is more than
     * 12: h + g = 12 and h + 2g = 15 ⇒ g = 3, h = 9, cost 0.9 + 0.9 = 1.8.
     * Duals: hay y_E + y_D = 0.1, grain 2 y_E + y_D = 0.3 ⇒ y_E = 0.2, y_D = −0.1: one kg more of
     * intake lets a kg of hay replace half a kg of grain (h = 11, g = 2: cost 1.7).
     */
    const ration = optimal(
      await formulate({
        headCount: 1,
        dmi: { minKg: 8, maxKg: 12 },
        requirements: [{ nutrient: 'nem', basis: 'total', min: 15 }],
        ingredients: [
          { id: 'hay', name: 'Hay', dmPercent: 100, pricePerTonneAsFed: 100, nutrients: { nem: 1 } },
          { id: 'grain', name: 'Grain', dmPercent: 100, pricePerTonneAsFed: 300, nutrients: { nem: 2 } },
        ],
      }),
    );
    near(kgDm(ration, 'hay'), 9);
    near(kgDm(ration, 'grain'), 3);
    near(ration.costPerHeadPerDay, 1.8);
    near(bindingOf(ration, 'dmi:max').shadowPrice, -0.1);
    near(bindingOf(ration, 'nutrient:nem:min').shadowPrice, 0.2);
  });
});

describe('a degenerate optimum', () => {
  it('meets three binding constraints at a vertex of two feeds with valid shadow prices', async () => {
    /**
     * The two-feed problem above with intake at most 8 kg: the maximum passes through the optimum
     * (5, 3) too, so three rows bind at a vertex of two variables. The ration is the same; the duals
     * are not unique (any y_E ≥ 0, y_P ≥ 0, y_D ≤ 0 with 1.2 y_E + 0.2 y_P + y_D = 0.22 and
     * 2 y_E + 0.1 y_P + y_D = 0.25 will do), so the test checks those conditions, not one answer.
     */
    const ration = optimal(
      await formulate({
        headCount: 10,
        dmi: { minKg: 6, maxKg: 8 },
        requirements: [
          { nutrient: 'nem', basis: 'total', min: 12 },
          { nutrient: 'cp', basis: 'total', min: 1.3 },
        ],
        ingredients: [alfalfa, corn],
      }),
    );
    near(ration.costPerHeadPerDay, 1.85);
    near(kgDm(ration, 'alfalfa'), 5);
    near(kgDm(ration, 'corn'), 3);
    expect(ration.binding.map((entry) => entry.constraint).sort()).toEqual(['dmi:max', 'nutrient:cp:min', 'nutrient:nem:min']);
    const price = (id: string) => bindingOf(ration, id).shadowPrice;
    const [energy, protein, intake] = [price('nutrient:nem:min'), price('nutrient:cp:min'), price('dmi:max')];
    expect(energy).toBeGreaterThanOrEqual(-1e-9);
    expect(protein).toBeGreaterThanOrEqual(-1e-9);
    expect(intake).toBeLessThanOrEqual(1e-9);
    near(1.2 * energy + 0.2 * protein + intake, 0.22);
    near(2 * energy + 0.1 * protein + intake, 0.25);
    // Strong duality: the limits priced by the duals add up to the cost.
    near(12 * energy + 1.3 * protein + 8 * intake, 1.85);
  });

  it('splits a tie between two equally cheap, identical feeds any way, at the same cost', async () => {
    const twin = (id: string): Ingredient => ({ ...alfalfa, id, name: `Alfalfa ${id}` });
    const ration = optimal(
      await formulate({
        headCount: 10,
        dmi: { minKg: 6, maxKg: 10 },
        requirements: [
          { nutrient: 'nem', basis: 'total', min: 12 },
          { nutrient: 'cp', basis: 'total', min: 1.3 },
        ],
        ingredients: [twin('a'), twin('b'), corn],
      }),
    );
    near(ration.costPerHeadPerDay, 1.85);
    near(kgDm(ration, 'a') + kgDm(ration, 'b'), 5);
    near(kgDm(ration, 'corn'), 3);
    for (const ingredient of ration.ingredients) expect(ingredient.kgDmPerHead).toBeGreaterThanOrEqual(0);
    for (const nutrient of ration.nutrients) expect(nutrient.supplied).toBeGreaterThanOrEqual(nutrient.min! - 1e-7);
  });
});

describe('concentrations of the ration’s DM', () => {
  it('holds a minimum share of NDF, priced per 1.0 of DM', async () => {
    /**
     * Corn (NDF 0.10, 0.18 per kg DM) and hay (NDF 0.60, 0.20), intake exactly 10 kg, NDF ≥ 28% of DM.
     * Corn is cheaper, so NDF binds: 0.1c + 0.6(10 − c) = 2.8 ⇒ 6 − 0.5c = 2.8 ⇒ c = 6.4, h = 3.6;
     * cost 0.18·6.4 + 0.2·3.6 = 1.152 + 0.72 = 1.872.
     * Rows: NDF (0.1 − 0.28)c + (0.6 − 0.28)h ≥ 0, intake c + h = 10 (a target: one row).
     * Duals: corn −0.18 y_N + y_D = 0.18, hay 0.32 y_N + y_D = 0.2 ⇒ 0.5 y_N = 0.02, y_N = 0.04,
     * y_D = 0.1872 (= 1.872/10). Per 1.0 of DM the NDF share costs y_N × 10 kg = 0.4: with h = 20r − 2,
     * cost = 0.18(10 − h) + 0.2h = 1.8 + 0.02h ⇒ d cost/d r = 0.02 × 20 = 0.4.
     */
    const ration = optimal(
      await formulate({
        headCount: 1,
        dmi: { targetKg: 10 },
        requirements: [{ nutrient: 'ndf', basis: 'concentration', min: 0.28 }],
        ingredients: [
          { id: 'corn', name: 'Corn', dmPercent: 100, pricePerTonneAsFed: 180, nutrients: { ndf: 0.1 } },
          { id: 'hay', name: 'Hay', dmPercent: 100, pricePerTonneAsFed: 200, nutrients: { ndf: 0.6 } },
        ],
      }),
    );
    near(kgDm(ration, 'corn'), 6.4);
    near(kgDm(ration, 'hay'), 3.6);
    near(ration.costPerHeadPerDay, 1.872);
    near(bindingOf(ration, 'nutrient:ndf:min-of-dm').shadowPrice, 0.4);
    near(bindingOf(ration, 'dmi:target').shadowPrice, 0.1872);
    expect(ration.binding.map((entry) => entry.constraint).sort()).toEqual(['dmi:target', 'nutrient:ndf:min-of-dm']);
    expect(ration.nutrients[0]).toMatchObject({ id: 'ndf', basis: 'concentration', unit: 'fraction of DM', min: 0.28, max: null });
    near(ration.nutrients[0]!.supplied, 0.28);
  });

  it('holds a maximum share of fat, priced negatively', async () => {
    /**
     * Hay (NEm 1.2, fat 0.02), corn (2.0, 0.04) and a fat supplement (4.4, 0.76), intake exactly 10 kg,
     * NEm ≥ 18.8 Mcal, fat ≤ 7% of DM. Built backwards from h = 3, c = 6.5, f = 0.5 (10 kg, NEm 3.6 +
     * 13 + 2.2 = 18.8, fat 0.06 + 0.26 + 0.38 = 0.7 kg = 7%) and duals y_D = 0.1, y_E = 0.1,
     * y_F = −0.2 on the fat row Σ x_i(a_i − 0.07) ≤ 0 (coefficients −0.05, −0.03, 0.69):
     *   hay 0.1 + 1.2·0.1 − 0.05·(−0.2) = 0.23, corn 0.1 + 0.2 + 0.006 = 0.306, fat 0.1 + 0.44 − 0.138 = 0.402
     * per kg DM. Three positive columns, three rows at their limits, duals of the right signs: the
     * unique optimum, cost 0.69 + 1.989 + 0.201 = 2.88 (= 0.1·10 + 0.1·18.8). The fat share's shadow
     * price per 1.0 of DM is y_F × 10 = −2: a point more of fat saves 0.02.
     */
    const problem: RationProblem = {
      headCount: 1,
      dmi: { targetKg: 10 },
      requirements: [
        { nutrient: 'nem', basis: 'total', min: 18.8 },
        { nutrient: 'fat', basis: 'concentration', max: 0.07 },
      ],
      ingredients: [
        { id: 'hay', name: 'Hay', dmPercent: 100, pricePerTonneAsFed: 230, nutrients: { nem: 1.2, fat: 0.02 } },
        { id: 'corn', name: 'Corn', dmPercent: 100, pricePerTonneAsFed: 306, nutrients: { nem: 2.0, fat: 0.04 } },
        { id: 'fat', name: 'Bypass fat', dmPercent: 100, pricePerTonneAsFed: 402, nutrients: { nem: 4.4, fat: 0.76 } },
      ],
    };
    const ration = optimal(await formulate(problem));
    near(kgDm(ration, 'hay'), 3);
    near(kgDm(ration, 'corn'), 6.5);
    near(kgDm(ration, 'fat'), 0.5);
    near(ration.costPerHeadPerDay, 2.88);
    near(bindingOf(ration, 'nutrient:fat:max-of-dm').shadowPrice, -2);
    near(bindingOf(ration, 'nutrient:nem:min').shadowPrice, 0.1);
    near(bindingOf(ration, 'dmi:target').shadowPrice, 0.1);

    const looser = optimal(await formulate({ ...problem, requirements: [problem.requirements[0]!, { nutrient: 'fat', basis: 'concentration', max: 0.071 }] }));
    near(looser.costPerHeadPerDay - ration.costPerHeadPerDay, -0.002);
  });
});

describe('inclusion limits and stock', () => {
  const base: RationProblem = {
    headCount: 10,
    dmi: { minKg: 6, maxKg: 10 },
    requirements: [
      { nutrient: 'nem', basis: 'total', min: 12 },
      { nutrient: 'cp', basis: 'total', min: 1.3 },
    ],
    ingredients: [alfalfa, corn],
  };

  it('holds a maximum in kg DM per head', async () => {
    /**
     * The two-feed problem with alfalfa ≤ 4 kg. Along the CP row c = 13 − 2a, the cost is
     * 0.22a + 0.25(13 − 2a) = 3.25 − 0.28a, falling with a: a = 4, c = 5 (NEm 4.8 + 10 = 14.8, slack;
     * intake 9), cost 0.88 + 1.25 = 2.13. Duals: corn 0.1 y_P = 0.25, y_P = 2.5; alfalfa
     * 0.2·2.5 + y_A = 0.22, y_A = −0.28, the slope above.
     */
    const ration = optimal(await formulate({ ...base, ingredients: [{ ...alfalfa, maxKgDmPerHead: 4 }, corn] }));
    near(kgDm(ration, 'alfalfa'), 4);
    near(kgDm(ration, 'corn'), 5);
    near(ration.costPerHeadPerDay, 2.13);
    expect(ration.binding.map((entry) => entry.constraint)).toEqual(['nutrient:cp:min', 'ingredient:alfalfa:max']);
    near(bindingOf(ration, 'ingredient:alfalfa:max').shadowPrice, -0.28);
    near(bindingOf(ration, 'nutrient:cp:min').shadowPrice, 2.5);
  });

  it('holds a minimum in kg DM per head', async () => {
    /**
     * Corn ≥ 4 kg: with c = 4, NEm needs 1.2a ≥ 4 (a ≥ 3.33) and CP 0.2a ≥ 0.9 (a ≥ 4.5): a = 4.5,
     * cost 0.99 + 1.0 = 1.99. Duals: alfalfa 0.2 y_P = 0.22, y_P = 1.1; corn 0.1·1.1 + y_C = 0.25, y_C = 0.14.
     */
    const ration = optimal(await formulate({ ...base, ingredients: [alfalfa, { ...corn, minKgDmPerHead: 4 }] }));
    near(kgDm(ration, 'alfalfa'), 4.5);
    near(kgDm(ration, 'corn'), 4);
    near(ration.costPerHeadPerDay, 1.99);
    near(bindingOf(ration, 'ingredient:corn:min').shadowPrice, 0.14);
  });

  it('holds a maximum and a minimum share of the ration’s DM', async () => {
    /**
     * Alfalfa ≤ 50% of DM, i.e. a ≤ c. Along the CP row the cost falls with a, so a = c:
     * CP 0.3a = 1.3 ⇒ a = c = 4.3333 (NEm 3.2a = 13.9, slack), intake 8.6667, cost 0.47·4.3333 = 2.03667.
     * Row a − 0.5(a + c) ≤ 0, i.e. 0.5a − 0.5c ≤ 0. Duals: alfalfa 0.2 y_P + 0.5 y_F = 0.22, corn
     * 0.1 y_P − 0.5 y_F = 0.25 ⇒ 0.3 y_P = 0.47, y_P = 1.56667, y_F = −0.186667; per 1.0 of DM
     * y_F × 8.6667 = −1.61778. Check: with k = f/(1 − f), c = 1.3/(0.2k + 0.1) and
     * cost = 1.3(0.22k + 0.25)/(0.2k + 0.1), d cost/d k = 1.3(0.022 − 0.05)/0.3² = −0.40444 at k = 1,
     * and d k/d f = 1/(1 − f)² = 4: −1.61778.
     * Corn ≥ 50% of DM is the same vertex from the other side: +1.61778.
     */
    const most = optimal(await formulate({ ...base, ingredients: [{ ...alfalfa, maxFractionOfDm: 0.5 }, corn] }));
    near(kgDm(most, 'alfalfa'), 13 / 3);
    near(kgDm(most, 'corn'), 13 / 3);
    near(most.costPerHeadPerDay, (0.47 * 13) / 3);
    near(most.ingredients[0]!.fractionOfDm, 0.5);
    near(bindingOf(most, 'ingredient:alfalfa:max-of-dm').shadowPrice, -1.6177778);
    expect(bindingOf(most, 'ingredient:alfalfa:max-of-dm').limitUnit).toBe('fraction of DM');

    const least = optimal(await formulate({ ...base, ingredients: [alfalfa, { ...corn, minFractionOfDm: 0.5 }] }));
    near(least.costPerHeadPerDay, (0.47 * 13) / 3);
    near(bindingOf(least, 'ingredient:corn:min-of-dm').shadowPrice, 1.6177778);
  });

  it('feeds no more than the stock lasts over the days, and prices a kg more of it', async () => {
    /**
     * 280 kg of alfalfa as fed for 10 head over 7 days: 280 × 0.88 / 70 = 3.52 kg DM per head per day.
     * As with the 4 kg maximum: a = 3.52, c = 13 − 7.04 = 5.96 (intake 9.48, NEm 16.14), cost
     * 0.22·3.52 + 0.25·5.96 = 0.7744 + 1.49 = 2.2644. The group eats 3.52/0.88 × 10 × 7 = 280 kg: all of it.
     * A kg of DM per head per day more saves 0.28, and a kg as fed more in stock is 0.88/70 of that:
     * −0.28 × 0.88/70 = −0.00352 per head per day.
     */
    const ration = optimal(await formulate({ ...base, days: 7, ingredients: [{ ...alfalfa, stockKgAsFed: 280 }, corn] }));
    near(kgDm(ration, 'alfalfa'), 3.52);
    near(ration.ingredients[0]!.kgAsFedGroup * 7, 280);
    near(ration.costPerHeadPerDay, 2.2644);
    near(bindingOf(ration, 'stock:alfalfa').shadowPrice, -0.00352);
    expect(bindingOf(ration, 'stock:alfalfa')).toMatchObject({ limit: 280, limitUnit: 'kg as fed on hand for the group over the days' });
  });

  it('holds the intake between its bounds, and a target exactly', async () => {
    // Cost pushes intake down: with a 9 kg minimum the two-feed optimum's 8 kg is not enough.
    const ration = optimal(await formulate({ ...base, dmi: { minKg: 9, maxKg: 10 } }));
    near(ration.dmiKg, 9);
    expect(bindingOf(ration, 'dmi:min').shadowPrice).toBeGreaterThan(0);
    const target = optimal(await formulate({ ...base, dmi: { targetKg: 9.5, toleranceKg: 0.25 } }));
    near(target.dmiKg, 9.25);
    const exact = optimal(await formulate({ ...base, dmi: { targetKg: 9.5 } }));
    near(exact.dmiKg, 9.5);
    expect(exact.binding.map((entry) => entry.constraint)).toContain('dmi:target');
  });
});

describe('what the answer keeps', () => {
  it('lists every chosen ingredient in order, those left out at 0, and the analysis of every nutrient listed', async () => {
    const straw: Ingredient = { id: 'straw', name: 'Straw', dmPercent: 90, pricePerTonneAsFed: 900, nutrients: { nem: 0.9, cp: 0.04, ndf: 0.75 } };
    const ration = optimal(
      await formulate({
        headCount: 3,
        dmi: { minKg: 6, maxKg: 10 },
        requirements: [{ nutrient: 'nem', basis: 'total', min: 12 }],
        ingredients: [straw, alfalfa, corn],
      }),
    );
    expect(ration.ingredients.map((ingredient) => ingredient.id)).toEqual(['straw', 'alfalfa', 'corn']);
    expect(ration.ingredients[0]).toEqual({ id: 'straw', kgDmPerHead: 0, kgAsFedPerHead: 0, kgAsFedGroup: 0, fractionOfDm: 0, costPerHead: 0 });
    expect(Object.keys(ration.analysis).sort()).toEqual(['cp', 'ndf', 'nem']);
    expect(ration.analysis.ndf).toEqual({ total: 0, concentration: 0 });
  });

  it('keeps full precision: nothing is rounded', async () => {
    // 1 Mcal from a feed of 3 Mcal/kg: 1/3 kg, not 0.33.
    const ration = optimal(
      await formulate({
        headCount: 1,
        dmi: { minKg: 0.1, maxKg: 5 },
        requirements: [{ nutrient: 'nem', basis: 'total', min: 1 }],
        ingredients: [{ id: 'a', name: 'A', dmPercent: 100, pricePerTonneAsFed: 300, nutrients: { nem: 3 } }],
      }),
    );
    expect(ration.dmiKg).toBeCloseTo(1 / 3, 12);
    expect(ration.costPerHeadPerDay).toBeCloseTo(0.1, 12);
  });
});
