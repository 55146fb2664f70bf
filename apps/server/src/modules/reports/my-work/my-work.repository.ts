import type { TaskCategory } from '@ganado/shared/action-list';
import { RECORD_TYPES } from '@ganado/shared/animals';
import type { MyWorkRecordKind } from '@ganado/shared/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

export interface MonthCount<K extends string> {
  kind: K;
  month: string;
  count: number;
}

const month = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM')`);

/**
 * The entries of the log a person made in [from, to), by when they made them (UTC month): an
 * animal record by its type, anything else as `other` (events_created_by_idx reads them).
 */
export async function recordsEntered(db: Db, organizationId: string, userId: string, from: Date, to: Date): Promise<MonthCount<MyWorkRecordKind>[]> {
  const rows = await rowsOf<{ kind: MyWorkRecordKind; month: string; count: number | string }>(
    db.execute(sql`
      select case when type in (${sql.join(RECORD_TYPES.map((type) => sql`${type}`), sql`, `)}) then type else 'other' end as kind, ${month('created_at')} as month, count(*) as count
      from events
      where organization_id = ${organizationId} and created_by = ${userId} and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by 1, 2`),
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The task occurrences a person completed in [from, to), by the task's category and the UTC month of completion. */
export async function tasksCompleted(db: Db, organizationId: string, userId: string, from: Date, to: Date): Promise<MonthCount<TaskCategory>[]> {
  const rows = await rowsOf<{ kind: TaskCategory; month: string; count: number | string }>(
    db.execute(sql`
      select t.category as kind, ${month('o.completed_at')} as month, count(*) as count
      from task_occurrences o join tasks t on t.id = o.task_id and t.organization_id = o.organization_id
      where o.organization_id = ${organizationId} and o.completed_by = ${userId} and o.completed_at >= ${from.toISOString()}::timestamptz and o.completed_at < ${to.toISOString()}::timestamptz
      group by 1, 2`),
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
