import { describe, expect, it } from 'vitest';
import { instantText, wallClockOf } from './instant';

describe('instantText', () => {
  it('writes an instant on a zone’s clock, DD/MM/YYYY and the 12-hour clock', () => {
    expect(instantText('2026-12-18T08:00:00.000Z', 'UTC')).toBe('18/12/2026 8:00 AM');
    expect(instantText('2026-12-18T08:00:00.000Z', 'Europe/Madrid')).toBe('18/12/2026 9:00 AM');
    expect(instantText('2026-11-24T05:30:00.000Z', 'America/Mexico_City')).toBe('23/11/2026 11:30 PM');
    expect(instantText('2026-11-24T00:10:00.000Z', 'Asia/Kathmandu')).toBe('24/11/2026 5:55 AM');
  });

  it('follows a change of offset to the minute, on either side of it', () => {
    // Madrid leaves summer time at 01:00 UTC on 25/10/2026: 03:00 CEST becomes 02:00 CET.
    expect(wallClockOf(new Date('2026-10-25T00:59:00Z'), 'Europe/Madrid')).toEqual({ day: '25/10/2026', time: '2:59 AM' });
    expect(wallClockOf(new Date('2026-10-25T01:00:00Z'), 'Europe/Madrid')).toEqual({ day: '25/10/2026', time: '2:00 AM' });
    // Lord Howe moves by half an hour, at 02:00 local on 04/10/2026 (15:30 UTC the day before): a change off the hour.
    expect(instantText('2026-10-03T15:29:00Z', 'Australia/Lord_Howe')).toBe('04/10/2026 1:59 AM');
    expect(instantText('2026-10-03T15:30:00Z', 'Australia/Lord_Howe')).toBe('04/10/2026 2:30 AM');
  });
});
