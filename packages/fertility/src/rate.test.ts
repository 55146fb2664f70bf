import { describe, expect, it } from 'vitest';
import { MIN_RELIABLE_SERVICES, rateOf } from './rate';
import { endOfSecondMonthAfter, monthOf } from './time';

describe('a rate', () => {
  it('keeps its counts, is null over nothing and reliable from 10 in the denominator', () => {
    expect(MIN_RELIABLE_SERVICES).toBe(10);
    expect(rateOf(0, 0)).toEqual({ numerator: 0, denominator: 0, rate: null, reliable: false });
    expect(rateOf(7, 9)).toEqual({ numerator: 7, denominator: 9, rate: 7 / 9, reliable: false });
    expect(rateOf(7, 10)).toEqual({ numerator: 7, denominator: 10, rate: 0.7, reliable: true });
  });
});

describe('calendar arithmetic in UTC', () => {
  it('names the month of an instant in UTC', () => {
    expect(monthOf(Date.parse('2025-12-31T23:59:59.999Z'))).toBe('2025-12');
    expect(monthOf(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });

  it('ends the second month after, across a year and a leap February', () => {
    // November → the end of January of the next year.
    expect(new Date(endOfSecondMonthAfter(Date.parse('2025-11-15T10:00:00Z'))).toISOString()).toBe('2026-01-31T23:59:59.999Z');
    // December 2027 → the end of February 2028, a leap year.
    expect(new Date(endOfSecondMonthAfter(Date.parse('2027-12-31T10:00:00Z'))).toISOString()).toBe('2028-02-29T23:59:59.999Z');
  });
});
