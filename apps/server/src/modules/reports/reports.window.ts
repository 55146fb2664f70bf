import { isDateInFuture } from '@ganado/shared/format';
import { addDays, daysBetween } from '@ganado/shared/http';
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
 * default, never in the future); the period ends on it unless told, never after it (its later days
 * have no records yet as of then), and starts a year before its end unless told.
 */
export function reportWindow(query: ReportQuery, now: Date): ReportWindow {
  if (query.asOf && isDateInFuture(query.asOf, now)) throw AppError.invalid({ param: 'asOf', key: 'reports.asOfInFuture' });
  const asOf = query.asOf ?? now.toISOString().slice(0, 10);
  const to = query.to ?? asOf;
  if (to > asOf) throw AppError.invalid({ param: 'to', key: 'reports.periodAfterAsOf' });
  const from = query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (from > to) throw AppError.invalid({ param: 'from', key: 'reports.rangeReversed' });
  if (daysBetween(from, to) > REPORT_MAX_DAYS) throw AppError.invalid({ param: 'from', key: 'reports.rangeTooLong' });
  return { period: { from, to }, asOf, from: new Date(`${from}T00:00:00.000Z`), to: endOfDay(to), asOfEnd: endOfDay(asOf) };
}
