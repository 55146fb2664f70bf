import { describe, expect, it } from 'vitest';
import { ageOn } from './age';

describe('an animal’s age', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
  it('counts whole months, a month being complete on the day of the month it was born', () => {
    expect(ageOn('2023-02-10', on('2026-11-22'))).toMatchObject({ years: 3, months: 9 });
    expect(ageOn('2023-02-10', on('2026-11-09'))).toMatchObject({ years: 3, months: 8 });
    expect(ageOn('2026-11-01', on('2026-11-22'))).toEqual({ years: 0, months: 0, days: 21 });
  });
  it('is never negative for a birth date still to come', () => {
    expect(ageOn('2027-01-01', on('2026-11-22'))).toEqual({ years: 0, months: 0, days: 0 });
  });
});
