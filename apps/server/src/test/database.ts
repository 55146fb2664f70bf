import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite, type Database, openDatabase, pgliteDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runSeeds } from '../seed';

/**
 * A migrated database of the kind the test project runs on (GANADO_TEST_DB): an in-memory
 * PGlite, or a fresh uniquely named PostgreSQL database so test files can run in parallel.
 * Seeded, demo organisation included, unless asked not to. close() also drops the database.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  const database = await createBlankTestDatabase();
  try {
    await runMigrations(database);
    if (options.seed !== false) await runSeeds(database, { demo: true });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** An empty database of the test project's kind, not migrated: for tests of a migration itself. */
export async function createBlankTestDatabase(): Promise<Database> {
  const kind = process.env.GANADO_TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`GANADO_TEST_DB must be pglite or postgres, not ${kind}`);
  return kind === 'postgres' ? await createPostgresDatabase() : pgliteDatabase(await freshPglite());
}

/**
 * initdb is most of PGlite's start-up, and its result depends only on the PGlite version: it is
 * done once per machine and kept in the temp folder. Migrations and seeds still run every time.
 */
async function freshPglite(): Promise<PGlite> {
  const packageFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(await readFile(packageFile, 'utf8')) as { version: string };
  const snapshotFile = path.join(tmpdir(), `ganado-pglite-initdb-${version}.tar`);
  const snapshot = await readFile(snapshotFile).catch(() => undefined);
  if (snapshot) return createPglite({ loadDataDir: new Blob([snapshot]) });

  const client = await createPglite();
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  // Written aside then renamed, so a parallel test file never reads half a snapshot.
  const partial = `${snapshotFile}.${randomUUID()}`;
  await writeFile(partial, dump);
  await rename(partial, snapshotFile);
  return client;
}

async function createPostgresDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('GANADO_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ganado_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database "${name}"`);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export { rowsOf } from '../db/rows';
