import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../seed';
import { rowsOf } from '../test/database';
import { openDatabase } from './client';
import { migrationStatus, runMigrations } from './migrate';
import { farms, users } from './schema';

// Only the PGlite project: this is about the embedded database's files.
describe.skipIf(process.env.GANADO_TEST_DB !== 'pglite')('embedded PGlite', () => {
  const dataDirs: string[] = [];
  afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps its data under DATA_DIR across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ganado-data-'));
    dataDirs.push(dataDir);

    const first = await openDatabase({ dataDir });
    await runMigrations(first);
    expect(await runSeeds(first, { demo: true })).toEqual({ demoCreated: true });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(second.kind).toBe('pglite');
      expect(await second.db.$count(users)).toBe(3);
      expect(await second.db.$count(farms)).toBe(2);
      expect((await migrationStatus(second)).migrationsApplied).toBeGreaterThan(0);
      expect(await runSeeds(second, { demo: true })).toEqual({ demoCreated: false });
    } finally {
      await second.close();
    }
  });
});

// Only the PostgreSQL project: a real server ending an idle connection.
describe.skipIf(process.env.GANADO_TEST_DB !== 'postgres')('PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and the next query reconnects', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    const warned = new Promise<string>((resolve) => process.once('warning', (warning) => resolve(warning.message)));
    try {
      const [{ pid }] = (await rowsOf<{ pid: number }>(database.db.execute(sql`select pg_backend_pid() as pid`))) as [{ pid: number }];
      const other = await openDatabase({ url: process.env.TEST_DATABASE_URL });
      await other.db.execute(sql`select pg_terminate_backend(${pid})`);
      await other.close();
      expect(await warned).toMatch(/^PostgreSQL closed an idle connection/);
      expect(await rowsOf(database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
