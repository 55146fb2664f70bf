import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The next number of a series numbered 1, 2, 3… with no gap (docs/decisions.md: order numbers):
 * orders' sales and purchases, feed lots, rations. The series is locked for the rest of the caller's
 * transaction by an advisory lock on its name, so writes made at once never take one number twice;
 * a unique index on the number stands behind it. `where` picks the series' rows in `table`.
 */
export async function nextNumber(db: Db, series: string, table: PgTable, number: PgColumn, where: SQL | undefined): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${series}, 0))`);
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${number}), 0) + 1)::int` })
    .from(table)
    .where(where);
  return Number(row!.next);
}
