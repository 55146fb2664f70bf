import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite, type Database, openDatabase, pgliteDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runSeeds } from '../seed';

type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * Where a run's migrated and seeded database is kept (test/global-setup.ts): a PGlite data
 * folder's dump, or a PostgreSQL template database. Each test file copies it instead of
 * migrating and seeding again, which cost seconds a file.
 */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | undefined;
  }
}

/**
 * A migrated database of the kind the test project runs on (GANADO_TEST_DB): an in-memory
 * PGlite, or a fresh uniquely named PostgreSQL database so test files can run in parallel.
 * Seeded, demo organisation included, unless asked not to: a copy of the run's seeded template
 * when there is one. close() also drops the database.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  const template = options.seed === false ? undefined : (await import('vitest')).inject('seededTemplate');
  if (template?.kind === 'pglite') return pgliteDatabase(await createPglite({ loadDataDir: new Blob([await readFile(template.file)]) }));
  if (template?.kind === 'postgres') return await createPostgresDatabase(template.name);
  const database = await createBlankTestDatabase();
  try {
    await migrateAndSeed(database, options.seed !== false);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function migrateAndSeed(database: Database, seed: boolean) {
  await runMigrations(database);
  if (seed) await runSeeds(database, { demo: true });
}

/**
 * The run's seeded template, made once before the test files start; drop() removes it after.
 * A PostgreSQL template must have no connection open while it is copied, so it is closed here.
 */
export async function createSeededTemplate(kind: TestDatabaseKind): Promise<{ template: SeededTemplate; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const serverUrl = testServerUrl();
    const name = `ganado_template_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl, `create database "${name}"`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await migrateAndSeed(database, true);
    } finally {
      await database.close();
    }
    return { template: { kind, name }, drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
  }
  const client = await freshPglite();
  const database = pgliteDatabase(client);
  const file = path.join(tmpdir(), `ganado-pglite-seeded-${randomUUID()}.tar`);
  try {
    await migrateAndSeed(database, true);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  return { template: { kind, file }, drop: () => rm(file, { force: true }) };
}

/** The test project's database kind (GANADO_TEST_DB), PGlite unless told. */
export function testDatabaseKind(env: Record<string, string | undefined> = process.env): TestDatabaseKind {
  const kind = env.GANADO_TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`GANADO_TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

/** An empty database of the test project's kind, not migrated: for tests of a migration itself. */
export async function createBlankTestDatabase(): Promise<Database> {
  return testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : pgliteDatabase(await freshPglite());
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

function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('GANADO_TEST_DB=postgres needs TEST_DATABASE_URL');
  return serverUrl;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the test server: empty, or a copy of `template`. */
async function createPostgresDatabase(template?: string): Promise<Database> {
  const serverUrl = testServerUrl();
  const name = `ganado_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
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
