import { describe, expect, it } from 'vitest';
import { localDateTime, occurrenceAt, occurrencesBetween, progress, type TaskTimes, toInstant } from './tasks.occurrences';

const at = (iso: string) => new Date(iso);
const MADRID = 'Europe/Madrid';
/** A task from its first occurrence's wall clock in Madrid. */
const task = (start: string, end: string, extra: Partial<TaskTimes> = {}): TaskTimes => ({
  startAt: toInstant(start, MADRID),
  endAt: toInstant(end, MADRID),
  timeZone: MADRID,
  repeat: null,
  status: 'pending',
  completedAt: null,
  ...extra,
});
const daily = task('2026-03-16T06:00', '2026-03-16T07:00', { repeat: { frequency: 'daily', interval: 1 } });
const none = new Set<number>();

describe('toInstant and localDateTime', () => {
  it('reads a wall clock in the zone, on either side of the change to summer time', () => {
    expect(toInstant('2026-03-28T07:00', MADRID).toISOString()).toBe('2026-03-28T06:00:00.000Z');
    expect(toInstant('2026-03-30T07:00:00', MADRID).toISOString()).toBe('2026-03-30T05:00:00.000Z');
    expect(localDateTime(at('2026-03-30T05:00:00Z'), MADRID)).toBe('2026-03-30T07:00');
  });

  it('moves a time in the skipped hour forward by the gap, and keeps an instant with an offset as sent', () => {
    // 02:30 on 29 March does not exist in Madrid: it is read as 03:30 summer time.
    const gap = toInstant('2026-03-29T02:30', MADRID);
    expect(gap.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localDateTime(gap, MADRID)).toBe('2026-03-29T03:30');
    expect(toInstant('2026-03-29T02:30:00+05:00', MADRID).toISOString()).toBe('2026-03-28T21:30:00.000Z');
    expect(toInstant('2026-03-29T02:30:00Z', MADRID).toISOString()).toBe('2026-03-29T02:30:00.000Z');
  });

  it('takes the earlier instant of the hour repeated when clocks go back', () => {
    expect(toInstant('2026-10-25T02:30', MADRID).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('occurrenceAt', () => {
  it('gives the only occurrence of a task that does not repeat, and none other', () => {
    const once = task('2026-03-19T07:00', '2026-03-19T08:00');
    expect(occurrenceAt(once, 0)).toEqual({ index: 0, start: once.startAt, end: once.endAt });
    expect(occurrenceAt(once, 1)).toBeNull();
  });

  it('finds a far occurrence of a series at its wall clock', () => {
    expect(occurrenceAt(daily, 20)).toMatchObject({ index: 20, start: at('2026-04-05T04:00:00Z') });
    const weekly = task('2026-03-16T07:00', '2026-03-16T08:00', { repeat: { frequency: 'weekly', interval: 1, weekdays: [1, 4] } });
    // Mondays and Thursdays: index 5 is the third Thursday, 2 April, in summer time.
    expect(occurrenceAt(weekly, 5)).toMatchObject({ start: at('2026-04-02T05:00:00Z') });
  });

  it('has no occurrence past the count, or after a closed series closed', () => {
    const counted = { ...daily, repeat: { frequency: 'daily' as const, interval: 1, count: 3 } };
    expect(occurrenceAt(counted, 2)).not.toBeNull();
    expect(occurrenceAt(counted, 3)).toBeNull();
    const closed = { ...daily, status: 'completed' as const, completedAt: at('2026-03-18T12:00:00Z') };
    expect(occurrenceAt(closed, 2)).not.toBeNull();
    expect(occurrenceAt(closed, 3)).toBeNull();
    expect(occurrencesBetween(closed, at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z')).map((o) => o.index)).toEqual([0, 1, 2]);
  });
});

describe('progress', () => {
  const noon = at('2026-03-18T11:00:00Z');

  it('is overdue once a task that does not repeat has ended undone, and not once it is done', () => {
    const once = task('2026-03-17T07:00', '2026-03-17T08:00');
    expect(progress(once, none, noon)).toEqual({ overdue: true, next: { index: 0, start: once.startAt, end: once.endAt } });
    expect(progress(once, new Set([0]), noon)).toEqual({ overdue: false, next: null });
    expect(progress(once, none, at('2026-03-17T06:30:00Z'))).toMatchObject({ overdue: false, next: { index: 0 } });
  });

  it('looks at the latest due occurrence of a series: overdue while it is undone, next is it', () => {
    expect(progress(daily, none, noon)).toMatchObject({ overdue: true, next: { index: 2 } });
    // Today's is done: not overdue, whatever an earlier day; the next is tomorrow's.
    expect(progress(daily, new Set([2]), noon)).toMatchObject({ overdue: false, next: { index: 3, start: at('2026-03-19T05:00:00Z') } });
  });

  it('is neither overdue nor has a next occurrence once the series is closed', () => {
    expect(progress({ ...daily, status: 'cancelled', completedAt: noon }, none, noon)).toEqual({ overdue: false, next: null });
  });

  it('gives the first occurrence of a series that has not started', () => {
    expect(progress(daily, none, at('2026-03-01T00:00:00Z'))).toMatchObject({ overdue: false, next: { index: 0, start: daily.startAt } });
  });
});
