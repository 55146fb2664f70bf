import { formatTime12h } from './time';

const clocks = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
/** Zones change their offset on a quarter hour at the finest, so one reading holds for the quarter. */
const QUARTER_MS = 15 * 60_000;
const OFFSETS_KEPT = 100_000;

/** The zone's offset from UTC in ms during the quarter hour `instant` falls in (the reader's own zone when left out). */
function offsetAt(instant: number, timeZone?: string): number {
  const quarter = Math.floor(instant / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone ?? ''}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let clock = clocks.get(timeZone ?? '');
    if (!clock) {
      clock = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
      clocks.set(timeZone ?? '', clock);
    }
    const parts = Object.fromEntries(clock.formatToParts(new Date(quarter)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - quarter;
    // A long export reads many quarters: the readings are a cache, not a store.
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The day and the time of day an instant falls on in `timeZone` (the reader's own when left out):
 * days DD/MM/YYYY and times on the 12-hour clock in both languages (docs/product.md §9). The
 * web's tables and the server's messages and files write instants through this one function; the
 * zone's offset is read once per quarter hour (Intl is slow: a 100,000-row register reads it per row otherwise).
 */
export function wallClockOf(instant: Date, timeZone?: string): { day: string; time: string } {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  const day = `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
  return { day, time: formatTime12h(`${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`) ?? '' };
}

/** An instant with its time: '23/11/2026 7:00 AM'. */
export function instantText(instant: string | Date, timeZone?: string): string {
  const { day, time } = wallClockOf(new Date(instant), timeZone);
  return `${day} ${time}`;
}
