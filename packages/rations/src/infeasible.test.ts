import { describe, expect, it } from 'vitest';
import { formulate } from './formulate';
import { alfalfa, conflictOf, corn, infeasible } from './testing';
import type { Ingredient, RationProblem } from './types';

const near = (actual: number, expected: number, tolerance = 1e-6) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));

const hay: Ingredient = { id: 'hay', name: 'Grass hay', dmPercent: 90, pricePerTonneAsFed: 180, nutrients: { nem: 1.1, ca: 0.005 } };
const grain: Ingredient = { id: 'grain', name: 'Corn grain', dmPercent: 86, pricePerTonneAsFed: 215, nutrients: { nem: 2.0, ca: 0.0003 } };
const limestone: Ingredient = { id: 'limestone', name: 'Limestone', dmPercent: 100, pricePerTonneAsFed: 100, nutrients: { ca: 0.38 }, maxKgDmPerHead: 0.05 };

/** 80 g of calcium a head a day within 8–10 kg DM. */
const calcium = (ingredients: Ingredient[]): RationProblem => ({
  headCount: 10,
  dmi: { minKg: 8, maxKg: 10 },
  requirements: [{ nutrient: 'ca', basis: 'total', min: 0.08 }],
  ingredients,
});

describe('a calcium minimum the chosen feeds cannot meet', () => {
  it('names the minimum, how far short, and the richest feed', async () => {
    /**
     * The most calcium 10 kg DM of hay (0.5%) and grain (0.03%) can hold is all hay: 10 × 0.005 =
     * 0.05 kg. 80 g is short by 30 g; the minimum would have to come down to 50 g. The intake
     * maximum is what stands against it (more DM, more calcium).
     */
    const result = infeasible(await formulate(calcium([hay, grain])));
    expect(result.conflicts.map((conflict) => conflict.constraint)).toEqual(['nutrient:ca:min']);
    const short = conflictOf(result, 'nutrient:ca:min');
    near(short.missedBy, 0.03);
    near(short.reached, 0.05);
    near(short.moveLimitBy, -0.03);
    expect(short).toMatchObject({ limit: 0.08, unit: 'kg/head/day', bestIngredient: { id: 'hay', concentration: 0.005 }, messageKey: 'rations.conflicts.nutrient.min' });
    expect(short.params).toMatchObject({ nutrient: 'ca', ingredient: 'hay', limit: 0.08 });
    expect(short.message).toBe(
      'Calcium per head per day is short by 30 g (50 g against a minimum of 80 g): add an ingredient richer in calcium than Grass hay (0.5% of DM), the richest chosen, or lower the minimum to 50 g.',
    );
    expect(result.blocking).toEqual(['dmi:max']);
  });

  it('names a limited mineral as the richest feed and its limit among what holds the ration back', async () => {
    /**
     * Limestone (38% Ca) at most 0.05 kg DM: 0.05 × 0.38 = 0.019 kg, and 9.95 kg of hay 0.04975:
     * 0.06875 kg, short by 0.01125 kg (11.25 g).
     */
    const result = infeasible(await formulate(calcium([hay, grain, limestone])));
    const short = conflictOf(result, 'nutrient:ca:min');
    near(short.missedBy, 0.01125);
    expect(short.bestIngredient).toEqual({ id: 'limestone', concentration: 0.38 });
    expect(result.blocking.sort()).toEqual(['dmi:max', 'ingredient:limestone:max']);
  });

  it('suggests no feed when none of them has any calcium', async () => {
    const noCalcium: Ingredient[] = [
      { ...hay, nutrients: { nem: 1.1 } },
      { ...grain, nutrients: { nem: 2.0, ca: 0 } },
    ];
    const result = infeasible(await formulate(calcium(noCalcium)));
    const short = conflictOf(result, 'nutrient:ca:min');
    near(short.missedBy, 0.08);
    near(short.reached, 0);
    expect(short.bestIngredient).toBeNull();
    expect(short.message).toBe('Calcium per head per day is short by 80 g (0 g against a minimum of 80 g): none of the chosen ingredients has any: add one that does, or lower the minimum to 0 g.');
  });
});

describe('other conflicts', () => {
  it('a protein share above every feed’s: the share reached and the richest feed', async () => {
    /**
     * CP ≥ 30% of DM from alfalfa (20%) and corn (10%): the closest ration is all alfalfa, at 20%,
     * short by 10 points of DM, whatever the intake.
     */
    const result = infeasible(
      await formulate({ headCount: 1, dmi: { minKg: 6, maxKg: 10 }, requirements: [{ nutrient: 'cp', basis: 'concentration', min: 0.3 }], ingredients: [alfalfa, corn] }),
    );
    const short = conflictOf(result, 'nutrient:cp:min-of-dm');
    near(short.reached, 0.2);
    near(short.missedBy, 0.1);
    expect(short.unit).toBe('fraction of DM');
    expect(short.bestIngredient).toEqual({ id: 'alfalfa', concentration: 0.2 });
    expect(short.message).toBe(
      "Crude protein in the ration's DM is short by 10% of DM (20% of DM against a minimum of 30% of DM): add an ingredient richer in crude protein than Alfalfa hay (20% of DM), the richest chosen, or lower the minimum to 20% of DM.",
    );
  });

  it('a fat maximum every feed exceeds: the leanest feed', async () => {
    // Fat ≤ 3% of DM from feeds of 5% and 8%: all of the 5% one, over by 2 points.
    const result = infeasible(
      await formulate({
        headCount: 1,
        dmi: { targetKg: 10 },
        requirements: [{ nutrient: 'fat', basis: 'concentration', max: 0.03 }],
        ingredients: [
          { id: 'cottonseed', name: 'Whole cottonseed', dmPercent: 90, pricePerTonneAsFed: 250, nutrients: { fat: 0.08 } },
          { id: 'ddgs', name: 'Distillers grains', dmPercent: 90, pricePerTonneAsFed: 230, nutrients: { fat: 0.05 } },
        ],
      }),
    );
    const over = conflictOf(result, 'nutrient:fat:max-of-dm');
    near(over.reached, 0.05);
    near(over.missedBy, 0.02);
    near(over.moveLimitBy, 0.02);
    expect(over.bestIngredient).toEqual({ id: 'ddgs', concentration: 0.05 });
    expect(over.messageKey).toBe('rations.conflicts.nutrientOfDm.max');
    expect(over.message).toContain('add an ingredient leaner in fat than Distillers grains (5% of DM), the leanest chosen, or raise the maximum to 5% of DM');
  });

  it('limits that contradict each other: the intake maximum below the ingredients’ minimums', async () => {
    /**
     * Alfalfa ≥ 6 kg and corn ≥ 6 kg cannot fit in 10 kg. Misses weigh relative to their limit: 2 kg
     * over the 10 kg maximum (0.2 of it) weighs less than 2 kg short of a 6 kg minimum (0.33), so the
     * intake maximum is the conflict, at 12 kg, and the minimums hold it back.
     */
    const result = infeasible(
      await formulate({
        headCount: 1,
        dmi: { minKg: 8, maxKg: 10 },
        requirements: [],
        ingredients: [
          { ...alfalfa, minKgDmPerHead: 6 },
          { ...corn, minKgDmPerHead: 6 },
        ],
      }),
    );
    expect(result.conflicts.map((conflict) => conflict.constraint)).toEqual(['dmi:max']);
    const over = conflictOf(result, 'dmi:max');
    near(over.missedBy, 2);
    near(over.reached, 12);
    expect(over.bestIngredient).toBeNull();
    expect(over.message).toBe('Dry matter intake is over by 2 kg DM per head per day (12 kg against a maximum of 10 kg): raise the maximum to 12 kg, or relax what holds it back.');
    expect(result.blocking.sort()).toEqual(['ingredient:alfalfa:min', 'ingredient:corn:min']);
  });

  it('a minimum the stock cannot supply: the minimum gives way, the stock holds it back', async () => {
    /**
     * Corn ≥ 4 kg DM a head, but 200 kg as fed for 10 head over 7 days is 200 × 0.86 / 70 = 2.457 kg
     * DM a head a day: the minimum is short by 4 − 2.457 = 1.543 kg, 39% of it, where the stock
     * would be over by 63% of itself.
     */
    const result = infeasible(
      await formulate({
        headCount: 10,
        days: 7,
        dmi: { minKg: 6, maxKg: 10 },
        requirements: [],
        ingredients: [alfalfa, { ...corn, minKgDmPerHead: 4, stockKgAsFed: 200 }],
      }),
    );
    const short = conflictOf(result, 'ingredient:corn:min');
    near(short.missedBy, 4 - (200 * 0.86) / 70);
    expect(short.params.ingredient).toBe('corn');
    expect(result.blocking).toContain('stock:corn');
  });

  it('a target missed on one side says which, and gives way before the intake', async () => {
    /**
     * Exactly 10 Mcal of NEm from 8–10 kg of a 2 Mcal feed: at least 16. An intake minimum of 5 kg
     * would do, a miss of 37.5% of it against 60% of the target; but requirements give way before
     * limits, so the target is the conflict, over by 6, and the intake minimum holds it back.
     */
    const result = infeasible(
      await formulate({
        headCount: 1,
        dmi: { minKg: 8, maxKg: 10 },
        requirements: [{ nutrient: 'nem', basis: 'total', min: 10, max: 10 }],
        ingredients: [corn],
      }),
    );
    const over = conflictOf(result, 'nutrient:nem:target');
    near(over.reached, 16);
    near(over.missedBy, 6);
    expect(over.messageKey).toBe('rations.conflicts.nutrient.target.max');
    expect(over.message).toContain('over by 6 Mcal (16 Mcal against a target of 10 Mcal)');
    expect(result.blocking).toEqual(['dmi:min']);
  });
});
