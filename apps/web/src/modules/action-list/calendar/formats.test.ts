import { describe, expect, it } from 'vitest';
import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import { calendarTime, weekColumnHeading } from './formats';

/** What FullCalendar hands a formatting function for 2026-11-30 at hh:mm (its markers are UTC-coded local times). */
const moment = (hour: number, minute = 0) => ({
  marker: new Date(Date.UTC(2026, 10, 30, hour, minute)),
  timeZoneOffset: 0,
  array: [2026, 10, 30, hour, minute, 0, 0],
  year: 2026,
  month: 10,
  day: 30,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});
const arg = (start: ReturnType<typeof moment>, end?: ReturnType<typeof moment>) =>
  ({ date: start, start, end, timeZone: 'local', localeCodes: ['es'], defaultSeparator: ' - ' }) as VerboseFormattingArg;

describe('the calendar’s formats', () => {
  it('writes times on the 12-hour clock, as the task list does, whatever the language', () => {
    expect(calendarTime(arg(moment(19, 5)))).toBe('7:05 PM');
    expect(calendarTime(arg(moment(0)))).toBe('12:00 AM');
    expect(calendarTime(arg(moment(6), moment(7, 30)))).toBe('6:00 AM – 7:30 AM');
  });

  it('heads a week’s columns day-first in the reader’s language, not 11/30', () => {
    expect(weekColumnHeading('en')(arg(moment(0)))).toBe('Mon 30/11');
    expect(weekColumnHeading('es')(arg(moment(0)))).toBe('lun 30/11');
  });
});
