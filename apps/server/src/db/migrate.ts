import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import type { Database, Schema } from './client';

/** Applies the migrations of `folder` (the app's own by default) that the database lacks. */
export async function runMigrations(database: Database, folder: string = migrationsFolder): Promise<void> {
  // Each driver has its own migrator; `kind` says which driver built `db`.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
  } else {
    await migrateNodePg(database.db as NodePgDatabase<Schema>, { migrationsFolder: folder });
  }
}

/** drizzle's own bookkeeping table (created by the migrator, so not part of our schema). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

type Journal = { entries: { when: number; tag: string }[] };

export interface MigrationStatus {
  /** Tag of the latest migration applied, e.g. "0000_foundation"; null before the first. */
  migration: string | null;
  migrationsApplied: number;
}

/**
 * Call after runMigrations (which creates drizzle's table). drizzle records a migration by the
 * journal entry's `when` (as created_at) and a hash, not by name: the journal turns it into a tag.
 */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const applied = await database.db
    .select({ createdAt: appliedMigrations.createdAt })
    .from(appliedMigrations)
    .orderBy(asc(appliedMigrations.createdAt));
  const latest = applied.at(-1);
  if (!latest) return { migration: null, migrationsApplied: 0 };

  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entry = journal.entries.find((candidate) => candidate.when === latest.createdAt);
  return { migration: entry?.tag ?? null, migrationsApplied: applied.length };
}
