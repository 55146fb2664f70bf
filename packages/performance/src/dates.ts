/**
 * Ages counted on calendar days (YYYY-MM-DD, read as UTC), so a weighing's time of day or the
 * server's time zone never moves an animal across an age window's edge.
 */
const MS_PER_DAY = 86_400_000;

/** The calendar day of an instant or of an ISO date-time (its first ten characters). */
export function dayOf(value: Date | string): string {
  return (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);
}

function parts(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const epochDay = (day: string) => {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** Age in days on a day: 0 on the birth day. */
export function ageInDays(birthDate: string, on: string): number {
  return daysBetween(birthDate, on);
}

/** Completed calendar months: born 14 March, the animal is 18 months old from 14 September a year later. */
export function ageInMonths(birthDate: string, on: string): number {
  const [birthYear, birthMonth, birthDay] = parts(birthDate);
  const [year, month, day] = parts(on);
  return (year - birthYear) * 12 + (month - birthMonth) - (day < birthDay ? 1 : 0);
}

/** Completed years, as an age of dam is counted: a dam born 1 June 2019 is 4 on 31 May 2024, 5 on 1 June. */
export function ageInYears(birthDate: string, on: string): number {
  return Math.floor(ageInMonths(birthDate, on) / 12);
}
