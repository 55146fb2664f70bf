/**
 * One idea of "today" for dated records: the calendar date on the clock of the place the record is
 * about (the farm's zone, once farms carry one), else on the clock of the person recording (their
 * browser's zone). Never UTC's date: in the Americas in the evening UTC is already tomorrow, and a
 * new record would default to a day that has not come.
 */

/** True for an IANA zone the runtime knows ('Europe/Madrid'); Intl throws on anything else. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD parts in one zone; formatters are costly to build, so one per zone is kept. */
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(dateFormat(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today's calendar date in an IANA time zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => calendarDateIn(now, timeZone);

/** The zone of the person at this device (the browser's or the process's), UTC when unknown. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** No time zone is more than 14 hours ahead of UTC (Kiribati's Line Islands). */
const MOST_AHEAD_OF_UTC_MS = 14 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Whether a done record's moment has not come yet. `occurredAt` is the contract's instant: a date
 * travels as its 00:00 UTC. A date is in the future when it is after today in `timeZone`; with no
 * zone known, when that day has not begun anywhere yet (the clock plus 14 hours), so today's
 * weighing is never refused for the hour of the day. An instant is compared as it is.
 */
export function isRecordInFuture(occurredAt: string, now: Date, timeZone?: string | null): boolean {
  const at = Date.parse(occurredAt);
  if (at % DAY_MS !== 0) return at > now.getTime();
  if (timeZone) return new Date(at).toISOString().slice(0, 10) > todayIn(timeZone, now);
  return at > now.getTime() + MOST_AHEAD_OF_UTC_MS;
}

/** Whether a calendar day (YYYY-MM-DD: a birth, a date of the log) is after today, by the same rule. */
export const isDateInFuture = (day: string, now: Date, timeZone?: string | null): boolean => isRecordInFuture(`${day}T00:00:00.000Z`, now, timeZone);
