import type { Formulation } from '@ganado/shared/feed';

/** A feed of a saved ration and what a head eats of it a day, averaged over the ration's sub-groups. */
export interface FeedLine {
  lotId: string | null;
  lotNumber: number | null;
  ingredientId: string;
  name: string;
  category: string;
  kgPerHead: number;
  kgDmPerHead: number;
}

/**
 * kg a head a day of each feed the ration uses: the kilograms of every sub-group given it, over
 * their head. `animalId` narrows it to the sub-group the animal was formulated in, when it was.
 */
export function perHead(result: Formulation, animalId?: string): FeedLine[] {
  const own = animalId === undefined ? undefined : result.subGroups.find((group) => group.animalIds.includes(animalId));
  const lines = new Map<string, FeedLine & { kg: number; kgDm: number }>();
  let head = 0;
  for (const group of own ? [own] : result.subGroups) {
    if (group.outcome.status !== 'optimal') continue;
    head += group.headCount;
    for (const ingredient of group.outcome.ingredients) {
      const key = ingredient.lotId ?? ingredient.ingredientId;
      const { lotId, lotNumber, ingredientId, name, category } = ingredient;
      const line = lines.get(key) ?? { lotId, lotNumber, ingredientId, name, category, kgPerHead: 0, kgDmPerHead: 0, kg: 0, kgDm: 0 };
      line.kg += ingredient.kgAsFedPerHead * group.headCount;
      line.kgDm += ingredient.kgDmPerHead * group.headCount;
      lines.set(key, line);
    }
  }
  return [...lines.values()]
    .filter((line) => line.kg > 0)
    .map(({ kg, kgDm, ...line }) => ({ ...line, kgPerHead: kg / head, kgDmPerHead: kgDm / head }));
}
