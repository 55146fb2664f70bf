/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl. A local date and time is
 * carried as "naive" milliseconds: the wall clock's fields read as if they were UTC, so adding
 * days to it is plain integer arithmetic and only the final step needs the zone.
 */
export const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    // An unknown zone throws a RangeError here, which is the error a caller should see.
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** The zone's wall clock at an instant, as naive milliseconds. */
export function wallClockAt(instant: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  // Intl stops at whole seconds; the milliseconds are the same on every clock.
  const millis = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second')) + millis;
}

/**
 * Offsets already asked for, per zone and instant. A calendar expands the same wall-clock times
 * for many tasks (every 06:00 milking) and again on every request, and each answer costs an Intl
 * call; an instant's offset in a zone never changes while the process runs. Bounded: emptied when full.
 */
const offsets = new Map<string, Map<number, number>>();
const OFFSETS_KEPT_PER_ZONE = 50_000;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(instant);
  if (offset === undefined) {
    offset = wallClockAt(instant, timeZone) - instant;
    if (zone.size >= OFFSETS_KEPT_PER_ZONE) zone.clear();
    zone.set(instant, offset);
  }
  return offset;
}

/**
 * The instant a wall-clock time happens in the zone. The offset correction is done with the
 * offsets a day either side rather than by iterating from the naive value: iterating lands on
 * either instant of a fall-back hour depending on which side it starts from, while the two
 * bracketing offsets name both candidates outright (zones do not change twice within two days).
 * - An ambiguous time (the repeated hour when clocks go back) takes the earlier instant.
 * - A time that does not exist (the hour skipped when clocks go forward) is read with the offset
 *   in force before the change, which moves it forward by the gap: 02:30 becomes 03:30.
 */
export function instantOf(naive: number, timeZone: string): number {
  const offsetBefore = offsetAt(naive - MS_PER_DAY, timeZone);
  const offsetAfter = offsetAt(naive + MS_PER_DAY, timeZone);
  // No change within a day either side (nearly always): one offset, one instant.
  if (offsetBefore === offsetAfter) return naive - offsetBefore;
  const candidates = [naive - offsetBefore, naive - offsetAfter].filter((instant) => instant + offsetAt(instant, timeZone) === naive);
  return candidates.length > 0 ? Math.min(...candidates) : naive - offsetBefore;
}
