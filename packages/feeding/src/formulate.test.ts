import { describe, expect, it } from 'vitest';
import { averageAnimal, subGroupsByWeight } from './animals';
import { formulateFeeding } from './formulate';
import { supplied } from './supply';
import { alfalfaHay, cornSilage, cows, groundCorn, limestone, soybeanMeal, steers } from './testing';
import type { FeedingProblem } from './types';

const finishing: FeedingProblem = {
  system: 'beefGrowing',
  animals: steers,
  feeds: [cornSilage, groundCorn, soybeanMeal, limestone, alfalfaHay],
  subGroups: 1,
  days: 1,
  targetGainKgPerDay: 1.5,
};

describe('sub-groups by weight', () => {
  it('cuts the animals lightest first into as-equal head counts', () => {
    const parts = subGroupsByWeight(steers, 3);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 4]);
    expect(parts[0]!.map((animal) => animal.bodyWeightKg)).toEqual([380, 390, 400]);
    expect(parts[2]!.map((animal) => animal.bodyWeightKg)).toEqual([440, 450, 460, 470]);
  });

  it('never makes more sub-groups than animals', () => {
    expect(subGroupsByWeight(steers.slice(0, 2), 4)).toHaveLength(2);
  });
});

describe('the average animal', () => {
  it('takes the mean weight, the commonest sex and the final weight by sex', () => {
    const input = averageAnimal(steers, finishing, { nemMcalPerKgDm: 2, ndfPercentDm: 20 });
    expect(input).toMatchObject({ system: 'beefGrowing', bodyWeightKg: 425, matureWeightKg: 600, sex: 'steer', ageClass: 'yearling', targetGainKgPerDay: 1.5 });
  });

  it('weighs milk components by yield', () => {
    const mixed = [cows[0]!, { ...cows[1]!, milk: { kgPerDay: 10, fatPercent: 5, proteinPercent: 3.5, lactosePercent: null } }];
    const input = averageAnimal(mixed, { ...finishing, system: 'dairyLactating' }, { nemMcalPerKgDm: 2, ndfPercentDm: 30 });
    // (30 × 3.9 + 10 × 5) / 40 = 4.175
    expect(input).toMatchObject({ system: 'dairyLactating', milkKgPerDay: 20, parity: 2, daysInMilk: 120 });
    expect(input.system === 'dairyLactating' && input.milkFatPercent).toBeCloseTo(4.175, 10);
  });
});

describe('what a feed supplies', () => {
  it('gives metabolisable protein by NRC (1996) level 1 and the rumen’s protein balance', () => {
    const soy = supplied(soybeanMeal, 'beefGrowing');
    // 0.8 × 0.17 + 0.64 × 0.13 × 0.84 = 0.136 + 0.069888
    expect(soy.mp).toBeCloseTo(0.205888, 12);
    // 0.329 − 0.13 × 0.84
    expect(soy.rdpBalance).toBeCloseTo(0.2198, 12);
    expect(soy.cp).toBeCloseTo(0.499, 12);
    expect(soy.nem).toBe(2.07);
  });

  it('gives a cow absorbed Ca and P, by the feed’s own coefficient or NRC (2001)’s for its kind', () => {
    expect(supplied(alfalfaHay, 'dairyLactating').ca).toBeCloseTo(0.014 * 0.3, 12);
    expect(supplied(groundCorn, 'dairyLactating').p).toBeCloseTo(0.0028 * 0.7, 12);
    expect(supplied(limestone, 'dairyLactating').ca).toBeCloseTo(0.38 * 0.6, 12);
    expect(supplied(limestone, 'beefGrowing').ca).toBeCloseTo(0.38, 12);
  });
});

describe('formulating for a group', () => {
  it('meets maintenance and gain by the two pools once the rounds settle', async () => {
    const { subGroups } = await formulateFeeding(finishing);
    const [group] = subGroups;
    expect(group!.result.status).toBe('optimal');
    if (group!.result.status !== 'optimal') return;
    const byId = Object.fromEntries(group!.result.nutrients.map((nutrient) => [nutrient.id, nutrient]));
    expect(byId.nem!.percentOfRequirement).toBeCloseTo(100, 6);
    // Exact at the settled NEm:NEg ratio: within what the last round could still move.
    expect(byId.neg!.percentOfRequirement).toBeGreaterThan(99);
    const { dmiKg, analysis } = group!.result;
    const nem = group!.requirements.nutrients.find((figure) => figure.id === 'nem')!.total;
    const neg = group!.requirements.nutrients.find((figure) => figure.id === 'neg')!.total;
    expect(dmiKg).toBeGreaterThanOrEqual((nem / analysis.nem!.concentration + neg / analysis.neg!.concentration) * 0.99);
    expect(group!.iterations).toBeLessThanOrEqual(8);
    for (const id of ['mp', 'ca', 'p']) expect(byId[id]!.percentOfRequirement).toBeGreaterThanOrEqual(99.99);
  });

  it('keeps fat under 7 % and NDF over 15 % of a finishing diet’s DM', async () => {
    const [group] = (await formulateFeeding(finishing)).subGroups;
    if (group!.result.status !== 'optimal') throw new Error('expected a ration');
    expect(group!.result.analysis.fat!.concentration).toBeLessThanOrEqual(0.07 + 1e-9);
    expect(group!.result.analysis.ndf!.concentration).toBeGreaterThanOrEqual(0.15 - 1e-9);
  });

  it('gives heavier sub-groups more to eat', async () => {
    const { subGroups } = await formulateFeeding({ ...finishing, subGroups: 2 });
    expect(subGroups.map((group) => group.averageWeightKg)).toEqual([400, 450]);
    expect(subGroups[1]!.requirements.dmiKg).toBeGreaterThan(subGroups[0]!.requirements.dmiKg);
  });

  it('names calcium when no feed chosen can meet it, and gives no ration', async () => {
    const { subGroups } = await formulateFeeding({ ...finishing, feeds: [cornSilage, groundCorn, soybeanMeal] });
    const { result } = subGroups[0]!;
    expect(result.status).toBe('infeasible');
    if (result.status !== 'infeasible') return;
    expect(result.conflicts.map((conflict) => conflict.constraint)).toContain('nutrient:ca:min');
    expect(result.conflicts.find((conflict) => conflict.constraint === 'nutrient:ca:min')!.bestIngredient!.id).toBe('soybean meal');
  });

  it('works out income over feed cost for milking cows with a milk price', async () => {
    const { subGroups } = await formulateFeeding({ system: 'dairyLactating', animals: cows, feeds: [cornSilage, alfalfaHay, groundCorn, soybeanMeal, limestone], subGroups: 1, days: 1, milkPricePerKg: 0.42 });
    const [group] = subGroups;
    if (group!.result.status !== 'optimal') throw new Error(`expected a ration, got ${group!.result.status}`);
    // 33 kg of milk at 0.42 less the feed.
    expect(group!.incomeOverFeedCostPerHead).toBeCloseTo(33 * 0.42 - group!.result.costPerHeadPerDay, 10);
    expect(group!.requirements.nutrients.find((figure) => figure.id === 'ca')!.basis).toBe('absorbed');
  });

  it('says which feed lacks a value its requirements are met from, and which is unpriced', async () => {
    const bare = { ...groundCorn, id: 'barley', name: 'barley', nutrients: { cp: 12, nem: 2.0 }, pricePerTonne: null };
    const { warnings } = await formulateFeeding({ ...finishing, feeds: [cornSilage, bare, soybeanMeal, limestone] });
    expect(warnings).toEqual(
      expect.arrayContaining([
        { key: 'feed.warnings.missingValue', params: { feed: 'barley', nutrient: 'neg' } },
        { key: 'feed.warnings.missingValue', params: { feed: 'barley', nutrient: 'tdn' } },
        { key: 'feed.warnings.unpriced', params: { feed: 'barley' } },
      ]),
    );
  });

  it('holds a lot to its stock over the days', async () => {
    const short = { ...soybeanMeal, stockKg: 10 };
    const { subGroups } = await formulateFeeding({ ...finishing, feeds: [cornSilage, groundCorn, short, limestone], days: 7 });
    const { result } = subGroups[0]!;
    if (result.status === 'optimal') expect(result.ingredients.find((ingredient) => ingredient.id === 'soybean meal')!.kgAsFedGroup * 7).toBeLessThanOrEqual(10 + 1e-6);
    else expect(result.status).toBe('infeasible');
  });
});
