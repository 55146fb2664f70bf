import type { UserImportRowsQuery } from '@ganado/shared/users';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, roles, userImportRows } from '../../db/schema';

/** In slices, so a file of many rows stays under PostgreSQL's limit of parameters per statement. */
export async function insertImportRows(db: Db, rows: (typeof userImportRows.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await db.insert(userImportRows).values(rows.slice(start, start + 1000));
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
