/**
 * Days are counted on exact instants, 24 h each, from the service: a window of 56 days after a
 * service at 8 March 10:00 ends at 3 May 10:00 (docs/decisions.md: fertility). Records kept as dates
 * (midnight UTC) therefore count calendar days, which is what herd books and AI organisations count.
 */
export const MS_PER_DAY = 86_400_000;

export function assertInstant(instant: Date, what: string): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError(`${what} is not a valid date`);
}

export function assertDays(days: number, what: string): void {
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`${what} must be a number of days, not negative: ${days}`);
}

/** The month of an instant in UTC, `YYYY-MM`: the same for every server, whatever its zone. */
export function monthOf(at: number): string {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The last instant of the second calendar month (UTC) after the month of `at`: a service on 1 January
 * has until 31 March 23:59:59.999 (90 days), one on 31 January until the same instant (about 60 days).
 */
export function endOfSecondMonthAfter(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 3, 1) - 1;
}
