import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { departments, organizations, rolePermissions, roles, users } from '../../db/schema';
import type { PermissionRow } from './roles.access';

export type RoleRow = typeof roles.$inferSelect;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  isAdministrator: roles.isAdministrator,
  createdAt: roles.createdAt,
  departmentId: departments.id,
  departmentName: departments.name,
};
export type RoleListRow = { id: string; name: string; isAdministrator: boolean; createdAt: Date; departmentId: string; departmentName: string };

/** The organisation's roles (of one department when given), by department then name. */
export function listRoles(db: Db, organizationId: string, departmentId?: string): Promise<RoleListRow[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .innerJoin(departments, eq(departments.id, roles.departmentId))
    .where(and(eq(roles.organizationId, organizationId), departmentId ? eq(roles.departmentId, departmentId) : undefined))
    .orderBy(asc(departments.name), asc(roles.name), asc(roles.id));
}

export async function findRole(db: Db, organizationId: string, id: string): Promise<RoleListRow | undefined> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .innerJoin(departments, eq(departments.id, roles.departmentId))
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
  return row;
}

/** Another role of the department with this name, whatever the case. */
export async function roleNameTaken(db: Db, departmentId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.departmentId, departmentId), eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertRole(db: Db, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('insert into roles returned nothing');
  return row;
}

export async function updateRoleRow(db: Db, organizationId: string, id: string, values: { name: string; departmentId: string }) {
  await db
    .update(roles)
    .set(values)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
}

/** Keeps the users of a role in its department. */
export async function syncRoleUsers(db: Db, organizationId: string, roleId: string, values: { departmentId: string }) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.organizationId, organizationId), eq(users.roleId, roleId)));
}

/**
 * A user who administers their organisation (roles.access.ts `administers`: the role's flag, or the
 * owner), in a query of users joined to their organisation and their role.
 */
export const administering = () => or(eq(roles.isAdministrator, true), eq(organizations.ownerId, users.id));

/** How many active users administer the organisation (roles.access.ts `administers`: the flag, or its owner). */
export async function countActiveAdmins(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        administering(),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Runs a change and refuses it (rolling it back) if it leaves an organisation that had an active
 * administrator without one: nobody could manage its users and roles any more.
 */
export async function keepingAnAdmin<T>(db: Db, organizationId: string, param: string, change: () => Promise<T>): Promise<T> {
  const before = await countActiveAdmins(db, organizationId);
  const result = await change();
  if (before > 0 && (await countActiveAdmins(db, organizationId)) === 0) {
    throw new AppError(409, 'errors.unableToUpdate', { errors: [{ param, key: 'users.lastAdmin' }] });
  }
  return result;
}

export function listPermissionRows(db: Db, roleId: string): Promise<PermissionRow[]> {
  return db.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
}

export async function upsertPermissionRows(db: Db, rows: (typeof rolePermissions.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(rolePermissions)
    .values(rows)
    .onConflictDoUpdate({
      target: [rolePermissions.roleId, rolePermissions.module],
      set: {
        canView: sql`excluded.can_view`,
        canCreate: sql`excluded.can_create`,
        canEdit: sql`excluded.can_edit`,
        canDelete: sql`excluded.can_delete`,
        canExport: sql`excluded.can_export`,
        canOverride: sql`excluded.can_override`,
        updatedAt: sql`now()`,
      },
    });
}
