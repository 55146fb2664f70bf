import type { FeedingResult, SubGroupResult } from '@ganado/feeding';
import type { Formulation, ProductionSystem, RationOutcome } from '@ganado/shared/feed';
import type { FeedForRation } from '../inventory/feeds-for-ration';
import type { TargetAnimals } from './animals.repository';

/**
 * Names the formulator's own rows as the screens speak of them: the rumen's RDP balance is kilograms
 * of RDP a head a day beyond what the microbes use (not "units"), and a beef ration's energy row is
 * the maintenance and gain requirements together counted as NEm (the two pools, @ganado/feeding), not
 * the NEm requirement the requirements table shows: it is `energy`.
 */
const RDP_BALANCE_UNIT = 'kg/head/day';
const rowUnit = (id: string, unit: string) => (id.includes('rdpBalance') ? RDP_BALANCE_UNIT : unit);
const rowId = (id: string, system: ProductionSystem) => (system === 'beefGrowing' && id.startsWith('nutrient:nem:') ? id.replace('nutrient:nem:', 'nutrient:energy:') : id);

/** The id a feed has in the problem: its lot's, or its library entry's. */
export const feedId = (feed: Pick<FeedForRation, 'lotId' | 'ingredientId'>) => feed.lotId ?? feed.ingredientId;

/** The packages' answer in the contract's words: feeds by name and lot, shares in %, conflicts naming feeds. */
export function presentFormulation(target: TargetAnimals['target'], system: ProductionSystem, currency: string, feeds: readonly FeedForRation[], result: FeedingResult): Formulation {
  const byId = new Map(feeds.map((feed) => [feedId(feed), feed]));
  return {
    target,
    system,
    currency,
    subGroups: result.subGroups.map((group) => ({
      index: group.index,
      headCount: group.animalIds.length,
      averageWeightKg: group.averageWeightKg,
      animalIds: group.animalIds,
      requirements: group.requirements,
      outcome: outcomeOf(group, byId, system),
    })),
    warnings: result.warnings,
  };
}

function outcomeOf(group: SubGroupResult, feeds: ReadonlyMap<string, FeedForRation>, system: ProductionSystem): RationOutcome {
  const { result } = group;
  if (result.status === 'unbounded') return { status: 'unbounded' };
  const nameOf = (id: string) => feeds.get(id)?.name ?? id;
  if (result.status === 'infeasible') {
    return {
      status: 'infeasible',
      conflicts: result.conflicts.map((conflict) => {
        const constraint = rowId(conflict.constraint, system);
        const params: Record<string, string | number> = { ...conflict.params, unit: rowUnit(constraint, conflict.unit) };
        if (constraint !== conflict.constraint) params.nutrient = 'energy';
        if (typeof conflict.params.ingredient === 'string') params.ingredientName = nameOf(conflict.params.ingredient);
        return {
          constraint,
          limit: conflict.limit,
          reached: conflict.reached,
          missedBy: conflict.missedBy,
          moveLimitBy: conflict.moveLimitBy,
          unit: rowUnit(constraint, conflict.unit),
          bestIngredient: conflict.bestIngredient && { id: conflict.bestIngredient.id, name: nameOf(conflict.bestIngredient.id), concentration: conflict.bestIngredient.concentration },
          messageKey: conflict.messageKey,
          params,
        };
      }),
      blocking: result.blocking.map((id) => rowId(id, system)),
    };
  }
  return {
    status: 'optimal',
    ingredients: result.ingredients.map((ingredient) => {
      const feed = feeds.get(ingredient.id)!;
      return {
        lotId: feed.lotId,
        lotNumber: feed.lotNumber,
        ingredientId: feed.ingredientId,
        name: feed.name,
        category: feed.category,
        kgDmPerHead: ingredient.kgDmPerHead,
        kgAsFedPerHead: ingredient.kgAsFedPerHead,
        kgAsFedGroup: ingredient.kgAsFedGroup,
        percentOfDm: ingredient.fractionOfDm * 100,
        costPerHead: ingredient.costPerHead,
      };
    }),
    dmiKg: result.dmiKg,
    costPerHead: result.costPerHeadPerDay,
    costGroup: result.costGroupPerDay,
    nutrients: result.nutrients.map(({ basis: _basis, ...nutrient }) => ({ ...nutrient, unit: rowUnit(nutrient.id, nutrient.unit) })),
    binding: result.binding.map((row) => {
      const constraint = rowId(row.constraint, system);
      return { ...row, constraint, limitUnit: rowUnit(constraint, row.limitUnit) };
    }),
    incomeOverFeedCostPerHead: group.incomeOverFeedCostPerHead,
  };
}
