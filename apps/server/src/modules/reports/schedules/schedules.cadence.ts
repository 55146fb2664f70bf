import { instantOf, wallClockAt } from '@ganado/recurrence';
import { addDays } from '@ganado/shared/http';
import type { ReportCadence } from '@ganado/shared/reports';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface Cadence {
  cadence: ReportCadence;
  /** ISO 1 Monday … 7 Sunday, for weekly. */
  weekday: number | null;
  /** 1–28, for monthly. */
  dayOfMonth: number | null;
  hour: number;
  timeZone: string;
}

/** The calendar day of an instant on the zone's clock, as naive midnight (`@ganado/recurrence`'s wall-clock arithmetic). */
const localMidnight = (instant: Date, timeZone: string) => Math.floor(wallClockAt(instant.getTime(), timeZone) / DAY_MS) * DAY_MS;
const isoWeekday = (naiveDay: number) => new Date(naiveDay).getUTCDay() || 7;

/**
 * The first send strictly after `after`: the cadence's next day at `hour` on the zone's clock (an
 * hour the clocks skip is read as `instantOf` reads it, the same hour after the change).
 */
export function nextRunAfter(cadence: Cadence, after: Date): Date {
  const today = localMidnight(after, cadence.timeZone);
  const at = (naiveDay: number) => new Date(instantOf(naiveDay + cadence.hour * HOUR_MS, cadence.timeZone));
  if (cadence.cadence === 'weekly') {
    // Today, if its hour is still to come, up to the same weekday next week.
    for (let offset = 0; offset <= 7; offset += 1) {
      const day = today + offset * DAY_MS;
      if (isoWeekday(day) === cadence.weekday && at(day) > after) return at(day);
    }
  } else {
    const month = new Date(today);
    for (let offset = 0; offset <= 1; offset += 1) {
      const day = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + offset, cadence.dayOfMonth!);
      if (at(day) > after) return at(day);
    }
  }
  throw new Error(`No next run for ${JSON.stringify(cadence)}`);
}

/** The same day a month earlier, or the month's last day when it has fewer (31 March → 28 February). */
function monthBefore(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 2, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The days a report sent at `sentAt` covers (docs/decisions.md: scheduled reports): those before
 * its day on the zone's clock, so each is over there (and never after today in UTC, which the
 * analytics pages refuse): the 7 days before for weekly, the month before for monthly.
 */
export function periodOf(cadence: Pick<Cadence, 'cadence' | 'timeZone'>, sentAt: Date): { from: string; to: string } {
  const sendDay = new Date(localMidnight(sentAt, cadence.timeZone)).toISOString().slice(0, 10);
  const to = addDays(sendDay, -1);
  return { from: cadence.cadence === 'weekly' ? addDays(sendDay, -7) : monthBefore(sendDay), to };
}
