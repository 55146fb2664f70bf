import type { FeedingResult, SubGroupResult } from '@ganado/feeding';
import type { Formulation, ProductionSystem, RationOutcome } from '@ganado/shared/feed';
import type { FeedForRation } from '../inventory/feeds-for-ration';
import type { TargetAnimals } from './animals.repository';

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
      outcome: outcomeOf(group, byId),
    })),
    warnings: result.warnings,
  };
}

function outcomeOf(group: SubGroupResult, feeds: ReadonlyMap<string, FeedForRation>): RationOutcome {
  const { result } = group;
  if (result.status === 'unbounded') return { status: 'unbounded' };
  const nameOf = (id: string) => feeds.get(id)?.name ?? id;
  if (result.status === 'infeasible') {
    return {
      status: 'infeasible',
      conflicts: result.conflicts.map((conflict) => ({
        constraint: conflict.constraint,
        limit: conflict.limit,
        reached: conflict.reached,
        missedBy: conflict.missedBy,
        moveLimitBy: conflict.moveLimitBy,
        unit: conflict.unit,
        bestIngredient: conflict.bestIngredient && { id: conflict.bestIngredient.id, name: nameOf(conflict.bestIngredient.id), concentration: conflict.bestIngredient.concentration },
        messageKey: conflict.messageKey,
        params: typeof conflict.params.ingredient === 'string' ? { ...conflict.params, ingredientName: nameOf(conflict.params.ingredient) } : conflict.params,
      })),
      blocking: result.blocking,
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
    nutrients: result.nutrients.map(({ basis: _basis, ...nutrient }) => nutrient),
    binding: result.binding,
    incomeOverFeedCostPerHead: group.incomeOverFeedCostPerHead,
  };
}
