/**
 * Withdrawals are whole hours counted on exact instants, not rounded to days (only the art. 115(2) cascade figure is): a 36 h label is
 * 36 h, not 2 d (docs/decisions.md: withdrawal; day rounding is what farmers hold against Herdwatch).
 */
const MS_PER_HOUR = 3_600_000;

export function assertHours(hours: number, what: string): void {
  if (!Number.isInteger(hours) || hours < 0) throw new RangeError(`${what} must be whole hours, not negative: ${hours}`);
}

export function assertInstant(instant: Date, what: string): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError(`${what} is not a valid date`);
}

/** The instant `hours` after `from`. */
export const hoursAfter = (from: Date, hours: number): Date => new Date(from.getTime() + hours * MS_PER_HOUR);
