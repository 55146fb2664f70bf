import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@ganado/shared/constants';
import type { ReportCadence, ReportPage, ReportPageData, ReportScheduleFilters } from '@ganado/shared/reports';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';
import { users } from './users';

/**
 * A scheduled report (docs/decisions.md: scheduled reports): an analytics page with its filters,
 * emailed as a PDF to its owner every week (`weekday`, ISO 1–7) or month (`day_of_month`, 1–28) at
 * `hour` on `time_zone`'s clock. `next_run_at` is when it is due, null while paused; the job claims
 * a due one by moving it forward in one conditional update, so two replicas never send it twice.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text('page').$type<ReportPage>().notNull(),
    filters: jsonb('filters').$type<ReportScheduleFilters>().notNull().default({}),
    cadence: text('cadence').$type<ReportCadence>().notNull(),
    weekday: smallint('weekday'),
    dayOfMonth: smallint('day_of_month'),
    hour: smallint('hour').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    active: boolean('active').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    index('report_schedules_user_idx').on(table.organizationId, table.userId),
    // The job's one question across organisations: which are due.
    index('report_schedules_due_idx').on(table.nextRunAt).where(sql`${table.nextRunAt} is not null`),
    check(
      'report_schedules_day_of_cadence',
      sql`(${table.cadence} = 'weekly' and ${table.weekday} between 1 and 7 and ${table.dayOfMonth} is null) or (${table.cadence} = 'monthly' and ${table.dayOfMonth} between 1 and 28 and ${table.weekday} is null)`,
    ),
    check('report_schedules_hour', sql`${table.hour} between 0 and 23`),
    check('report_schedules_paused', sql`${table.active} or ${table.nextRunAt} is null`),
    tenantPolicy(),
  ],
);
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

/**
 * An analytics page as it was last worked out for one view (docs/decisions.md: reports, snapshots):
 * `view` names the page and its filters as asked (no as-of day: "today"), `as_of` the day it was
 * worked out as of. `herd_mark` is the organisation's latest write (its activity log) read before
 * the herd was, and `herd_recent` how many writes the hour before it held, so a later write, or one
 * committed late inside that hour, tells the page it changed since; `took_ms` how long the work took,
 * which decides whether a changed view is worked out again at once or in the background.
 */
export const reportSnapshots = pgTable(
  'report_snapshots',
  {
    organizationId: organizationId(),
    view: text('view').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    herdMark: timestamp('herd_mark', { withTimezone: true }),
    herdRecent: integer('herd_recent').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    tookMs: integer('took_ms').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    answer: jsonb('answer').$type<ReportPageData>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.view] }), tenantPolicy()],
);
