import type { Window } from '@ganado/herd-kpis';

/** The months (YYYY-MM, UTC) the period touches, in order. */
export function monthsOf(window: Pick<Window, 'from' | 'to'>): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(window.from.getUTCFullYear(), window.from.getUTCMonth(), 1));
  while (cursor.getTime() < window.to.getTime()) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

export const monthOf = (at: Date | number) => new Date(at).toISOString().slice(0, 7);

/** The instant a month ends (the first of the next, exclusive). */
export function endOfMonth(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, index, 1);
}

/** Counts of things by their month, for the months given (zero where none). */
export function countByMonth(months: readonly string[], instants: Iterable<Date | number>): number[] {
  const counts = new Map(months.map((month) => [month, 0]));
  for (const at of instants) {
    const month = monthOf(at);
    const count = counts.get(month);
    if (count !== undefined) counts.set(month, count + 1);
  }
  return months.map((month) => counts.get(month)!);
}
