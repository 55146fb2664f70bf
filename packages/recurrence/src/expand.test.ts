import { describe, expect, it } from 'vitest';
import { expandOccurrences, MAX_OCCURRENCES, type Occurrence } from './expand';

/** Occurrences as [start, end, index] in UTC, the form the expected values are written in. */
const utc = (occurrences: Occurrence[]) =>
  occurrences.map(({ start, end, index }) => [start.toISOString(), end.toISOString(), index]);

describe('expandOccurrences across daylight-saving changes', () => {
  const milking = { timeZone: 'Europe/Madrid', rule: { frequency: 'daily' as const, interval: 1 } };

  it('keeps 07:00 in Madrid when clocks go forward on the last Sunday of March', () => {
    // 2026-03-29: 02:00 CET (+01:00) becomes 03:00 CEST (+02:00).
    const task = { ...milking, start: '2026-03-27T07:00:00+01:00', end: '2026-03-27T08:00:00+01:00' };
    expect(utc(expandOccurrences(task, { from: '2026-03-27T00:00:00Z', to: '2026-03-31T00:00:00Z' }))).toEqual([
      ['2026-03-27T06:00:00.000Z', '2026-03-27T07:00:00.000Z', 0],
      ['2026-03-28T06:00:00.000Z', '2026-03-28T07:00:00.000Z', 1],
      ['2026-03-29T05:00:00.000Z', '2026-03-29T06:00:00.000Z', 2],
      ['2026-03-30T05:00:00.000Z', '2026-03-30T06:00:00.000Z', 3],
    ]);
  });

  it('keeps 07:00 in Madrid when clocks go back on the last Sunday of October', () => {
    // 2026-10-25: 03:00 CEST (+02:00) becomes 02:00 CET (+01:00).
    const task = { ...milking, start: '2026-10-23T07:00:00+02:00', end: '2026-10-23T08:00:00+02:00' };
    expect(utc(expandOccurrences(task, { from: '2026-10-23T00:00:00Z', to: '2026-10-27T00:00:00Z' }))).toEqual([
      ['2026-10-23T05:00:00.000Z', '2026-10-23T06:00:00.000Z', 0],
      ['2026-10-24T05:00:00.000Z', '2026-10-24T06:00:00.000Z', 1],
      ['2026-10-25T06:00:00.000Z', '2026-10-25T07:00:00.000Z', 2],
      ['2026-10-26T06:00:00.000Z', '2026-10-26T07:00:00.000Z', 3],
    ]);
  });

  it('moves a time in the spring-forward gap forward by the gap: 02:30 becomes 03:30', () => {
    const task = { ...milking, start: '2026-03-28T02:30:00+01:00', end: '2026-03-28T02:45:00+01:00' };
    expect(utc(expandOccurrences(task, { from: '2026-03-28T00:00:00Z', to: '2026-03-31T00:00:00Z' }))).toEqual([
      ['2026-03-28T01:30:00.000Z', '2026-03-28T01:45:00.000Z', 0], // 02:30 CET
      ['2026-03-29T01:30:00.000Z', '2026-03-29T01:45:00.000Z', 1], // 03:30 CEST: 02:30 never happens
      ['2026-03-30T00:30:00.000Z', '2026-03-30T00:45:00.000Z', 2], // 02:30 CEST
    ]);
  });

  it('takes the earlier instant of a time that happens twice when clocks go back', () => {
    const task = { ...milking, start: '2026-10-24T02:30:00+02:00', end: '2026-10-24T02:45:00+02:00' };
    expect(utc(expandOccurrences(task, { from: '2026-10-24T00:00:00Z', to: '2026-10-27T00:00:00Z' }))).toEqual([
      ['2026-10-24T00:30:00.000Z', '2026-10-24T00:45:00.000Z', 0], // 02:30 CEST
      ['2026-10-25T00:30:00.000Z', '2026-10-25T00:45:00.000Z', 1], // 02:30 CEST, not the later 02:30 CET
      ['2026-10-26T01:30:00.000Z', '2026-10-26T01:45:00.000Z', 2], // 02:30 CET
    ]);
  });

  it('stays at one offset in Mexico City, which has had no daylight saving since 2022', () => {
    // The first Sunday of April and the last of October were Mexico's old change days.
    const task = {
      start: '2026-04-04T07:00:00-06:00',
      end: '2026-04-04T07:30:00-06:00',
      timeZone: 'America/Mexico_City',
      rule: { frequency: 'daily' as const, interval: 1 },
    };
    expect(utc(expandOccurrences(task, { from: '2026-04-04T00:00:00Z', to: '2026-04-07T00:00:00Z' }))).toEqual([
      ['2026-04-04T13:00:00.000Z', '2026-04-04T13:30:00.000Z', 0],
      ['2026-04-05T13:00:00.000Z', '2026-04-05T13:30:00.000Z', 1],
      ['2026-04-06T13:00:00.000Z', '2026-04-06T13:30:00.000Z', 2],
    ]);
    expect(utc(expandOccurrences(task, { from: '2026-10-24T00:00:00Z', to: '2026-10-26T00:00:00Z' }))).toEqual([
      ['2026-10-24T13:00:00.000Z', '2026-10-24T13:30:00.000Z', 203],
      ['2026-10-25T13:00:00.000Z', '2026-10-25T13:30:00.000Z', 204],
    ]);
  });
});

describe('expandOccurrences: weekly', () => {
  it('repeats Mon/Wed/Fri every other week in New York, counting from the first occurrence', () => {
    // Week 0 is Sunday 1 March 2026; week 2 starts 15 March, after clocks went forward on 8 March
    // (EST -05:00 to EDT -04:00), week 4 on 29 March. Seven: 2, 4, 6, 16, 18, 20 and 30 March.
    const task = {
      start: '2026-03-02T09:00:00-05:00',
      end: '2026-03-02T10:00:00-05:00',
      timeZone: 'America/New_York',
      rule: { frequency: 'weekly' as const, interval: 2, weekdays: [5, 1, 3], count: 7 },
    };
    expect(utc(expandOccurrences(task, { from: '2026-03-17T00:00:00Z', to: '2026-04-30T00:00:00Z' }))).toEqual([
      ['2026-03-18T13:00:00.000Z', '2026-03-18T14:00:00.000Z', 4],
      ['2026-03-20T13:00:00.000Z', '2026-03-20T14:00:00.000Z', 5],
      ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z', 6],
    ]);
  });

  it('does not produce the week-0 days before the start', () => {
    // Start on Wednesday 4 March; Monday 2 March of the same week is before it.
    const task = {
      start: '2026-03-04T09:00:00-06:00',
      end: '2026-03-04T09:00:00-06:00',
      timeZone: 'America/Mexico_City',
      rule: { frequency: 'weekly' as const, interval: 1, weekdays: [1, 3] },
    };
    expect(utc(expandOccurrences(task, { from: '2026-03-01T00:00:00Z', to: '2026-03-10T00:00:00Z' }))).toEqual([
      ['2026-03-04T15:00:00.000Z', '2026-03-04T15:00:00.000Z', 0],
      ['2026-03-09T15:00:00.000Z', '2026-03-09T15:00:00.000Z', 1],
    ]);
  });
});

describe('expandOccurrences: monthly', () => {
  const mexico = 'America/Mexico_City';

  it('takes the last day of a month without the 31st', () => {
    const task = {
      start: '2026-01-31T08:00:00-06:00',
      end: '2026-01-31T09:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'monthly' as const, interval: 1 },
    };
    expect(utc(expandOccurrences(task, { from: '2026-01-01T00:00:00Z', to: '2026-07-01T00:00:00Z' }))).toEqual([
      ['2026-01-31T14:00:00.000Z', '2026-01-31T15:00:00.000Z', 0],
      ['2026-02-28T14:00:00.000Z', '2026-02-28T15:00:00.000Z', 1],
      ['2026-03-31T14:00:00.000Z', '2026-03-31T15:00:00.000Z', 2],
      ['2026-04-30T14:00:00.000Z', '2026-04-30T15:00:00.000Z', 3],
      ['2026-05-31T14:00:00.000Z', '2026-05-31T15:00:00.000Z', 4],
      ['2026-06-30T14:00:00.000Z', '2026-06-30T15:00:00.000Z', 5],
    ]);
  });

  it('repeats on the 29th: 28 February in 2027, 29 February in the leap year 2028', () => {
    const task = {
      start: '2027-01-29T10:00:00-06:00',
      end: '2027-01-29T10:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'monthly' as const, interval: 1, monthDay: 29 },
    };
    const starts = expandOccurrences(task, { from: '2027-01-01T00:00:00Z', to: '2028-04-01T00:00:00Z' }).map(
      (occurrence) => occurrence.start.toISOString(),
    );
    expect(starts.slice(0, 3)).toEqual(['2027-01-29T16:00:00.000Z', '2027-02-28T16:00:00.000Z', '2027-03-29T16:00:00.000Z']);
    expect(starts.slice(-3)).toEqual(['2028-01-29T16:00:00.000Z', '2028-02-29T16:00:00.000Z', '2028-03-29T16:00:00.000Z']);
    expect(starts).toHaveLength(15);
  });

  it('skips a month-0 day before the start and counts months by the interval', () => {
    // Start 20 January, on the 10th every 3 months: 10 January is before the start.
    const task = {
      start: '2026-01-20T08:00:00-06:00',
      end: '2026-01-20T08:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'monthly' as const, interval: 3, monthDay: 10 },
    };
    expect(utc(expandOccurrences(task, { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }))).toEqual([
      ['2026-04-10T14:00:00.000Z', '2026-04-10T14:00:00.000Z', 0],
      ['2026-07-10T14:00:00.000Z', '2026-07-10T14:00:00.000Z', 1],
      ['2026-10-10T14:00:00.000Z', '2026-10-10T14:00:00.000Z', 2],
    ]);
  });
});

describe('expandOccurrences: series ends and windows', () => {
  const mexico = 'America/Mexico_City';

  it('includes the until day, read on the local calendar', () => {
    // 20:00 in Mexico City is 02:00 UTC the next day: 3 May's occurrence falls on 4 May in UTC.
    const task = {
      start: '2026-05-01T20:00:00-06:00',
      end: '2026-05-01T21:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'daily' as const, interval: 1, until: '2026-05-03' },
    };
    expect(utc(expandOccurrences(task, { from: '2026-04-01T00:00:00Z', to: '2026-06-01T00:00:00Z' }))).toEqual([
      ['2026-05-02T02:00:00.000Z', '2026-05-02T03:00:00.000Z', 0],
      ['2026-05-03T02:00:00.000Z', '2026-05-03T03:00:00.000Z', 1],
      ['2026-05-04T02:00:00.000Z', '2026-05-04T03:00:00.000Z', 2],
    ]);
  });

  it('repeats every third day, indexed from the start even when the window is later', () => {
    // 1, 4, 7, 10 June; the window [5 June, 11 June) holds the 7th and the 10th.
    const task = {
      start: '2026-06-01T06:00:00-06:00',
      end: '2026-06-01T07:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'daily' as const, interval: 3 },
    };
    expect(utc(expandOccurrences(task, { from: '2026-06-05T00:00:00Z', to: '2026-06-11T00:00:00Z' }))).toEqual([
      ['2026-06-07T12:00:00.000Z', '2026-06-07T13:00:00.000Z', 2],
      ['2026-06-10T12:00:00.000Z', '2026-06-10T13:00:00.000Z', 3],
    ]);
  });

  it('gives nothing for a window before the start', () => {
    const task = {
      start: '2026-06-01T06:00:00-06:00',
      end: '2026-06-01T07:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'daily' as const, interval: 1 },
    };
    expect(expandOccurrences(task, { from: '2026-05-01T00:00:00Z', to: '2026-06-01T12:00:00Z' })).toEqual([]);
  });

  it('includes an occurrence that starts before the window and ends inside it', () => {
    // A night watch 22:00 to 02:00; the window is 3 June 00:00 to 4 June 00:00 in Mexico City.
    const task = {
      start: '2026-06-01T22:00:00-06:00',
      end: '2026-06-02T02:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'daily' as const, interval: 1 },
    };
    expect(utc(expandOccurrences(task, { from: '2026-06-03T06:00:00Z', to: '2026-06-04T06:00:00Z' }))).toEqual([
      ['2026-06-03T04:00:00.000Z', '2026-06-03T08:00:00.000Z', 1],
      ['2026-06-04T04:00:00.000Z', '2026-06-04T08:00:00.000Z', 2],
    ]);
  });

  it('gives a task without a rule once, when it overlaps the window', () => {
    const task = { start: new Date('2026-06-01T12:00:00Z'), end: new Date('2026-06-01T13:00:00Z'), timeZone: mexico };
    expect(utc(expandOccurrences(task, { from: '2026-06-01T12:30:00Z', to: '2026-06-02T00:00:00Z' }))).toEqual([
      ['2026-06-01T12:00:00.000Z', '2026-06-01T13:00:00.000Z', 0],
    ]);
    expect(expandOccurrences(task, { from: '2026-06-01T13:00:00Z', to: '2026-06-02T00:00:00Z' })).toEqual([]);
  });

  it(`refuses a window holding more than ${MAX_OCCURRENCES} occurrences`, () => {
    const task = {
      start: '2026-01-01T08:00:00-06:00',
      end: '2026-01-01T08:00:00-06:00',
      timeZone: mexico,
      rule: { frequency: 'daily' as const, interval: 1 },
    };
    const day = 86_400_000;
    const from = new Date('2026-01-01T14:00:00Z');
    // 5,000 days from the start hold occurrences 0 to 4,999; one more day holds a 5,001st.
    expect(expandOccurrences(task, { from, to: new Date(from.getTime() + 5000 * day) })).toHaveLength(5000);
    expect(() => expandOccurrences(task, { from, to: new Date(from.getTime() + 5001 * day) })).toThrow(
      /more than 5000 occurrences/,
    );
  });

  it('refuses an end before the start, an unknown zone and a date-time without its offset', () => {
    const window = { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' };
    const rule = { frequency: 'daily' as const, interval: 1 };
    expect(() =>
      expandOccurrences({ start: '2026-01-02T00:00:00Z', end: '2026-01-01T00:00:00Z', timeZone: mexico, rule }, window),
    ).toThrow(/end is before start/);
    expect(() =>
      expandOccurrences({ start: '2026-01-02T00:00:00Z', end: '2026-01-02T00:00:00Z', timeZone: 'Mars/Olympus', rule }, window),
    ).toThrow(RangeError);
    expect(() =>
      expandOccurrences({ start: '2026-01-02T08:00:00', end: '2026-01-02T09:00:00', timeZone: mexico, rule }, window),
    ).toThrow(/not a date-time with an offset/);
  });
});
