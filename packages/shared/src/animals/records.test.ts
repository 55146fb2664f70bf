import { describe, expect, it } from 'vitest';
import { isInFuture, occurredAt } from './records';

const day = (value: string) => occurredAt.parse(value);

describe('isInFuture', () => {
  it('takes a day as begun once it has begun anywhere: today in Madrid just after midnight, or in Auckland all morning', () => {
    // 00:30 in Madrid on the 23rd is 23:30 UTC on the 22nd; 09:00 in Auckland is 20:00 UTC the day before.
    expect(isInFuture(day('2026-11-23'), new Date('2026-11-22T23:30:00Z'))).toBe(false);
    expect(isInFuture(day('2026-11-23'), new Date('2026-11-22T20:00:00Z'))).toBe(false);
    // The day after that has begun nowhere yet.
    expect(isInFuture(day('2026-11-24'), new Date('2026-11-22T23:30:00Z'))).toBe(true);
  });

  it('compares an instant to the clock as it is', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isInFuture(day('2026-11-23T10:00:01Z'), now)).toBe(true);
    expect(isInFuture(day('2026-11-23T11:00:00+01:00'), now)).toBe(false);
  });
});
