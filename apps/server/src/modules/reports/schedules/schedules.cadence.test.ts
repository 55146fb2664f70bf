import { describe, expect, it } from 'vitest';
import { type Cadence, nextRunAfter, periodOf } from './schedules.cadence';

const weekly = (weekday: number, hour: number, timeZone = 'UTC'): Cadence => ({ cadence: 'weekly', weekday, dayOfMonth: null, hour, timeZone });
const monthly = (dayOfMonth: number, hour: number, timeZone = 'UTC'): Cadence => ({ cadence: 'monthly', weekday: null, dayOfMonth, hour, timeZone });
const next = (cadence: Cadence, after: string) => nextRunAfter(cadence, new Date(after)).toISOString();

describe('the next send of a schedule', () => {
  it('is the weekday’s hour this week while it is still to come, else next week’s', () => {
    // Tuesday 24 November 2026.
    expect(next(weekly(2, 14), '2026-11-24T12:00:00Z')).toBe('2026-11-24T14:00:00.000Z');
    expect(next(weekly(2, 12), '2026-11-24T12:00:00Z')).toBe('2026-12-01T12:00:00.000Z');
    expect(next(weekly(1, 7), '2026-11-24T12:00:00Z')).toBe('2026-11-30T07:00:00.000Z');
    expect(next(weekly(7, 0), '2026-11-24T12:00:00Z')).toBe('2026-11-29T00:00:00.000Z');
  });

  it('is on the farm’s clock: Monday at seven in Mexico City is 13:00 UTC, and Monday there may be Tuesday in UTC', () => {
    expect(next(weekly(1, 7, 'America/Mexico_City'), '2026-11-24T12:00:00Z')).toBe('2026-11-30T13:00:00.000Z');
    // 20:00 on Monday 23 in Mexico City is 02:00 on Tuesday 24 in UTC: Monday's 21:00 is still to come there.
    expect(next(weekly(1, 21, 'America/Mexico_City'), '2026-11-24T02:00:00Z')).toBe('2026-11-24T03:00:00.000Z');
    // Madrid's Monday starts on Sunday evening in UTC.
    expect(next(weekly(1, 0, 'Europe/Madrid'), '2026-11-24T12:00:00Z')).toBe('2026-11-29T23:00:00.000Z');
  });

  it('keeps the hour across a change of the clocks, and reads a skipped hour as the one after', () => {
    // Madrid goes from CET to CEST at 02:00 on Sunday 29 March 2026.
    expect(next(weekly(1, 7, 'Europe/Madrid'), '2026-03-24T12:00:00Z')).toBe('2026-03-30T05:00:00.000Z');
    expect(next(weekly(7, 2, 'Europe/Madrid'), '2026-03-24T12:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('is the day of this month while it is still to come, else next month’s, over the year’s end', () => {
    expect(next(monthly(28, 6), '2026-11-24T12:00:00Z')).toBe('2026-11-28T06:00:00.000Z');
    expect(next(monthly(24, 12), '2026-11-24T12:00:00Z')).toBe('2026-12-24T12:00:00.000Z');
    expect(next(monthly(1, 0), '2026-12-31T23:59:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next(monthly(1, 8, 'Pacific/Auckland'), '2026-12-31T12:00:00Z')).toBe('2026-12-31T19:00:00.000Z');
  });
});

describe('the period a send covers', () => {
  it('is the 7 days before the send’s day for weekly, the month before for monthly', () => {
    expect(periodOf({ cadence: 'weekly', timeZone: 'UTC' }, new Date('2026-11-30T07:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf({ cadence: 'monthly', timeZone: 'UTC' }, new Date('2026-03-05T07:00:00Z'))).toEqual({ from: '2026-02-05', to: '2026-03-04' });
    expect(periodOf({ cadence: 'monthly', timeZone: 'UTC' }, new Date('2026-01-01T00:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    // Sent now on the 31st: the month before has no 31st.
    expect(periodOf({ cadence: 'monthly', timeZone: 'UTC' }, new Date('2026-03-31T10:00:00Z'))).toEqual({ from: '2026-02-28', to: '2026-03-30' });
  });

  it('ends the day before the send’s day on the farm’s clock', () => {
    // 02:00 UTC on Tuesday is still Monday in Mexico City: its days end on Sunday.
    expect(periodOf({ cadence: 'weekly', timeZone: 'America/Mexico_City' }, new Date('2026-11-24T02:00:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // 23:00 UTC on Sunday is Monday in Auckland: its days end on Sunday, today in UTC.
    expect(periodOf({ cadence: 'weekly', timeZone: 'Pacific/Auckland' }, new Date('2026-11-29T23:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});
