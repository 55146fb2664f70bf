import { toDisplayDate, formatTime12h, isoToDisplayDate } from '@ganado/shared/format';

/**
 * How the action list writes dates and times: dates DD/MM/YYYY and times on the 12-hour clock, as
 * the rest of the app does (docs/product.md §5, §9).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO with offset) on the viewer's clock: '23/11/2026 7:00 AM'. */
export function instantText(iso: string): string {
  const date = new Date(iso);
  return `${toDisplayDate(date)} ${timeText(date)}`;
}

/** The time of day of a Date on the viewer's clock: '7:00 AM'. */
export function timeText(date: Date): string {
  return formatTime12h(`${pad(date.getHours())}:${pad(date.getMinutes())}`) ?? '';
}

/** A wall-clock value as the task keeps it ('2026-11-23T07:00'): '23/11/2026 7:00 AM'. */
export function wallClockText(local: string): string {
  const [date = '', time = ''] = local.split('T');
  return `${isoToDisplayDate(date) ?? date} ${formatTime12h(time.slice(0, 5)) ?? time}`;
}

/** The viewer's IANA time zone, which a new task keeps. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Weekday names from Sunday (0) in the reader's language, short ('Mon') or long. */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}
