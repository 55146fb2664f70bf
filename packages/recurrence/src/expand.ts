import { repeatRule, type RepeatRule } from '@ganado/shared/action-list';
import { instantOf, MS_PER_DAY, wallClockAt } from './zone';

/** A task as far as its dates go: its first occurrence, the farm's time zone and its repeat rule. */
export interface RepeatingTask {
  start: Date | string;
  end: Date | string;
  /** IANA zone whose wall clock the task keeps, e.g. 'America/Mexico_City'. */
  timeZone: string;
  rule?: RepeatRule | null;
}

/** The range a calendar or list shows: from inclusive, to exclusive. */
export interface OccurrenceWindow {
  from: Date | string;
  to: Date | string;
}

export interface Occurrence {
  start: Date;
  end: Date;
  /** Position in the whole series from 0, so one occurrence can be completed on its own. */
  index: number;
}

/** More than a calendar month of daily tasks needs; a bigger answer means a runaway window. */
export const MAX_OCCURRENCES = 5000;

/** A date-time string must name its offset: without one, Date would read it on the server's clock. */
const WITH_OFFSET = /T.*(Z|[+-]\d{2}:?\d{2})$/i;

function instant(value: Date | string, name: string): number {
  const time = typeof value === 'string' ? (WITH_OFFSET.test(value) ? Date.parse(value) : NaN) : value.getTime();
  if (Number.isNaN(time)) throw new RangeError(`${name} is not a date-time with an offset: ${String(value)}`);
  return time;
}

const epochDay = (year: number, monthIndex: number, day: number) => Date.UTC(year, monthIndex, day) / MS_PER_DAY;

/**
 * The local days the rule names, from the start's day on, in order and without end: the caller
 * stops at until, count or the window. A start on a day the rule does not name is not itself an
 * occurrence; the start gives the time of day and the day the series counts from.
 */
function* ruleDays(startDay: number, rule: RepeatRule): Generator<number> {
  if (rule.frequency === 'daily') {
    for (let day = startDay; ; day += rule.interval) yield day;
  }
  if (rule.frequency === 'weekly') {
    // Weeks run Sunday to Saturday, as the weekday numbers do; 1970-01-01 was a Thursday (4).
    const weekOfStart = startDay - ((((startDay + 4) % 7) + 7) % 7);
    const weekdays = [...new Set(rule.weekdays)].sort((a, b) => a - b);
    for (let week = weekOfStart; ; week += 7 * rule.interval) {
      for (const weekday of weekdays) if (week + weekday >= startDay) yield week + weekday;
    }
  }
  const first = new Date(startDay * MS_PER_DAY);
  const monthDay = rule.monthDay ?? first.getUTCDate();
  for (let month = first.getUTCMonth(); ; month += rule.interval) {
    // A month without the rule's day (the 31st in April, the 29th to 31st in February) takes
    // its last day, so a task set for month end happens every month instead of skipping some.
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), month + 1, 0)).getUTCDate();
    const day = epochDay(first.getUTCFullYear(), month, Math.min(monthDay, lastDay));
    if (day >= startDay) yield day;
  }
}

/**
 * Every occurrence of a task overlapping the window, each keeping the first occurrence's local
 * time of day and its length, however the zone's offset changes in between.
 */
export function expandOccurrences(task: RepeatingTask, window: OccurrenceWindow): Occurrence[] {
  const start = instant(task.start, 'start');
  const duration = instant(task.end, 'end') - start;
  if (duration < 0) throw new RangeError('end is before start');
  const from = instant(window.from, 'from');
  const to = instant(window.to, 'to');
  // [from, to) holds an occurrence that ends after from, or a zero-length one at from itself.
  const overlaps = (occurrenceStart: number) =>
    occurrenceStart < to && (occurrenceStart + duration > from || occurrenceStart >= from);
  const occurrence = (occurrenceStart: number, index: number): Occurrence => ({
    start: new Date(occurrenceStart),
    end: new Date(occurrenceStart + duration),
    index,
  });

  if (!task.rule) return overlaps(start) ? [occurrence(start, 0)] : [];

  // Checked again here because an unchecked rule (a weekly one without days, interval 0) would
  // never end the loop below.
  const rule = repeatRule.parse(task.rule);
  const { timeZone } = task;
  const localStart = wallClockAt(start, timeZone);
  const startDay = Math.floor(localStart / MS_PER_DAY);
  const timeOfDay = localStart - startDay * MS_PER_DAY;
  const untilDay = rule.until === undefined ? Infinity : Date.parse(`${rule.until}T00:00:00Z`) / MS_PER_DAY;
  const count = rule.count ?? Infinity;

  const found: Occurrence[] = [];
  let index = 0;
  for (const day of ruleDays(startDay, rule)) {
    if (index >= count || day > untilDay) break;
    const localTime = day * MS_PER_DAY + timeOfDay;
    // No zone is more than 14 hours from UTC, so an occurrence whose wall clock is a day and its
    // length before the window ends before it: skip the Intl work for the series' past.
    if (localTime + MS_PER_DAY + duration > from) {
      // The start day keeps the given instant, which may be the later pass of a fall-back hour.
      const occurrenceStart = day === startDay ? start : instantOf(localTime, timeZone);
      if (occurrenceStart >= to) break;
      if (overlaps(occurrenceStart)) {
        if (found.length === MAX_OCCURRENCES) {
          throw new RangeError(`more than ${MAX_OCCURRENCES} occurrences in the window; ask for a shorter range`);
        }
        found.push(occurrence(occurrenceStart, index));
      }
    }
    index += 1;
  }
  return found;
}
