import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@ganado/shared/health';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * One type for both drivers, so repositories never care which database they run on.
 * A transaction is a Db too: functions taking a Db can run inside one.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, PGlite. */
  url?: string;
  dataDir?: string;
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded PGlite, kept under `${dataDir}/pglite`,
 * or in memory when there is no dataDir either (tests). Fails fast if the database is unreachable.
 */
export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  return url ? openPostgres(url) : openPglite(dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the server ends (a restart, a terminated backend, a dropped test database)
  // is an 'error' on the pool; unheard it would crash the process. The pool discards that client
  // and the next query opens a fresh one, so a warning is all it needs.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzleNodePg({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let folder: string | undefined;
  if (dataDir) {
    folder = path.join(dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create(folder));
}

/** Wraps a PGlite the caller created itself (tests start theirs from a snapshot). */
export function pgliteDatabase(client: PGlite): Database {
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => client.close() };
}
