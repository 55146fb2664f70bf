import type { AnimalInput } from '@ganado/nutrition';
import type { FeedingAnimal, FeedingProblem } from './types';

/**
 * A group fed one ration is fed for its average animal, so the group is first cut by weight into
 * sub-groups of as-equal head counts as the cut allows, lightest first (docs/decisions.md: feed
 * rations): a pen of 250 to 450 kg steers fed for 350 kg overfeeds the light and underfeeds the heavy.
 */
export function subGroupsByWeight(animals: readonly FeedingAnimal[], count: number): FeedingAnimal[][] {
  const sorted = [...animals].sort((a, b) => a.bodyWeightKg - b.bodyWeightKg || a.id.localeCompare(b.id));
  const parts = Math.max(1, Math.min(count, sorted.length));
  return Array.from({ length: parts }, (_, index) => sorted.slice(Math.floor((index * sorted.length) / parts), Math.floor(((index + 1) * sorted.length) / parts)));
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const present = <T>(values: readonly (T | null)[]) => values.filter((value): value is T => value !== null);

/**
 * The weight at the target finish when the farm does not give it: about 28 % empty body fat, which
 * NRC (1996) puts near 600 kg for a medium-frame steer or bull and 530 kg for a heifer. A choice of
 * the module's, on the screen for the farm to change.
 */
export const DEFAULT_FINAL_WEIGHT_KG = { male: 600, castrated: 600, female: 530 } as const;
/** NRC (1996) gives one intake equation for weaned calves and one for yearlings, from about a year. */
export const YEARLING_FROM_MONTHS = 12;
/** NASEM (2021) needs a condition score; 3 on the 1–5 scale is a cow in fair condition. */
export const DEFAULT_BODY_CONDITION = 3;
/** Milk components a record leaves out: a Holstein's usual milk (NASEM 2021's examples). */
export const DEFAULT_MILK = { fatPercent: 3.8, proteinPercent: 3.1 } as const;

/**
 * The sub-group's average animal as the system's requirements engine takes it, with the diet's
 * energy and fibre the engine needs: they come from the last formulation (formulate.ts).
 */
export function averageAnimal(animals: readonly FeedingAnimal[], problem: FeedingProblem, diet: { nemMcalPerKgDm: number; ndfPercentDm: number }): AnimalInput {
  const bodyWeightKg = mean(animals.map((animal) => animal.bodyWeightKg));
  const daysPregnant = Math.round(mean(animals.map((animal) => animal.daysPregnant)));
  const parity = Math.max(1, Math.round(mean(animals.map((animal) => animal.calvings))));
  if (problem.system === 'beefGrowing') {
    const sexes = animals.map((animal) => animal.sex);
    const most = (['castrated', 'male', 'female'] as const).reduce((best, sex) => (sexes.filter((s) => s === sex).length > sexes.filter((s) => s === best).length ? sex : best));
    const ages = present(animals.map((animal) => animal.ageMonths));
    return {
      system: 'beefGrowing',
      bodyWeightKg,
      matureWeightKg: Math.max(problem.finalWeightKg ?? DEFAULT_FINAL_WEIGHT_KG[most], bodyWeightKg),
      targetGainKgPerDay: problem.targetGainKgPerDay ?? 0,
      sex: most === 'castrated' ? 'steer' : most === 'male' ? 'bull' : 'heifer',
      // Without birth dates, a steer over 300 kg is taken for a yearling.
      ageClass: (ages.length > 0 ? mean(ages) >= YEARLING_FROM_MONTHS : bodyWeightKg > 300) ? 'yearling' : 'calf',
      dietNemMcalPerKgDm: diet.nemMcalPerKgDm,
    };
  }
  if (problem.system === 'dairyDry') return { system: 'dairyDry', bodyWeightKg, parity, daysPregnant, dietNdfPercentDm: diet.ndfPercentDm };
  const milked = animals.filter((animal) => animal.milk !== null);
  const milkKg = milked.length > 0 ? mean(milked.map((animal) => animal.milk!.kgPerDay)) : 0;
  // Components weighted by yield: the tank's fat is the herd's fat kilograms over its milk kilograms.
  const weighted = (pick: (milk: NonNullable<FeedingAnimal['milk']>) => number | null, fallback: number) => {
    const known = milked.filter((animal) => pick(animal.milk!) !== null && animal.milk!.kgPerDay > 0);
    const kg = known.reduce((sum, animal) => sum + animal.milk!.kgPerDay, 0);
    return kg > 0 ? known.reduce((sum, animal) => sum + pick(animal.milk!)! * animal.milk!.kgPerDay, 0) / kg : fallback;
  };
  const lactose = weighted((milk) => milk.lactosePercent, Number.NaN);
  const dims = present(animals.map((animal) => animal.daysInMilk));
  const conditions = present(animals.map((animal) => animal.bodyConditionScore));
  return {
    system: 'dairyLactating',
    bodyWeightKg,
    parity,
    daysInMilk: dims.length > 0 ? Math.round(mean(dims)) : 100,
    milkKgPerDay: milkKg,
    milkFatPercent: weighted((milk) => milk.fatPercent, DEFAULT_MILK.fatPercent),
    milkProteinPercent: weighted((milk) => milk.proteinPercent, DEFAULT_MILK.proteinPercent),
    ...(Number.isNaN(lactose) ? {} : { milkLactosePercent: lactose }),
    daysPregnant,
    bodyConditionScore: conditions.length > 0 ? mean(conditions) : DEFAULT_BODY_CONDITION,
    dietNdfPercentDm: diet.ndfPercentDm,
  };
}
