import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Rows per INSERT statement. */
export const ROWS_PER_STATEMENT = 5000;

/** A value as the driver sends it: JSON as its text, dates and timestamps as drizzle writes them. */
function driverValue(column: Column, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return JSON.stringify(value);
  if (typeof value === 'object') return String(column.mapToDriverValue(value));
  return value as string | number | boolean;
}

/** An element of a PostgreSQL array literal: NULL, or quoted with `"` and `\` escaped. */
function element(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  const text = String(value);
  return /["\\]/.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}

/** One column of a slice: the one value every row has (the organisation, who wrote it), or an array of them. */
function columnOf(column: Column, key: string, slice: readonly Record<string, unknown>[]): { value: SQL } | { array: SQL } {
  const type = sql.raw(column.getSQLType());
  const first = slice[0]![key];
  if (slice.every((row) => row[key] === first)) return { value: sql`${driverValue(column, first)}::${type}` };
  const elements = new Array<string>(slice.length);
  for (let index = 0; index < slice.length; index += 1) elements[index] = element(driverValue(column, slice[index]![key]));
  return { array: sql`${`{${elements.join(',')}}`}::${type}[]` };
}

/**
 * Multi-row INSERTs, a slice per statement, each column of the slice sent as ONE array parameter
 * that PostgreSQL unpacks (`unnest`), or as one value when every row has the same: 100,000 rows
 * cost a few dozen statements and no per-value parameters (PostgreSQL allows 65,535 per
 * statement). Arrays rather than a JSON document of objects: no key repeated per row, and less
 * for both sides to build and parse, which an import of half a million rows felt
 * (docs/decisions.md, "Animal imports"). Columns are those the rows name; the others take their
 * defaults. Array-typed columns are not supported (an element would be an array itself).
 */
export async function insertRows<T extends PgTable>(tx: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => key in (row as object)));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays: SQL[] = [];
    const select = columns.map(([key, column]) => {
      const part = columnOf(column, key, slice);
      if ('value' in part) return part.value;
      arrays.push(part.array);
      return sql.raw(`u.c${arrays.length}`);
    });
    const from =
      arrays.length > 0
        ? sql`unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(arrays.map((_, index) => `c${index + 1}`).join(', '))})`
        : sql`generate_series(1, ${slice.length}::int)`;
    await tx.execute(sql`insert into ${table} (${names}) select ${sql.join(select, sql`, `)} from ${from}`);
  }
}
