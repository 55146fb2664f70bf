import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { text } from '../http';
import { REPORT_PAGES } from './pages';
import { reportQuery } from './query';

/**
 * Scheduled reports (docs/decisions.md: scheduled reports): a person picks an analytics page, its
 * filters and a cadence, and receives the page as a PDF by email. The period is the cadence's,
 * never chosen: a weekly report covers the 7 days before the day it is sent, a monthly one the
 * month before it (5 March: 5 February to 4 March), both as of the day before, so every day it
 * covers is over on the farm's clock.
 */
export const REPORT_CADENCES = ['weekly', 'monthly'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** How many times an hour a person may email their reports at once ("send now"): each is a PDF worked out and an email sent. */
export const REPORT_SENDS_PER_HOUR = 10;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Days 29 to 31 are not in every month: a monthly report goes out on day 1 to 28. */
export const LAST_DAY_OF_MONTH = 28;

/** The analytics page's animal filters (its period is the cadence's), checked as the page checks them. */
export const reportScheduleFilters = z.object({
  farmId: reportQuery.shape.farmId,
  groupId: reportQuery.shape.groupId,
  breedCode: reportQuery.shape.breedCode,
  gender: reportQuery.shape.gender,
});
export type ReportScheduleFilters = z.infer<typeof reportScheduleFilters>;

const whole = (min: number, max: number, key: 'reports.weekdayInvalid' | 'reports.dayOfMonthInvalid' | 'reports.hourInvalid') =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

/**
 * A schedule as sent: the day the cadence names (a weekday for weekly, a day of the month for
 * monthly; the other is ignored), the hour on the time zone's clock, the report's language.
 */
export const reportScheduleRequest = z
  .object({
    page: z.enum(REPORT_PAGES, { error: 'reports.pageUnknown' }),
    filters: reportScheduleFilters.default({}),
    cadence: z.enum(REPORT_CADENCES, { error: 'reports.cadenceInvalid' }),
    weekday: whole(1, 7, 'reports.weekdayInvalid').nullish(),
    dayOfMonth: whole(1, LAST_DAY_OF_MONTH, 'reports.dayOfMonthInvalid').nullish(),
    hour: whole(0, 23, 'reports.hourInvalid'),
    language: z.enum(LANGUAGES, { error: 'validation.invalid' }),
    active: z.boolean({ error: 'validation.invalid' }).default(true),
  })
  .refine((schedule) => schedule.cadence !== 'weekly' || typeof schedule.weekday === 'number', { message: 'reports.weekdayInvalid', path: ['weekday'] })
  .refine((schedule) => schedule.cadence !== 'monthly' || typeof schedule.dayOfMonth === 'number', { message: 'reports.dayOfMonthInvalid', path: ['dayOfMonth'] });
export type ReportScheduleRequest = z.infer<typeof reportScheduleRequest>;
export type ReportScheduleForm = z.input<typeof reportScheduleRequest>;

export const reportScheduleParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });

export const reportSchedule = z.object({
  id: z.uuid(),
  page: z.enum(REPORT_PAGES),
  filters: reportScheduleFilters,
  cadence: z.enum(REPORT_CADENCES),
  weekday: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  hour: z.number().int(),
  timeZone: text().describe('The IANA zone the hour is on: the filtered farm’s or, without a farm filter, the organisation’s first farm with one; else UTC'),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  nextRunAt: text().nullable().describe('When it is sent next; null while paused'),
  lastSentAt: text().nullable(),
  createdAt: text(),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
