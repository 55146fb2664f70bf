import { type Permissions, PERMISSION_ACTIONS, type PermissionAction } from '@ganado/shared/access';
import { APP_MODULES, type AppModule, isAdminRole } from '@ganado/shared/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions, roles, users } from '../../db/schema';

export type PermissionRow = typeof rolePermissions.$inferSelect;

const COLUMN_OF: Record<PermissionAction, keyof PermissionRow> = {
  view: 'canView',
  create: 'canCreate',
  edit: 'canEdit',
  delete: 'canDelete',
  export: 'canExport',
};

export const columnOf = (action: PermissionAction) => COLUMN_OF[action] as 'canView';

/** Every action on every module: what the admin rule of spec §6 gives. */
export const ALL_PERMISSIONS: Permissions = Object.fromEntries(APP_MODULES.map((module) => [module, [...PERMISSION_ACTIONS]]));

export function permissionsFromRows(rows: readonly PermissionRow[]): Permissions {
  const permissions: Permissions = {};
  for (const row of rows) {
    const actions = PERMISSION_ACTIONS.filter((action) => row[columnOf(action)]);
    if (actions.length > 0) permissions[row.module] = actions;
  }
  return permissions;
}

/** The module ids of the login answer (spec §6): the modules the user may view, in APP_MODULES order. */
export const modulesOf = (permissions: Permissions): AppModule[] =>
  APP_MODULES.filter((module) => permissions[module]?.includes('view'));

export interface UserAccess {
  status: string;
  organizationId: string;
  roleId: string | null;
  roleName: string | null;
  isAdmin: boolean;
  permissions: Permissions;
  modules: AppModule[];
}

/**
 * What a user may do now, read on every request (so a changed role or permission applies at
 * once, without waiting for the access token to expire). Spec §6: a role whose name mentions
 * "admin" has every permission; a user row older than issue 4 (no role yet) falls back to its role type.
 */
export async function loadUserAccess(db: Db, userId: string): Promise<UserAccess | undefined> {
  const [row] = await db
    .select({ status: users.status, organizationId: users.organizationId, type: users.role, roleId: roles.id, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const isAdmin = isAdminRole([row.roleName ?? row.type]);
  const permissions = isAdmin
    ? ALL_PERMISSIONS
    : row.roleId
      ? permissionsFromRows(await db.select().from(rolePermissions).where(eq(rolePermissions.roleId, row.roleId)))
      : {};
  return { ...row, isAdmin, permissions, modules: modulesOf(permissions) };
}

/** The role type kept on the user row (and in the token): 'admin' or 'farmer' (spec §6). */
export const roleTypeOf = (roleName: string) => (isAdminRole([roleName]) ? 'admin' : 'farmer');
