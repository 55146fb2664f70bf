import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDateIn, isDateInFuture, isRecordInFuture, isTimeZone, todayIn, userTimeZone } from './today';

const midnightUtc = (date: string) => `${date}T00:00:00.000Z`;

afterEach(() => vi.useRealTimers());

describe('today', () => {
  it('is the local calendar date, not UTC’s: 20:00 in Mexico City is already tomorrow in UTC', () => {
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z')); // 20:00 on the 23rd in Mexico City (UTC−6)
    expect(todayIn('America/Mexico_City')).toBe('2026-11-23');
    expect(todayIn('UTC')).toBe('2026-11-24');
  });

  it('runs ahead of UTC in Auckland, across its daylight-saving time', () => {
    vi.setSystemTime(new Date('2026-11-23T20:00:00Z')); // 09:00 on the 24th in Auckland (NZDT, UTC+13)
    expect(todayIn('Pacific/Auckland')).toBe('2026-11-24');
    expect(calendarDateIn(new Date('2026-06-23T11:59:00Z'), 'Pacific/Auckland')).toBe('2026-06-23'); // 23:59 NZST
    expect(calendarDateIn(new Date('2026-06-23T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-06-24');
  });

  it('is UTC’s date in UTC, up to the last millisecond of the day', () => {
    vi.setSystemTime(new Date('2026-12-31T23:59:59.999Z'));
    expect(todayIn('UTC')).toBe('2026-12-31');
  });

  it('knows the user’s zone, an IANA name', () => {
    expect(Intl.supportedValuesOf('timeZone').concat('UTC')).toContain(userTimeZone());
  });
});

describe('a record in the future', () => {
  const eveningInMexico = new Date('2026-11-24T02:00:00Z'); // 20:00 on the 23rd there

  it('is a date after today in the zone given', () => {
    expect(isRecordInFuture(midnightUtc('2026-11-23'), eveningInMexico, 'America/Mexico_City')).toBe(false);
    // UTC's today, but tomorrow on the farm.
    expect(isRecordInFuture(midnightUtc('2026-11-24'), eveningInMexico, 'America/Mexico_City')).toBe(true);
    // 23:30 on the farm is still today.
    expect(isRecordInFuture(midnightUtc('2026-11-23'), new Date('2026-11-24T05:30:00Z'), 'America/Mexico_City')).toBe(false);
  });

  it('takes today in Auckland as today, although its 00:00 UTC is hours ahead', () => {
    const morningInAuckland = new Date('2026-11-23T20:00:00Z'); // 09:00 on the 24th
    expect(isRecordInFuture(midnightUtc('2026-11-24'), morningInAuckland, 'Pacific/Auckland')).toBe(false);
    expect(isRecordInFuture(midnightUtc('2026-11-25'), morningInAuckland, 'Pacific/Auckland')).toBe(true);
  });

  it('with no zone known, is a day that has begun nowhere yet', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(isRecordInFuture(midnightUtc('2026-11-23'), now)).toBe(false);
    expect(isRecordInFuture(midnightUtc('2026-11-24'), now)).toBe(true);
  });

  it('compares an instant as it is, whatever the zone', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isRecordInFuture('2026-11-23T10:00:01.000Z', now, 'Pacific/Auckland')).toBe(true);
    expect(isRecordInFuture('2026-11-23T09:59:59.000Z', now)).toBe(false);
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Mexico City')).toBe(false);
  });
});

describe('a day in the future', () => {
  it('is after today on the farm’s clock, else after a day begun nowhere yet', () => {
    // 08:30 in Auckland on the 24th is 19:30 UTC on the 23rd: a calf born there today is not refused.
    const morningInAuckland = new Date('2026-11-23T19:30:00Z');
    expect(isDateInFuture('2026-11-24', morningInAuckland, 'Pacific/Auckland')).toBe(false);
    expect(isDateInFuture('2026-11-25', morningInAuckland, 'Pacific/Auckland')).toBe(true);
    expect(isDateInFuture('2026-11-24', morningInAuckland, 'America/Mexico_City')).toBe(true);
    expect(isDateInFuture('2026-11-24', morningInAuckland, null)).toBe(false);
    expect(isDateInFuture('2026-11-25', morningInAuckland)).toBe(true);
  });
});
