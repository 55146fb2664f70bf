import type { HerdCalving } from '@ganado/herd-kpis';

const MS_PER_DAY = 86_400_000;

/**
 * Days in milk and lactation number of a cow's test: days since her latest calving at or before it
 * (the calving day is day 0, as ICAR counts), the calvings known numbered from 1. Null before her
 * first calving. The calvings are indexed once per herd.
 */
export function lactationDays(calvings: readonly HerdCalving[]): (animalId: string, at: Date) => { days: number; parity: number } | null {
  const byCow = new Map<string, number[]>();
  for (const calving of calvings) {
    const list = byCow.get(calving.animalId) ?? [];
    list.push(calving.at.getTime());
    byCow.set(calving.animalId, list);
  }
  for (const list of byCow.values()) list.sort((a, b) => a - b);
  return (animalId, at) => {
    const list = byCow.get(animalId);
    if (!list) return null;
    const time = at.getTime();
    // The last calving at or before the test, by bisection.
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle]! <= time) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? null : { days: Math.floor((time - list[low - 1]!) / MS_PER_DAY), parity: low };
  };
}
