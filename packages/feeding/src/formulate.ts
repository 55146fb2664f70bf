import { formulationBounds, type Requirements, requirements } from '@ganado/nutrition';
import { formulate, type Ingredient, type NutrientRequirement, type OptimalRation, type RationResult } from '@ganado/rations';
import { averageAnimal, subGroupsByWeight } from './animals';
import { ingredientOf, proteinSplit } from './supply';
import type { FeedingAnimal, FeedingProblem, FeedingResult, FeedOption, RequirementFigure, SubGroupResult, Warning } from './types';

/**
 * Limits no requirement states but a ration must keep (docs/decisions.md: feed rations; a linear
 * programme needs them, research notes §4): fat at most 7 % of DM, above which intake and fibre
 * digestion fall, and a fibre floor for the rumen: 25 % NDF for a lactating cow (NRC 2001's
 * minimum), 33 % for a dry cow, 15 % for a finishing diet of grain with its roughage.
 */
export const FAT_MAX_OF_DM = 0.07;
export const NDF_MIN_OF_DM = { beefGrowing: 0.15, dairyLactating: 0.25, dairyDry: 0.33 } as const;
/** Intake and the energy split settle within a few rounds; this many is the most tried. */
export const MAX_ROUNDS = 8;
/** A round changes the diet's energy (beef) or fibre (dairy) and the NEm:NEg ratio by less than this: settled. */
export const SETTLED = 0.005;
/** Before any ration exists: a growing diet's energy and a cow's diet's fibre, as the engines' examples use. */
const FIRST_GUESS = { nemMcalPerKgDm: 1.9, ndfPercentDm: 30, nemPerNeg: 1.6 };

const G_PER_KG = 1000;

/** The least-cost ration of each sub-group (by weight) of the animals, from the feeds given. */
export async function formulateFeeding(problem: FeedingProblem): Promise<FeedingResult> {
  const warnings = missingValues(problem);
  const ingredients = problem.feeds.map((feed) => ingredientOf(feed, problem.system));
  const subGroups: SubGroupResult[] = [];
  for (const [index, animals] of subGroupsByWeight(problem.animals, problem.subGroups).entries()) {
    subGroups.push(await formulateSubGroup(index, animals, problem, ingredients, !warnings.some((warning) => warning.params.nutrient === 'rdp')));
  }
  return { subGroups, warnings };
}

/** Values a feed lacks that the system's requirements are met from: counted as none, so said. */
function missingValues(problem: FeedingProblem): Warning[] {
  const needed = problem.system === 'beefGrowing' ? ['nem', 'neg', 'tdn', 'rup'] : ['nel', 'tdn', 'rup'];
  const warnings: Warning[] = [];
  // Minerals and premixes supply no energy or protein, so their missing values are no news.
  for (const feed of problem.feeds.filter((candidate) => candidate.category !== 'mineral' && candidate.category !== 'vitaminPremix')) {
    const split = proteinSplit(feed.nutrients);
    for (const nutrient of needed) {
      const known = nutrient === 'rup' ? split.rup !== undefined && split.rdp !== undefined : feed.nutrients[nutrient] !== undefined;
      if (!known) warnings.push({ key: 'feed.warnings.missingValue', params: { feed: feed.name, nutrient: nutrient === 'rup' ? 'rdp' : nutrient } });
    }
  }
  for (const feed of problem.feeds.filter((candidate) => candidate.pricePerTonne === null)) warnings.push({ key: 'feed.warnings.unpriced', params: { feed: feed.name } });
  return warnings;
}

async function formulateSubGroup(index: number, animals: readonly FeedingAnimal[], problem: FeedingProblem, ingredients: Ingredient[], rdpKnown: boolean): Promise<SubGroupResult> {
  const beef = problem.system === 'beefGrowing';
  let diet = { nemMcalPerKgDm: FIRST_GUESS.nemMcalPerKgDm, ndfPercentDm: FIRST_GUESS.ndfPercentDm };
  let nemPerNeg = firstRatio(problem.feeds);
  let needs!: Requirements;
  let result!: RationResult;
  let rounds = 0;
  while (rounds < MAX_ROUNDS) {
    rounds += 1;
    needs = requirements(averageAnimal(animals, problem, diet));
    const bounds = formulationBounds(needs);
    result = await formulate({
      headCount: animals.length,
      days: problem.days,
      dmi: { minKg: bounds.dmiKg.min, maxKg: bounds.dmiKg.max },
      requirements: rowsFor(needs, nemPerNeg, problem, rdpKnown),
      ingredients,
    });
    if (result.status !== 'optimal') break;
    const next = {
      nemMcalPerKgDm: result.analysis.nem?.concentration || diet.nemMcalPerKgDm,
      ndfPercentDm: (result.analysis.ndf?.concentration ?? 0) * 100 || diet.ndfPercentDm,
    };
    const nextRatio = beef ? ratioOf(result, nemPerNeg) : nemPerNeg;
    const moved = beef ? Math.max(change(diet.nemMcalPerKgDm, next.nemMcalPerKgDm), change(nemPerNeg, nextRatio)) : change(diet.ndfPercentDm, next.ndfPercentDm);
    diet = next;
    nemPerNeg = nextRatio;
    if (moved < SETTLED) break;
  }
  const weight = animals.reduce((sum, animal) => sum + animal.bodyWeightKg, 0) / animals.length;
  const outcome = result.status === 'optimal' && beef && needs.system === 'beefGrowing' ? twoPools(result, needs.nemMcal.total, needs.negMcal.total) : result;
  return {
    index,
    animalIds: animals.map((animal) => animal.id),
    averageWeightKg: weight,
    requirements: { dmiKg: needs.dmiKg, nutrients: figures(needs) },
    result: outcome,
    incomeOverFeedCostPerHead: incomeOverFeedCost(outcome, animals, problem),
    iterations: rounds,
  };
}

const change = (before: number, after: number) => Math.abs(after - before) / Math.max(Math.abs(before), 1e-9);

/** The chosen feeds' own NEm:NEg, before a ration tells the diet's. */
function firstRatio(feeds: readonly FeedOption[]): number {
  const both = feeds.filter((feed) => (feed.nutrients.nem ?? 0) > 0 && (feed.nutrients.neg ?? 0) > 0);
  if (both.length === 0) return FIRST_GUESS.nemPerNeg;
  return both.reduce((sum, feed) => sum + feed.nutrients.nem!, 0) / both.reduce((sum, feed) => sum + feed.nutrients.neg!, 0);
}

function ratioOf(ration: OptimalRation, previous: number): number {
  const nem = ration.analysis.nem?.concentration ?? 0;
  const neg = ration.analysis.neg?.concentration ?? 0;
  return nem > 0 && neg > 0 ? nem / neg : previous;
}

/**
 * The formulator's rows. Beef energy by the NRC (1996) two pools: the feed eaten meets maintenance
 * first (NEm_req ÷ NEm of the diet kg of DM) and the rest is for gain, so intake D must satisfy
 * D ≥ NEm_req/NEm + NEg_req/NEg. Multiplied by the diet's NEm that is Σ kg × NEm ≥ NEm_req +
 * NEg_req × (NEm/NEg): linear once the diet's NEm:NEg ratio is fixed, and exact when the ratio is
 * the ration's own, which the rounds converge to.
 */
function rowsFor(needs: Requirements, nemPerNeg: number, problem: FeedingProblem, rdpKnown: boolean): NutrientRequirement[] {
  const rows: NutrientRequirement[] =
    needs.system === 'beefGrowing'
      ? [{ nutrient: 'nem', basis: 'total', min: needs.nemMcal.total + needs.negMcal.total * nemPerNeg }]
      : [{ nutrient: 'nel', basis: 'total', min: needs.nelMcal.total }];
  rows.push(
    { nutrient: 'mp', basis: 'total', min: needs.mpGrams.total / G_PER_KG },
    { nutrient: 'ca', basis: 'total', min: needs.caGrams.total / G_PER_KG },
    { nutrient: 'p', basis: 'total', min: needs.pGrams.total / G_PER_KG },
  );
  if (rdpKnown) rows.push({ nutrient: 'rdpBalance', basis: 'total', min: 0 });
  if (problem.feeds.some((feed) => feed.nutrients.fat !== undefined)) rows.push({ nutrient: 'fat', basis: 'concentration', max: FAT_MAX_OF_DM });
  if (problem.feeds.some((feed) => feed.nutrients.ndf !== undefined)) rows.push({ nutrient: 'ndf', basis: 'concentration', min: NDF_MIN_OF_DM[problem.system] });
  return rows;
}

/** NEm and NEg as the screen shows them: the maintenance pool's NEm and what the rest of the intake gives for gain. */
function twoPools(ration: OptimalRation, nemRequired: number, negRequired: number): OptimalRation {
  const nem = ration.analysis.nem?.concentration ?? 0;
  const neg = ration.analysis.neg?.concentration ?? 0;
  const forMaintenance = nem > 0 ? Math.min(nemRequired / nem, ration.dmiKg) : 0;
  const nemSupplied = forMaintenance * nem;
  const negSupplied = (ration.dmiKg - forMaintenance) * neg;
  const percent = (supplied: number, required: number) => (required > 0 ? (supplied / required) * 100 : null);
  const others = ration.nutrients.filter((nutrient) => nutrient.id !== 'nem');
  return {
    ...ration,
    nutrients: [
      { id: 'nem', basis: 'total', supplied: nemSupplied, min: nemRequired, max: null, percentOfRequirement: percent(nemSupplied, nemRequired), unit: 'Mcal' },
      { id: 'neg', basis: 'total', supplied: negSupplied, min: negRequired, max: null, percentOfRequirement: percent(negSupplied, negRequired), unit: 'Mcal' },
      ...others,
    ],
  };
}

function figures(needs: Requirements): RequirementFigure[] {
  const mineralBasis = needs.mineralBasis;
  const energy: RequirementFigure[] =
    needs.system === 'beefGrowing'
      ? [
          { id: 'nem', unit: 'Mcal/d', ...needs.nemMcal, basis: null },
          { id: 'neg', unit: 'Mcal/d', ...needs.negMcal, basis: null },
        ]
      : [{ id: 'nel', unit: 'Mcal/d', ...needs.nelMcal, basis: null }];
  return [
    ...energy,
    { id: 'mp', unit: 'g/d', ...needs.mpGrams, basis: null },
    { id: 'ca', unit: 'g/d', ...needs.caGrams, basis: mineralBasis },
    { id: 'p', unit: 'g/d', ...needs.pGrams, basis: mineralBasis },
  ];
}

function incomeOverFeedCost(result: RationResult, animals: readonly FeedingAnimal[], problem: FeedingProblem): number | null {
  if (result.status !== 'optimal' || problem.system !== 'dairyLactating' || problem.milkPricePerKg == null) return null;
  const milked = animals.filter((animal) => animal.milk !== null);
  const milkKg = milked.length === 0 ? 0 : milked.reduce((sum, animal) => sum + animal.milk!.kgPerDay, 0) / animals.length;
  return milkKg * problem.milkPricePerKg - result.costPerHeadPerDay;
}
