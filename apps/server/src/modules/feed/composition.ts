import { FEED_NUTRIENTS } from '@ganado/shared/feed';

/** A composition as stored and answered: only the nutrients whose value is known (never a 0 for "unknown"). */
export function knownNutrients(values: Partial<Record<string, number | null | undefined>>): Record<string, number> {
  return Object.fromEntries(FEED_NUTRIENTS.flatMap((id) => (typeof values[id] === 'number' ? [[id, values[id]]] : [])));
}

/** Today as the feed module reads a day: the UTC date, the organisation having no one farm clock (docs/decisions.md). */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** `day` moved by whole days. */
export const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000));
