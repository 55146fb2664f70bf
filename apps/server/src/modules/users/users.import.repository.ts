import type { UserImportRowsQuery, UserImportsQuery } from '@ganado/shared/users';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, roles, userImportRows, userImports, users } from '../../db/schema';
import { containing } from '../../db/like';

const importColumns = {
  id: userImports.id,
  fileName: userImports.fileName,
  status: userImports.status,
  totalRows: userImports.totalRows,
  processedRows: userImports.processedRows,
  createdCount: userImports.createdCount,
  skippedCount: userImports.skippedCount,
  createdAt: userImports.createdAt,
  finishedAt: userImports.finishedAt,
  createdById: users.id,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};
const withCreator = (db: Db) => db.select(importColumns).from(userImports).leftJoin(users, eq(users.id, userImports.createdBy));
export type UserImportRecord = Awaited<ReturnType<ReturnType<typeof withCreator>['execute']>>[number];

export async function insertImport(db: Db, values: typeof userImports.$inferInsert): Promise<string> {
  const [row] = await db.insert(userImports).values(values).returning({ id: userImports.id });
  if (!row) throw new Error('insert into user_imports returned nothing');
  return row.id;
}

/** In slices, so a file of many rows stays under PostgreSQL's limit of parameters per statement. */
export async function insertImportRows(db: Db, rows: (typeof userImportRows.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await db.insert(userImportRows).values(rows.slice(start, start + 1000));
}

/** The organisation's imports, newest first, searched by file name (spec §7). */
export async function listImports(db: Db, organizationId: string, query: UserImportsQuery) {
  const where = and(eq(userImports.organizationId, organizationId), query.search ? ilike(userImports.fileName, containing(query.search)) : undefined);
  const rows = await withCreator(db)
    .where(where)
    .orderBy(desc(userImports.createdAt), desc(userImports.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(userImports).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findImport(db: Db, organizationId: string, id: string): Promise<UserImportRecord | undefined> {
  const [row] = await withCreator(db).where(and(eq(userImports.organizationId, organizationId), eq(userImports.id, id)));
  return row;
}

/** One page of an import's rows in file order, by outcome when asked. */
export async function listImportRows(db: Db, organizationId: string, importId: string, query: UserImportRowsQuery) {
  const where = and(
    eq(userImportRows.organizationId, organizationId),
    eq(userImportRows.importId, importId),
    query.outcome ? eq(userImportRows.outcome, query.outcome) : undefined,
  );
  const rows = await db
    .select({
      rowNumber: userImportRows.rowNumber,
      email: userImportRows.email,
      outcome: userImportRows.outcome,
      reason: userImportRows.reason,
      userId: userImportRows.userId,
    })
    .from(userImportRows)
    .where(where)
    .orderBy(asc(userImportRows.rowNumber))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(userImportRows).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Imports a stopped server left unfinished, of every organisation, oldest first, with their organisation (through the system handle). */
export function unfinishedImports(db: Db): Promise<{ id: string; organizationId: string }[]> {
  return db
    .select({ id: userImports.id, organizationId: userImports.organizationId })
    .from(userImports)
    .where(inArray(userImports.status, ['queued', 'processing']))
    .orderBy(asc(userImports.createdAt));
}

/**
 * The import, locked for this transaction; undefined when another server holds it (replicas resume
 * the same imports at start-up, and must not process the same rows twice).
 */
export async function lockImport(tx: Db, id: string) {
  const [row] = await tx.select().from(userImports).where(eq(userImports.id, id)).for('update', { skipLocked: true });
  return row;
}

export const pendingRows = (tx: Db, importId: string, limit: number) =>
  tx
    .select()
    .from(userImportRows)
    .where(and(eq(userImportRows.importId, importId), isNull(userImportRows.outcome)))
    .orderBy(asc(userImportRows.rowNumber))
    .limit(limit);
export type PendingRow = Awaited<ReturnType<typeof pendingRows>>[number];

export async function setRowOutcome(tx: Db, id: string, values: Pick<typeof userImportRows.$inferInsert, 'outcome' | 'reason' | 'userId'>) {
  await tx.update(userImportRows).set(values).where(eq(userImportRows.id, id));
}

/** The row of this import that created a user with this email, if one did. */
export async function createdRowWithEmail(tx: Db, importId: string, email: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ rowNumber: userImportRows.rowNumber })
    .from(userImportRows)
    .where(and(eq(userImportRows.importId, importId), eq(userImportRows.email, email), eq(userImportRows.outcome, 'created')));
  return row?.rowNumber;
}

export async function updateImport(tx: Db, id: string, values: Partial<typeof userImports.$inferInsert>) {
  await tx.update(userImports).set(values).where(eq(userImports.id, id));
}

/** The organisation's departments and roles by lower-cased name, as import files name them. */
export async function assignmentsByName(db: Db, organizationId: string) {
  const rows = await db
    .select({ departmentId: departments.id, departmentName: departments.name, roleId: roles.id, roleName: roles.name })
    .from(departments)
    .leftJoin(roles, eq(roles.departmentId, departments.id))
    .where(eq(departments.organizationId, organizationId));
  const byName = new Map<string, { id: string; roles: Map<string, string> }>();
  for (const row of rows) {
    const key = row.departmentName.toLowerCase();
    const department = byName.get(key) ?? { id: row.departmentId, roles: new Map<string, string>() };
    if (row.roleId && row.roleName) department.roles.set(row.roleName.toLowerCase(), row.roleId);
    byName.set(key, department);
  }
  return byName;
}
export type AssignmentsByName = Awaited<ReturnType<typeof assignmentsByName>>;
