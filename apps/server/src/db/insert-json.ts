import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Rows per INSERT, and per batch of an import. */
export const ROWS_PER_STATEMENT = 1000;

/**
 * Multi-row INSERTs, a slice per statement, each slice sent as ONE jsonb parameter that PostgreSQL
 * unpacks (`jsonb_to_recordset`): 100,000 rows cost a hundred statements and no per-value parameters
 * (PostgreSQL allows 65,535 per statement, and building them is most of the time on the server's
 * side). Columns are those the rows name; the others take their defaults.
 */
export async function insertAsJson<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => key in (row as object)));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const types = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, column]) => [column.name, record[key] ?? null]));
    });
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(${types})`);
  }
}
