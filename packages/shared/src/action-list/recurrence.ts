import { z } from 'zod';

/** How often a task repeats; the interval counts in these units. */
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/**
 * A task's repeat rule, the same schema for the form and the API. Weekdays count from Sunday 0,
 * as JavaScript's getDay does. A monthly rule without monthDay repeats on the day of the task's
 * start, which only the task knows, so the expansion fills it in rather than the schema.
 */
export const repeatRule = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'repeat.frequencyInvalid' }),
    interval: z.number({ error: 'repeat.intervalInvalid' }).int('repeat.intervalInvalid').min(1, 'repeat.intervalInvalid').max(99, 'repeat.intervalInvalid').default(1),
    weekdays: z.array(z.number().int().min(0).max(6), { error: 'repeat.weekdaysInvalid' }).optional(),
    monthDay: z.number({ error: 'repeat.monthDayInvalid' }).int('repeat.monthDayInvalid').min(1, 'repeat.monthDayInvalid').max(31, 'repeat.monthDayInvalid').optional(),
    until: z.iso.date({ error: 'repeat.untilInvalid' }).optional(),
    count: z.number({ error: 'repeat.countInvalid' }).int('repeat.countInvalid').min(1, 'repeat.countInvalid').max(999, 'repeat.countInvalid').optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.frequency === 'weekly' && (rule.weekdays === undefined || rule.weekdays.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'repeat.weekdaysRequired' });
    }
    // Days of the week on a daily or monthly rule would be silently ignored: refuse them instead.
    if (rule.frequency !== 'weekly' && rule.weekdays !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'repeat.weekdaysOnlyWeekly' });
    }
    if (rule.frequency !== 'monthly' && rule.monthDay !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['monthDay'], message: 'repeat.monthDayOnlyMonthly' });
    }
    // Both would leave open which end wins; the form offers one or the other.
    if (rule.until !== undefined && rule.count !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'repeat.untilOrCount' });
    }
  });
/** The rule as stored and expanded, defaults applied. */
export type RepeatRule = z.output<typeof repeatRule>;
/** The rule as the form or an API caller sends it. */
export type RepeatRuleInput = z.input<typeof repeatRule>;
