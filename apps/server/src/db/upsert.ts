import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * The `set` and `setWhere` of an upsert on a natural key: take the incoming values of these
 * columns, but only when one of them differs, so updated_at keeps meaning "really changed"
 * when seeds run on every start.
 */
export function updateWhenChanged<T extends Record<string, PgColumn>>(columns: T) {
  const list = Object.values(columns);
  const set = Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, excluded(column)]));
  return {
    set: { ...(set as Record<keyof T, SQL>), updatedAt: sql`now()` },
    setWhere: sql`(${sql.join(list, sql`, `)}) is distinct from (${sql.join(list.map(excluded), sql`, `)})`,
  };
}
