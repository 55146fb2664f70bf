import { repeatRule } from '@ganado/shared/action-list';
import { describe, expect, it } from 'vitest';

/** The message keys of a refused rule, by field. */
const refusal = (input: unknown) =>
  repeatRule.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('repeatRule', () => {
  it('applies the default interval of 1', () => {
    expect(repeatRule.parse({ frequency: 'daily' })).toEqual({ frequency: 'daily', interval: 1 });
    expect(repeatRule.parse({ frequency: 'monthly', count: 12 })).toEqual({ frequency: 'monthly', interval: 1, count: 12 });
  });

  it('needs days of the week for a weekly rule and refuses them otherwise', () => {
    expect(refusal({ frequency: 'weekly' })).toEqual([['weekdays', 'repeat.weekdaysRequired']]);
    expect(refusal({ frequency: 'weekly', weekdays: [] })).toEqual([['weekdays', 'repeat.weekdaysRequired']]);
    expect(refusal({ frequency: 'daily', weekdays: [1] })).toEqual([['weekdays', 'repeat.weekdaysOnlyWeekly']]);
    expect(repeatRule.parse({ frequency: 'weekly', weekdays: [0, 6] })).toEqual({ frequency: 'weekly', interval: 1, weekdays: [0, 6] });
  });

  it('refuses until and count together', () => {
    expect(refusal({ frequency: 'daily', until: '2026-12-31', count: 3 })).toEqual([['count', 'repeat.untilOrCount']]);
  });

  it('refuses values out of range', () => {
    expect(refusal({ frequency: 'yearly' })).toEqual([['frequency', 'repeat.frequencyInvalid']]);
    expect(refusal({ frequency: 'daily', interval: 100 })).toEqual([['interval', 'repeat.intervalInvalid']]);
    expect(refusal({ frequency: 'weekly', weekdays: [7] })?.[0]?.[0]).toBe('weekdays.0');
    expect(refusal({ frequency: 'monthly', monthDay: 32 })).toEqual([['monthDay', 'repeat.monthDayInvalid']]);
    expect(refusal({ frequency: 'daily', monthDay: 5 })).toEqual([['monthDay', 'repeat.monthDayOnlyMonthly']]);
    expect(refusal({ frequency: 'daily', until: '2026-02-30' })).toEqual([['until', 'repeat.untilInvalid']]);
    expect(refusal({ frequency: 'daily', count: 0 })).toEqual([['count', 'repeat.countInvalid']]);
  });
});
