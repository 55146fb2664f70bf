import { daysBetween } from './dates';

/** A weighing in kilograms on a calendar day. */
export interface Weighing {
  on: string;
  kg: number;
}

/** Weighings in date order; weighings of one day keep the order they were given in. */
export const chronological = (weighings: readonly Weighing[]): Weighing[] => [...weighings].sort((a, b) => daysBetween(b.on, a.on));

const gainPerDay = (first: Weighing, last: Weighing) => (last.kg - first.kg) / daysBetween(first.on, last.on);

/**
 * Average daily gain over the whole curve, kg/day: first to last weighing. Null without two
 * weighings on different days (a gain per zero days means nothing).
 */
export function averageDailyGain(weighings: readonly Weighing[]): number | null {
  const sorted = chronological(weighings);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || first.on === last.on) return null;
  return gainPerDay(first, last);
}

/** Daily gain between the last weighing and the latest one on an earlier day. */
export function latestDailyGain(weighings: readonly Weighing[]): number | null {
  const sorted = chronological(weighings);
  const last = sorted.at(-1);
  const before = last && sorted.findLast((weighing) => weighing.on !== last.on);
  return last && before ? gainPerDay(before, last) : null;
}
