import { actionsOf, PERMISSION_ACTIONS } from '@ganado/shared/access';
import { APP_MODULES } from '@ganado/shared/auth';
import type { ModulePermission, Role, RoleLock, RolePermissions, RolePermissionsRequest, RoleRequest } from '@ganado/shared/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { findDepartment } from '../departments/departments.repository';
import type { Session } from '../sessions/authenticate';
import { ALL_PERMISSIONS, columnOf, covers, type PermissionRow, permissionsFromRows } from './roles.access';
import {
  findRole,
  insertRole,
  listPermissionRows,
  listRoles,
  roleNameTaken,
  type RoleListRow,
  syncRoleUsers,
  updateRoleRow,
  upsertPermissionRows,
} from './roles.repository';

type FailureKey = 'errors.roleNotAdded' | 'errors.roleNotUpdated';
const nameTaken = (key: FailureKey) => new AppError(409, key, { errors: [{ param: 'name', key: 'roles.nameTaken' }] });
/** A department of another organisation is, to this one, a department that does not exist. */
const noSuchDepartment = () => new AppError(404, 'errors.notFound', { param: 'department' });

async function orNameTaken<T>(work: Promise<T>, key: FailureKey): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(key) : error;
  }
}

const present = (row: RoleListRow): Role => ({
  id: row.id,
  name: row.name,
  department: { id: row.departmentId, name: row.departmentName },
  isAdmin: row.isAdministrator,
  createdAt: row.createdAt.toISOString(),
});

async function roleOrNotFound(db: Db, session: Session, id: string): Promise<RoleListRow> {
  const role = await findRole(db, session.organizationId, id);
  if (!role) throw AppError.notFound();
  return role;
}

/** What a role allows: everything for an administrator role (docs/product.md §6), else its rows. */
const permissionsOfRole = (role: RoleListRow, rows: readonly PermissionRow[]) => (role.isAdministrator ? ALL_PERMISSIONS : permissionsFromRows(rows));

/**
 * Why `session` may not change this role's permissions, or null (the escalation rule,
 * docs/decisions.md): nobody changes the role they hold, an administrator role's permissions are all,
 * always, and nobody changes a role that allows something they may not do themselves.
 */
function permissionsLock(session: Session, role: RoleListRow, rows: readonly PermissionRow[]): RoleLock | null {
  if (role.id === session.roleId) return 'roles.cannotEditOwn';
  if (role.isAdministrator) return 'roles.adminHasAll';
  return covers(session.permissions, permissionsOfRole(role, rows)) ? null : 'roles.beyondYours';
}

/** The role, if `session` may rename or move it: not their own, and none that allows more than they may do. */
async function roleToRename(tx: Db, session: Session, id: string) {
  const role = await roleOrNotFound(tx, session, id);
  const lock = role.id === session.roleId ? 'roles.cannotEditOwn' : !covers(session.permissions, permissionsOfRole(role, await listPermissionRows(tx, id))) ? 'roles.beyondYours' : null;
  if (lock) throw new AppError(409, 'errors.roleNotUpdated', { errors: [{ param: 'id', key: lock }] });
  return role;
}

export async function getRoles(context: AppContext, session: Session, departmentId?: string): Promise<Role[]> {
  if (departmentId && !(await findDepartment(context.db, session.organizationId, departmentId))) throw noSuchDepartment();
  return (await listRoles(context.db, session.organizationId, departmentId)).map(present);
}

/** A new role allows nothing until its permissions are set (an admin role excepted, docs/product.md §6). */
export function addRole(context: AppContext, session: Session, request: RoleRequest, ip: string): Promise<Role> {
  const key = 'errors.roleNotAdded';
  return orNameTaken(
    context.db.transaction(async (tx) => {
      if (!(await findDepartment(tx, session.organizationId, request.department))) throw noSuchDepartment();
      if (await roleNameTaken(tx, request.department, request.name)) throw nameTaken(key);
      const row = await insertRole(tx, {
        organizationId: session.organizationId,
        departmentId: request.department,
        name: request.name,
        createdBy: session.userId,
      });
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'role.create',
        entityType: 'role',
        entityId: row.id,
        after: { name: row.name, departmentId: row.departmentId },
        ipAddress: ip,
      });
      return present(await roleOrNotFound(tx, session, row.id));
    }),
    key,
  );
}

/** Renames a role or moves it to another department; its users follow. A name gives no power (docs/product.md §6 reads the flag). */
export function updateRole(context: AppContext, session: Session, id: string, request: RoleRequest, ip: string): Promise<Role> {
  const key = 'errors.roleNotUpdated';
  return orNameTaken(
    context.db.transaction(async (tx) => {
      const before = await roleToRename(tx, session, id);
      if (!(await findDepartment(tx, session.organizationId, request.department))) throw noSuchDepartment();
      if (await roleNameTaken(tx, request.department, request.name, id)) throw nameTaken(key);
      await updateRoleRow(tx, session.organizationId, id, { name: request.name, departmentId: request.department });
      await syncRoleUsers(tx, session.organizationId, id, { departmentId: request.department });
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'role.update',
        entityType: 'role',
        entityId: id,
        before: { name: before.name, departmentId: before.departmentId },
        after: { name: request.name, departmentId: request.department },
        ipAddress: ip,
      });
      return present(await roleOrNotFound(tx, session, id));
    }),
    key,
  );
}

/** Every module in APP_MODULES order, with its actions (all of them for an admin role). */
function matrix(role: RoleListRow, rows: readonly PermissionRow[]): ModulePermission[] {
  const permissions = permissionsOfRole(role, rows);
  return APP_MODULES.map((module) => ({
    module,
    ...(Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, permissions[module]?.includes(action) ?? false])) as Omit<
      ModulePermission,
      'module'
    >),
  }));
}

export async function getRolePermissions(context: AppContext, session: Session, id: string): Promise<RolePermissions> {
  const role = await roleOrNotFound(context.db, session, id);
  const rows = await listPermissionRows(context.db, id);
  return { role: present(role), permissions: matrix(role, rows), locked: permissionsLock(session, role, rows) };
}

/**
 * Sets the actions of the modules sent (the others keep theirs). An admin role always has every
 * permission (docs/product.md §6), so changing it is refused with 'Permissions not Updated'; so is changing
 * one's own role, or granting an action one does not have (docs/decisions.md).
 */
export function setRolePermissions(
  context: AppContext,
  session: Session,
  id: string,
  request: RolePermissionsRequest,
  ip: string,
): Promise<RolePermissions> {
  return context.db.transaction(async (tx) => {
    const role = await roleOrNotFound(tx, session, id);
    const lock = permissionsLock(session, role, await listPermissionRows(tx, id));
    if (lock) throw new AppError(409, 'errors.permissionsNotUpdated', { errors: [{ param: 'permissions', key: lock }] });
    const granted = Object.fromEntries(request.permissions.map((row) => [row.module, actionsOf(row.module).filter((action) => row[action])]));
    if (!covers(session.permissions, granted)) {
      throw new AppError(409, 'errors.permissionsNotUpdated', { errors: [{ param: 'permissions', key: 'roles.beyondYours' }] });
    }
    const before = matrix(role, await listPermissionRows(tx, id));
    await upsertPermissionRows(
      tx,
      request.permissions.map((row) => ({
        organizationId: session.organizationId,
        roleId: id,
        module: row.module,
        createdBy: session.userId,
        // An override sent for a module with nothing to override is not kept.
        ...Object.fromEntries(PERMISSION_ACTIONS.map((action) => [columnOf(action), row[action] && actionsOf(row.module).includes(action)])),
      })),
    );
    const after = matrix(role, await listPermissionRows(tx, id));
    // The log keeps only the modules that changed, as module → allowed actions.
    const changedAt = APP_MODULES.flatMap((_, index) => (JSON.stringify(before[index]) === JSON.stringify(after[index]) ? [] : [index]));
    const changed = (rows: ModulePermission[]) =>
      Object.fromEntries(
        changedAt.map((index) => {
          const { module, ...actions } = rows[index]!;
          return [module, PERMISSION_ACTIONS.filter((action) => actions[action])];
        }),
      );
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'role.permissionsUpdate',
      entityType: 'role',
      entityId: id,
      before: changed(before),
      after: changed(after),
      ipAddress: ip,
    });
    return { role: present(role), permissions: after, locked: null };
  });
}
