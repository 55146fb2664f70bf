import { z } from 'zod';
import { TASK_CATEGORIES } from '../action-list/tasks';
import { RECORD_TYPES } from '../animals/records';
import { dateRangeQuery, text } from '../http';

/** Two years of one's own work at most in one request. */
export const MY_WORK_MAX_DAYS = 731;
/** A year by default, to today. */
export const MY_WORK_DEFAULT_DAYS = 365;

export const myWorkQuery = dateRangeQuery(MY_WORK_MAX_DAYS);
export type MyWorkQuery = z.infer<typeof myWorkQuery>;

/** Records are counted by the animal record's type; every other entry of the log (stock, orders, semen, feed) as `other`. */
export const MY_WORK_RECORD_KINDS = [...RECORD_TYPES, 'other'] as const;
export type MyWorkRecordKind = (typeof MY_WORK_RECORD_KINDS)[number];

const monthlyCounts = z.array(z.number().int()).describe('One count per month of `months`, in order');

/**
 * The signed-in person's own work over a period (docs/decisions.md: my work): the records they
 * entered, by type, and the task occurrences they completed, by category, per month (UTC) of when
 * they did it. Only kinds with at least one are listed.
 */
export const myWork = z.object({
  period: z.object({ from: text(), to: text() }),
  months: z.array(text()).describe('YYYY-MM, every month of the period'),
  records: z.array(z.object({ kind: z.enum(MY_WORK_RECORD_KINDS), counts: monthlyCounts, total: z.number().int() })),
  tasks: z.array(z.object({ category: z.enum(TASK_CATEGORIES), counts: monthlyCounts, total: z.number().int() })),
});
export type MyWork = z.infer<typeof myWork>;
