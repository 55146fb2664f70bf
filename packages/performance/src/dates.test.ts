import { describe, expect, it } from 'vitest';
import { ageInDays, ageInMonths, ageInYears, dayOf } from './dates';

describe('ages', () => {
  it('counts days on the calendar, across a leap day', () => {
    expect(ageInDays('2023-01-02', '2023-01-02')).toBe(0);
    // 29 days left of January + 28 + 31 + 30 + 31 + 30 + 31 = 210.
    expect(ageInDays('2023-01-02', '2023-07-31')).toBe(210);
    // The same dates a leap year later: February has 29 days.
    expect(ageInDays('2024-01-02', '2024-07-31')).toBe(211);
  });

  it('counts completed months and years', () => {
    expect(ageInMonths('2023-03-14', '2024-09-13')).toBe(17);
    expect(ageInMonths('2023-03-14', '2024-09-14')).toBe(18);
    expect(ageInMonths('2023-01-31', '2023-02-28')).toBe(0);
    expect(ageInYears('2019-06-01', '2024-05-31')).toBe(4);
    expect(ageInYears('2019-06-01', '2024-06-01')).toBe(5);
  });

  it('reads the calendar day of an instant in UTC', () => {
    expect(dayOf(new Date('2024-03-13T23:30:00Z'))).toBe('2024-03-13');
    expect(dayOf('2024-03-13T08:00:00.000Z')).toBe('2024-03-13');
    expect(() => ageInDays('13/03/2024', '2024-03-13')).toThrow(RangeError);
  });
});
