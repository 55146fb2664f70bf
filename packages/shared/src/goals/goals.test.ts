import { describe, expect, it } from 'vitest';
import { goalRequest } from './goals';
import { goalProgressOf, trendDays, trendStart } from './progress';

const weaning = { kpi: 'weaning205', comparator: 'atLeast', target: 260, deadline: '2027-06-30' } as const;
const keysOf = (input: object) => {
  const parsed = goalRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a goal as sent', () => {
  it('takes a figure, a way, a target and a deadline, the rest optional', () => {
    expect(goalRequest.parse(weaning)).toEqual({ ...weaning, name: '', notes: '' });
  });

  it('refuses a goal with no measurable figure, a count, a negative target or a share above 100 %', () => {
    expect(keysOf({ ...weaning, kpi: undefined })).toEqual(['kpi: goals.kpiRequired']);
    expect(keysOf({ ...weaning, kpi: 'calvesBorn' })).toEqual(['kpi: goals.kpiRequired']);
    expect(keysOf({ ...weaning, target: -5 })).toEqual(['target: goals.targetNegative']);
    expect(keysOf({ ...weaning, kpi: 'perinatalMortality', target: 3 })).toEqual(['target: goals.shareTooHigh']);
    expect(keysOf({ ...weaning, deadline: '30/06/2027' })).toEqual(['deadline: goals.dateInvalid']);
    expect(keysOf({ ...weaning, from: '2027-02-01', to: '2027-01-01' })).toEqual(['from: reports.rangeReversed']);
  });
});

describe('a goal’s progress', () => {
  const base = { comparator: 'atLeast', target: 260, baseline: 240, baselineOn: '2026-03-01', deadline: '2026-09-01' } as const;
  // 1 June is 92 of the 184 days: the line says 250 kg.
  it('is on track level with or ahead of the line from baseline to target, at risk behind it', () => {
    expect(goalProgressOf({ ...base, today: '2026-06-01', current: 252 })).toEqual({ status: 'onTrack', percent: 60, expected: 250 });
    expect(goalProgressOf({ ...base, today: '2026-06-01', current: 245 })).toMatchObject({ status: 'atRisk', percent: 25 });
  });

  it('is achieved once the target is met, and at risk after the deadline otherwise', () => {
    expect(goalProgressOf({ ...base, today: '2026-04-01', current: 261 })).toMatchObject({ status: 'achieved', percent: 100 });
    expect(goalProgressOf({ ...base, today: '2026-10-01', current: 259 })).toMatchObject({ status: 'atRisk', expected: 260 });
  });

  it('reads a falling figure the other way', () => {
    const interval = { comparator: 'atMost', target: 380, baseline: 400, baselineOn: '2026-01-01', deadline: '2027-01-01' } as const;
    expect(goalProgressOf({ ...interval, today: '2026-07-02', current: 395 })).toMatchObject({ status: 'atRisk', percent: 25 });
    expect(goalProgressOf({ ...interval, today: '2026-07-02', current: 388 })).toMatchObject({ status: 'onTrack', percent: 60 });
    expect(goalProgressOf({ ...interval, today: '2026-07-02', current: 410 })).toMatchObject({ status: 'atRisk', percent: 0 });
  });

  it('has no data rather than a number when the figure has none, and is whole when the baseline already met the target', () => {
    expect(goalProgressOf({ ...base, today: '2026-06-01', current: null })).toEqual({ status: 'noData', percent: null, expected: 250 });
    expect(goalProgressOf({ ...base, baseline: 270, today: '2026-06-01', current: 265 })).toMatchObject({ status: 'achieved', percent: 100 });
    expect(goalProgressOf({ ...base, baseline: null, today: '2026-06-01', current: 250 })).toEqual({ status: 'onTrack', percent: null, expected: null });
  });
});

describe('a goal’s trend', () => {
  it('reads the figure at each month’s end from a year back or the baseline’s month, then today, at most so many points', () => {
    expect(trendStart('2026-10-15', '2026-11-24', 12)).toBe('2025-11');
    expect(trendStart('2024-05-01', '2026-11-24', 12)).toBe('2024-05');
    expect(trendDays('2026-09', '2026-11-24', 24)).toEqual(['2026-09-30', '2026-10-31', '2026-11-24']);
    expect(trendDays('2026-09', '2026-10-31', 24)).toEqual(['2026-09-30', '2026-10-31']);
    expect(trendDays('2024-01', '2026-11-24', 24)).toHaveLength(24);
    expect(trendDays('2024-01', '2026-11-24', 24).at(-1)).toBe('2026-11-24');
  });
});
