import { isDateInFuture } from '@ganado/shared/format';
import { resolveDateRange } from '@ganado/shared/http';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, type ReportQuery } from '@ganado/shared/reports';
import { AppError } from '../../http/app-error';
import { endOfDay } from './herd.repository';

export interface ReportWindow {
  /** ISO days, both included. */
  period: { from: string; to: string };
  asOf: string;
  /** The same as instants: [from, to) and the end of the as-of day (exclusive). */
  from: Date;
  to: Date;
  asOfEnd: Date;
}

/**
 * The days a page covers (docs/decisions.md: reports, as of a day): the as-of day (today by
 * default, never in the future), the period ending on it by default, a year long by default,
 * never ending after it (its later days have no records yet as of then).
 */
export function reportWindow(query: ReportQuery, now: Date): ReportWindow {
  if (query.asOf && isDateInFuture(query.asOf, now)) throw AppError.invalid({ param: 'asOf', key: 'reports.asOfInFuture' });
  const asOf = query.asOf ?? now.toISOString().slice(0, 10);
  if (query.to && query.to > asOf) throw AppError.invalid({ param: 'to', key: 'reports.periodAfterAsOf' });
  const period = resolveDateRange(query, { lastDay: asOf, defaultDays: REPORT_DEFAULT_DAYS, maxDays: REPORT_MAX_DAYS });
  if (!period) throw AppError.invalid({ param: 'from', key: 'reports.rangeReversed' });
  if (period.to > asOf) throw AppError.invalid({ param: 'from', key: 'reports.periodAfterAsOf' });
  return { period, asOf, from: new Date(`${period.from}T00:00:00.000Z`), to: endOfDay(period.to), asOfEnd: endOfDay(asOf) };
}
