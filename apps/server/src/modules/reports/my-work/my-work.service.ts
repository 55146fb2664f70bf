import { addDays, resolveDateRange } from '@ganado/shared/http';
import { MY_WORK_DEFAULT_DAYS, MY_WORK_MAX_DAYS, type MyWork, type MyWorkQuery } from '@ganado/shared/reports';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { type MonthCount, recordsEntered, tasksCompleted } from './my-work.repository';

/** Every month (YYYY-MM) from the one of `from` to the one of `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const [year, month] = from.split('-').map(Number) as [number, number];
  for (let index = 0; ; index += 1) {
    const current = new Date(Date.UTC(year, month - 1 + index, 1)).toISOString().slice(0, 7);
    if (current > to.slice(0, 7)) return months;
    months.push(current);
  }
}

/** Counts per kind, one per month in order, the kinds with most first (ties by name). */
function byKind<K extends string>(counts: readonly MonthCount<K>[], months: readonly string[]) {
  const kinds = new Map<K, number[]>();
  for (const { kind, month, count } of counts) {
    const row = kinds.get(kind) ?? months.map(() => 0);
    row[months.indexOf(month)] = count;
    kinds.set(kind, row);
  }
  const total = (row: readonly number[]) => row.reduce((sum, count) => sum + count, 0);
  return [...kinds]
    .map(([kind, row]) => ({ kind, counts: row, total: total(row) }))
    .sort((a, b) => b.total - a.total || a.kind.localeCompare(b.kind));
}

/**
 * GET /api/my-reports/work (docs/decisions.md: my work): what the signed-in person entered and
 * completed over the period's days (UTC, as the analytics pages' days), a year to today by default.
 */
export async function getMyWork(context: AppContext, session: Session, query: MyWorkQuery): Promise<MyWork> {
  const today = context.clock().toISOString().slice(0, 10);
  const period = resolveDateRange(query, { lastDay: today, defaultDays: MY_WORK_DEFAULT_DAYS, maxDays: MY_WORK_MAX_DAYS });
  if (!period) throw AppError.invalid({ param: 'from', key: 'reports.rangeReversed' });
  const from = new Date(`${period.from}T00:00:00.000Z`);
  const to = new Date(`${addDays(period.to, 1)}T00:00:00.000Z`);
  const { organizationId, userId } = session;
  const [records, tasks] = await Promise.all([recordsEntered(context.db, organizationId, userId, from, to), tasksCompleted(context.db, organizationId, userId, from, to)]);
  const months = monthsBetween(period.from, period.to);
  return {
    period,
    months,
    records: byKind(records, months),
    tasks: byKind(tasks, months).map(({ kind, ...row }) => ({ category: kind, ...row })),
  };
}
