import { describe, expect, it } from 'vitest';
import { addDays, dateRangeQuery, daysBetween, resolveDateRange } from './date-range';

const limits = { lastDay: '2026-11-21', defaultDays: 30, maxDays: 92 };

describe('report periods', () => {
  it('counts both ends and moves across months and leap days', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('fills in the missing ends: the last days by default, or the days after a given start', () => {
    expect(resolveDateRange({}, limits)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(resolveDateRange({ to: '2026-06-30' }, limits)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(resolveDateRange({ from: '2026-06-01' }, limits)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    // A start close to the last day stops there.
    expect(resolveDateRange({ from: '2026-11-15' }, limits)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('refuses a reversed or too long period, whether asked for or completed', () => {
    expect(resolveDateRange({ from: '2026-12-01' }, limits)).toBeNull();
    expect(resolveDateRange({ from: '2026-01-01', to: '2026-12-31' }, limits)).toBeNull();
    const query = dateRangeQuery(92);
    expect(query.safeParse({ from: '2026-01-01', to: '2026-04-02' }).success).toBe(true);
    expect(query.safeParse({ from: '2026-01-01', to: '2026-04-03' }).error?.issues[0]?.message).toBe('reports.rangeTooLong');
    expect(query.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe('reports.rangeReversed');
    expect(query.safeParse({ from: '2026-02-30' }).error?.issues[0]?.message).toBe('reports.dateInvalid');
  });
});
