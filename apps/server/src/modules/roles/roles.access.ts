import { actionsOf, type Permissions, type PermissionAction } from '@ganado/shared/access';
import { APP_MODULES, type AppModule } from '@ganado/shared/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { organizations, refreshTokens, rolePermissions, roles, users } from '../../db/schema';

export type PermissionRow = typeof rolePermissions.$inferSelect;

const COLUMN_OF: Record<PermissionAction, keyof PermissionRow> = {
  view: 'canView',
  create: 'canCreate',
  edit: 'canEdit',
  delete: 'canDelete',
  export: 'canExport',
  override: 'canOverride',
};

export const columnOf = (action: PermissionAction) => COLUMN_OF[action] as 'canView';

/** Every action on every module: what an administrator has (docs/product.md §6). */
export const ALL_PERMISSIONS: Permissions = Object.fromEntries(APP_MODULES.map((module) => [module, [...actionsOf(module)]]));

/** What a role grants on one module: a permission row's flags. */
export type ModuleGrant = Pick<PermissionRow, 'module' | 'canView' | 'canCreate' | 'canEdit' | 'canDelete' | 'canExport' | 'canOverride'>;

export function permissionsFromRows(rows: readonly ModuleGrant[]): Permissions {
  const permissions: Permissions = {};
  for (const row of rows) {
    // A flag a module does not have (an override on a module without a block) grants nothing.
    const actions = actionsOf(row.module).filter((action) => row[columnOf(action)]);
    if (actions.length > 0) permissions[row.module] = actions;
  }
  return permissions;
}

/**
 * Whether `holder` has every action `wanted` names: nobody may give a role, or a person, what they
 * could not do themselves (the escalation rule, docs/decisions.md).
 */
export const covers = (holder: Permissions, wanted: Permissions) =>
  APP_MODULES.every((module) => (wanted[module] ?? []).every((action) => holder[module]?.includes(action)));

/** The module ids of the login answer (docs/product.md §6): the modules the user may view, in APP_MODULES order. */
export const modulesOf = (permissions: Permissions): AppModule[] =>
  APP_MODULES.filter((module) => permissions[module]?.includes('view'));

export interface UserAccess {
  status: string;
  organizationId: string;
  roleId: string | null;
  isAdmin: boolean;
  permissions: Permissions;
  modules: AppModule[];
  /** Whether the sign-in asked about is still open (true when none was asked about). */
  sessionLive: boolean;
}

/**
 * Who administers an organisation (docs/product.md §6's admin, docs/decisions.md): the holder of a role with
 * the administrator flag, and the person who created the organisation by signing up. Never a name.
 */
export const administers = (person: { userId: string; isAdministratorRole: boolean | null; ownerId: string | null }) =>
  person.isAdministratorRole === true || person.ownerId === person.userId;

/**
 * What a user may do now, read on every request (so a changed role or permission applies at
 * once, without waiting for the access token to expire), and, given the sign-in (a refresh family)
 * an access token names, whether it is still open, in the same statement. `db` is the user's
 * organisation's (row-level security): a user of another organisation is not found.
 */
export async function loadUserAccess(db: Db, userId: string, sessionId?: string): Promise<UserAccess | undefined> {
  const sessionLive = sessionId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is null)`
    : sql<boolean>`true`;
  // The role's grants in the same statement: this runs on every request.
  const grants = sql<ModuleGrant[] | null>`(select json_agg(json_build_object(
    'module', ${rolePermissions.module}, 'canView', ${rolePermissions.canView}, 'canCreate', ${rolePermissions.canCreate},
    'canEdit', ${rolePermissions.canEdit}, 'canDelete', ${rolePermissions.canDelete}, 'canExport', ${rolePermissions.canExport},
    'canOverride', ${rolePermissions.canOverride}))
    from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})`;
  const [row] = await runPrepared(
    db
      .select({
        status: users.status,
        organizationId: users.organizationId,
        roleId: roles.id,
        isAdministratorRole: roles.isAdministrator,
        ownerId: organizations.ownerId,
        sessionLive,
        grants,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId)),
  );
  if (!row) return undefined;
  const isAdmin = administers({ userId, ...row });
  const permissions = isAdmin ? ALL_PERMISSIONS : permissionsFromRows(row.grants ?? []);
  return {
    status: row.status,
    organizationId: row.organizationId,
    roleId: row.roleId,
    isAdmin,
    permissions,
    modules: modulesOf(permissions),
    sessionLive: row.sessionLive,
  };
}

/** The role type kept on the user row (and in the token): 'admin' for an administrator role, else 'farmer' (docs/product.md §6). */
export const roleTypeOf = (role: { isAdministrator: boolean }) => (role.isAdministrator ? 'admin' : 'farmer');
