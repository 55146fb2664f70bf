import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, roles } from '../../db/schema';

export type DepartmentRow = typeof departments.$inferSelect;

/** The organisation's departments with how many roles each has, by name. */
export function listDepartments(db: Db, organizationId: string) {
  return db
    .select({ id: departments.id, name: departments.name, createdAt: departments.createdAt, roleCount: count(roles.id) })
    .from(departments)
    .leftJoin(roles, eq(roles.departmentId, departments.id))
    .where(eq(departments.organizationId, organizationId))
    .groupBy(departments.id)
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function findDepartment(db: Db, organizationId: string, id: string): Promise<DepartmentRow | undefined> {
  const [row] = await db.select().from(departments).where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
  return row;
}

/** Another department of the organisation with this name, whatever the case. */
export async function departmentNameTaken(db: Db, organizationId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        eq(sql`lower(${departments.name})`, name.toLowerCase()),
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertDepartment(db: Db, values: typeof departments.$inferInsert): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  if (!row) throw new Error('insert into departments returned nothing');
  return row;
}

export async function renameDepartment(db: Db, organizationId: string, id: string, name: string): Promise<DepartmentRow> {
  const [row] = await db
    .update(departments)
    .set({ name })
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)))
    .returning();
  if (!row) throw new Error(`department ${id} vanished during an update`);
  return row;
}
