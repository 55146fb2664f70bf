import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { rowsOf } from '../../db/rows';
import { type ImportKind, imports, users } from '../../db/schema';

export type ImportInsert = typeof imports.$inferInsert;
export type ImportRecord = typeof imports.$inferSelect;

/** An import's columns but its stored rows, which can be megabytes (a page polls for progress every second), and who uploaded it. */
const { rows: _rows, ...reportColumns } = getTableColumns(imports);
const withCreator = (db: Db) =>
  db
    .select({ ...reportColumns, createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.createdBy));
export type ImportReport = Awaited<ReturnType<ReturnType<typeof withCreator>['execute']>>[number];

export async function insertImport(db: Db, values: ImportInsert): Promise<string> {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  if (!row) throw new Error('insert into imports returned nothing');
  return row.id;
}

/** One import of the organisation, of one of `kinds` (a users import is not found among animal imports). */
export async function findImport(db: Db, organizationId: string, kinds: readonly ImportKind[], id: string): Promise<ImportReport | undefined> {
  const [row] = await withCreator(db).where(and(eq(imports.organizationId, organizationId), inArray(imports.kind, [...kinds]), eq(imports.id, id)));
  return row;
}

/** The organisation's imports of `kinds`, newest first, searched by file name when asked. */
export async function listImports(db: Db, organizationId: string, kinds: readonly ImportKind[], query: { page: number; limit: number; search?: string }) {
  const where = and(
    eq(imports.organizationId, organizationId),
    inArray(imports.kind, [...kinds]),
    query.search ? ilike(imports.fileName, containing(query.search)) : undefined,
  );
  const rows = await withCreator(db)
    .where(where)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(imports).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function updateImport(db: Db, id: string, values: Partial<ImportInsert>) {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

/** An import but its stored rows. */
export type ImportState = Omit<ImportRecord, 'rows'>;

/**
 * The import without its stored rows, for its job to see where it stands: the writer reads the
 * rows itself, in its transaction (reading them here too cost a 100,000-row import half a second).
 */
export async function importState(db: Db, id: string): Promise<ImportState | undefined> {
  const [row] = await db.select(reportColumns).from(imports).where(eq(imports.id, id));
  return row;
}

/** The import with its stored rows, for its writer. */
export async function importForJob(db: Db, id: string): Promise<ImportRecord | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

/**
 * Claims the import for this transaction (an advisory lock on its id); false when another
 * transaction holds it: a job taken for dead and retried while its first run still writes must
 * not write the same rows twice. Not a row lock, so the import's progress can still be written
 * from outside the transaction.
 */
export async function claimImport(tx: Db, id: string): Promise<boolean> {
  const [row] = await rowsOf<{ claimed: boolean }>(tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${id}, 0)) as claimed`));
  return row?.claimed === true;
}

/** Imports still queued or running, of every organisation, oldest first (through the system handle). */
export function unfinishedImports(db: Db): Promise<{ id: string; organizationId: string }[]> {
  return db
    .select({ id: imports.id, organizationId: imports.organizationId })
    .from(imports)
    .where(inArray(imports.status, ['queued', 'running']))
    .orderBy(asc(imports.createdAt));
}
