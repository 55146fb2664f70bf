import { createHash } from 'node:crypto';

/** A drizzle query that can be run as a named prepared statement. */
interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a query as a named prepared statement, named by its text: on PostgreSQL each connection
 * parses and plans it once and then reuses the plan (PostgreSQL picks a generic plan after five
 * runs when it costs no more), instead of planning it on every request. For the herd list's joins
 * planning cost more than running (docs/decisions.md, "Herd list at scale"). The same text with
 * other values is the same statement; PGlite ignores the name. For the hot read paths only: every
 * distinct text is a statement kept by each connection, until the pool replaces it (db/client.ts).
 */
export function runPrepared<R>(query: Preparable<R>): Promise<R> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
