import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';

/**
 * pg-boss on the app's own connections (its `db` option), so it runs on PGlite as on PostgreSQL
 * with no pool of its own. PGlite takes parameters only in a single statement, and pg-boss sends
 * its locked commands (BEGIN … COMMIT) as one text without any: those go through `exec`. Every
 * statement in flight is counted, so the queue can wait for pg-boss's own unawaited completions
 * before the database closes.
 */
export function bossDb(database: Database) {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  let inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (database.kind !== 'pglite') return (client as pg.Pool).query(text, values);
    const pglite = client as PGlite;
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      // After the queue has stopped, the database is about to close. A straggler of pg-boss's (a job
      // that outlived the stop's grace, then completed or failed) is never answered, nor counted: any
      // made-up answer is the wrong shape for one command or another (an empty result made its
      // `fail` throw, unhandled), and there is no database left to answer it.
      if (closed) return new Promise(() => undefined);
      const statement = run(text, values);
      const settled = statement.catch(() => undefined).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
      return statement;
    },
    /** Resolves once no statement is in flight, including those sent while waiting; none is sent after. */
    async close() {
      while (inFlight.size > 0) await Promise.all(inFlight);
      inFlight = new Set();
      closed = true;
    },
  };
}
