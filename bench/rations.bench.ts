/**
 * Least-cost rations at a feedlot's and a dairy's scale, pure (no database, no server), from a
 * seeded generator so every run solves the same problems:
 * (a) one ration from 50 ingredients under 25 constraints (intake, 19 limits on 15 nutrients as
 *     totals and shares of DM, inclusion limits and a stock), solved 100 times: the median, target < 20 ms;
 * (b) 200 groups' rations, each from 15–30 of the 50 ingredients, formulated, then every price moved
 *     by up to ±10% and all 200 formulated again: the second pass in total, target < 5 s.
 * Every problem's limits are set around a random mix of its ingredients, so it is feasible and its
 * optimum is a real trade-off. One thread. Not part of `npm test`: `npm run bench:rations`.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { formulate, type Ingredient, loadSolver, type NutrientRequirement, type OptimalRation, type RationProblem } from '@ganado/rations';
import { seededRandom } from '@ganado/shared/random';

// Not ./support: it starts the real server and a database, which a pure bench does not need.
const log = (message: string) => console.warn(`[bench] ${message}`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

const INGREDIENTS = 50;
const SOLVES = 100;
const SINGLE_TARGET_MS = 20;
const GROUPS = 200;
const GROUPS_TARGET_MS = 5_000;

const random = seededRandom(20_251_202);
const between = (low: number, high: number) => low + random() * (high - low);

/** Fisher–Yates: `items` in a random order. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Feed types with ranges of DM %, price per tonne as fed and composition on DM (NASEM-like magnitudes). */
const KINDS = [
  { kind: 'forage', dm: [25, 90], price: [40, 220], nem: [1.0, 1.6], neg: [0.4, 1.0], cp: [0.06, 0.22], ndf: [0.4, 0.7], fat: [0.015, 0.04], starch: [0, 0.3], ca: [0.002, 0.015], p: [0.002, 0.004] },
  { kind: 'grain', dm: [85, 90], price: [180, 300], nem: [1.9, 2.3], neg: [1.3, 1.6], cp: [0.08, 0.13], ndf: [0.08, 0.2], fat: [0.02, 0.05], starch: [0.55, 0.75], ca: [0.0002, 0.001], p: [0.003, 0.0045] },
  { kind: 'protein meal', dm: [88, 92], price: [300, 550], nem: [1.7, 2.1], neg: [1.1, 1.4], cp: [0.38, 0.55], ndf: [0.1, 0.35], fat: [0.01, 0.1], starch: [0, 0.08], ca: [0.002, 0.006], p: [0.006, 0.012] },
  { kind: 'by-product', dm: [20, 92], price: [60, 250], nem: [1.4, 2.2], neg: [0.8, 1.5], cp: [0.1, 0.32], ndf: [0.25, 0.5], fat: [0.02, 0.12], starch: [0, 0.2], ca: [0.001, 0.006], p: [0.004, 0.01] },
  { kind: 'mineral', dm: [97, 100], price: [150, 900], nem: [0, 0], neg: [0, 0], cp: [0, 0], ndf: [0, 0], fat: [0, 0], starch: [0, 0], ca: [0.15, 0.38], p: [0, 0.2] },
] as const;

function library(): Ingredient[] {
  return Array.from({ length: INGREDIENTS }, (_, index): Ingredient => {
    const type = KINDS[index < 4 ? 4 : index % 4]!;
    const pick = (range: readonly [number, number]) => between(range[0], range[1]);
    const ndf = pick(type.ndf);
    const cp = pick(type.cp);
    const degradable = between(0.55, 0.75);
    return {
      id: `${type.kind.replace(' ', '-')}-${index}`,
      name: `${type.kind} ${index}`,
      dmPercent: pick(type.dm),
      pricePerTonneAsFed: pick(type.price),
      nutrients: {
        nem: pick(type.nem),
        neg: pick(type.neg),
        cp,
        rdp: cp * degradable,
        rup: cp * (1 - degradable),
        ndf,
        adf: ndf * between(0.45, 0.65),
        fat: pick(type.fat),
        starch: pick(type.starch),
        ca: pick(type.ca),
        p: pick(type.p),
        mg: type.kind === 'mineral' ? between(0, 0.05) : between(0.001, 0.004),
        k: type.kind === 'mineral' ? 0 : between(0.004, 0.03),
        na: type.kind === 'mineral' ? between(0, 0.1) : between(0.0002, 0.003),
        s: between(0.001, 0.005),
      },
    };
  });
}

/**
 * A problem around a random mix of `ingredients`: a few carry most of the DM, as in a real ration.
 * The intake (2 limits) and 19 limits on 15 nutrients are set 8–15% either side of the mix's own
 * figures, and 4 ingredients get an inclusion limit or a stock: 25 constraints.
 */
function problemAround(ingredients: Ingredient[], headCount: number): RationProblem {
  const dmi = between(8, 24);
  const weights = ingredients.map(() => random() ** 4);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const mix = weights.map((weight) => (weight / sum) * dmi);
  const total = (nutrient: string) => ingredients.reduce((amount, ingredient, index) => amount + (ingredient.nutrients[nutrient] ?? 0) * mix[index]!, 0);
  const below = () => between(0.85, 0.92);
  const above = () => between(1.08, 1.15);
  const requirements: NutrientRequirement[] = [
    { nutrient: 'nem', basis: 'total', min: total('nem') * below() },
    { nutrient: 'neg', basis: 'total', min: total('neg') * below() },
    { nutrient: 'cp', basis: 'total', min: total('cp') * below(), max: total('cp') * above() },
    { nutrient: 'rdp', basis: 'total', min: total('rdp') * below() },
    { nutrient: 'rup', basis: 'total', min: total('rup') * below() },
    { nutrient: 'ndf', basis: 'concentration', min: (total('ndf') / dmi) * below(), max: (total('ndf') / dmi) * above() },
    { nutrient: 'adf', basis: 'concentration', min: (total('adf') / dmi) * below() },
    { nutrient: 'fat', basis: 'concentration', max: (total('fat') / dmi) * above() },
    { nutrient: 'starch', basis: 'concentration', max: (total('starch') / dmi) * above() },
    { nutrient: 'ca', basis: 'total', min: total('ca') * below(), max: total('ca') * above() },
    { nutrient: 'p', basis: 'total', min: total('p') * below(), max: total('p') * above() },
    { nutrient: 'mg', basis: 'total', min: total('mg') * below() },
    { nutrient: 'k', basis: 'total', min: total('k') * below() },
    { nutrient: 'na', basis: 'total', min: total('na') * below() },
    { nutrient: 's', basis: 'total', max: total('s') * above() },
  ];
  const limited = new Set(shuffled(ingredients.map((_, index) => index)).slice(0, 4));
  const withLimits = ingredients.map((ingredient, index): Ingredient => {
    if (!limited.has(index)) return ingredient;
    const share = mix[index]! / dmi;
    switch (index % 3) {
      case 0:
        return { ...ingredient, maxKgDmPerHead: mix[index]! * above() };
      case 1:
        return { ...ingredient, maxFractionOfDm: Math.min(1, share * above()) };
      default:
        // Enough for the mix over a week, and a little more.
        return { ...ingredient, stockKgAsFed: ((mix[index]! * headCount * 7) / (ingredient.dmPercent / 100)) * above() };
    }
  });
  return { headCount, days: 7, dmi: { minKg: dmi * 0.95, maxKg: dmi * 1.05 }, requirements, ingredients: withLimits };
}

const constraintCount = (problem: RationProblem) =>
  2 +
  problem.requirements.reduce((count, requirement) => count + (requirement.min === undefined ? 0 : 1) + (requirement.max === undefined ? 0 : 1), 0) +
  problem.ingredients.reduce(
    (count, ingredient) => count + [ingredient.maxKgDmPerHead, ingredient.maxFractionOfDm, ingredient.stockKgAsFed].filter((limit) => limit !== undefined).length,
    0,
  );

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function main() {
  const loadAtStart = loadavg()[0]!;
  const feeds = library();
  log(`a library of ${INGREDIENTS} ingredients; (a) ${SOLVES} solves of one ration, then (b) ${GROUPS} group rations twice`);

  let started = performance.now();
  await loadSolver();
  const loadMs = performance.now() - started;

  // (a) One ration, 50 ingredients × 25 constraints, 100 times.
  const single = problemAround(feeds, 150);
  started = performance.now();
  const first = await formulate(single);
  const firstMs = performance.now() - started;
  if (first.status !== 'optimal') throw new Error(`the single ration is ${first.status}`);
  const times: number[] = [];
  for (let solve = 0; solve < SOLVES; solve += 1) {
    started = performance.now();
    await formulate(single);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[SOLVES / 2]!;
  const used = first.ingredients.filter((ingredient) => ingredient.kgDmPerHead > 1e-9).length;

  // (b) 200 groups, then a price change.
  log(`(a) done, median ${median.toFixed(1)} ms; (b) formulating ${GROUPS} group rations`);
  const groups = Array.from({ length: GROUPS }, () => {
    const count = 15 + Math.floor(random() * 16);
    const chosen = shuffled(feeds).slice(0, count);
    return problemAround(chosen, 20 + Math.floor(random() * 281));
  });
  started = performance.now();
  const before = await Promise.all(groups.map((group) => formulate(group)));
  const beforeMs = performance.now() - started;
  const moved = new Map(feeds.map((feed) => [feed.id, between(0.9, 1.1)]));
  const repriced = groups.map((group) => ({
    ...group,
    ingredients: group.ingredients.map((ingredient) => ({ ...ingredient, pricePerTonneAsFed: ingredient.pricePerTonneAsFed * moved.get(ingredient.id)! })),
  }));
  started = performance.now();
  const after = await Promise.all(repriced.map((group) => formulate(group)));
  const afterMs = performance.now() - started;

  const optimal = after.filter((result): result is OptimalRation => result.status === 'optimal');
  const costBefore = before.reduce((sum, result) => sum + (result.status === 'optimal' ? result.costGroupPerDay : 0), 0);
  const costAfter = optimal.reduce((sum, result) => sum + result.costGroupPerDay, 0);
  const changedMix = after.filter((result, index) => {
    const old = before[index]!;
    if (result.status !== 'optimal' || old.status !== 'optimal') return false;
    return result.ingredients.some((ingredient, at) => Math.abs(ingredient.kgDmPerHead - old.ingredients[at]!.kgDmPerHead) > 1e-6);
  }).length;

  console.warn(
    [
      '',
      `Rations: HiGHS (WebAssembly) through highs.solve, LP text in, one thread`,
      `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
      `Solver load (WebAssembly compile, once per thread)        ${ms(loadMs)}`,
      `(a) ${INGREDIENTS} ingredients × ${constraintCount(single)} constraints: first ${ms(firstMs)}, median of ${SOLVES} ${ms(median)}, ` +
        `fastest ${ms(times[0]!)}, slowest ${ms(times[SOLVES - 1]!)}   (< ${SINGLE_TARGET_MS} ms) ${verdict(median < SINGLE_TARGET_MS)}`,
      `    optimum: ${used} ingredients used, ${first.binding.length} constraints binding, ${first.costPerHeadPerDay.toFixed(3)} per head per day`,
      `(b) ${GROUPS} group rations of 15–30 ingredients: formulated in ${ms(beforeMs)}; after a price change of up to ±10%, again in ${ms(afterMs)} ` +
        `(${ms(afterMs / GROUPS)} each)   (< ${GROUPS_TARGET_MS} ms) ${verdict(afterMs < GROUPS_TARGET_MS)}`,
      `    ${optimal.length}/${GROUPS} optimal; ${changedMix} changed their mix; the groups' cost per day ${costBefore.toFixed(0)} → ${costAfter.toFixed(0)}`,
      '',
    ].join('\n'),
  );
}

await main();
