import { AUTH_LIMITS } from '@ganado/shared';
import type { AdminUser, UserRequest, UserUpdateRequest, UsersQuery } from '@ganado/shared/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { findDepartment } from '../departments/departments.repository';
import { linkMessage } from '../notifications/notifications.messages';
import { issueLinkToken } from '../passwords/link-tokens';
import { ALL_PERMISSIONS, covers, loadUserAccess, permissionsFromRows, roleTypeOf } from '../roles/roles.access';
import { findRole, keepingAnAdmin, listPermissionRows } from '../roles/roles.repository';
import type { Session } from '../sessions/authenticate';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import { type AdminUserRow, emailTaken, findAdminUser, listUserOptions, listUsers } from './users.admin.repository';
import { findUserById, insertUser, mobileDigits, updateUser } from './users.repository';

type FailureKey = 'errors.userCreationFailed' | 'errors.unableToUpdate';
const duplicate = (key: FailureKey) => new AppError(409, key, { errors: [{ param: 'email', key: 'errors.duplicateUser' }] });

function present(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.countryCode,
    language: row.language,
    status: row.status,
    imported: row.importId !== null,
    department: row.departmentId && row.departmentName ? { id: row.departmentId, name: row.departmentName } : null,
    role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the activity log keeps of a user here: identity, status and assignment, no secrets. */
const audited = (row: AdminUserRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  status: row.status,
  departmentId: row.departmentId,
  roleId: row.roleId,
});

async function userOrNotFound(db: Db, actor: Actor, id: string): Promise<AdminUserRow> {
  const row = await findAdminUser(db, actor.organizationId, id);
  if (!row) throw AppError.notFound();
  return row;
}

/** What a person may do now (the same reading as every request's). */
const powersOf = async (db: Db, userId: string) => (await loadUserAccess(db, userId))?.permissions ?? {};

/** The escalation rule (docs/decisions.md): nobody manages someone who may do more than they may. */
async function withinPowers(db: Db, actor: Actor, target: AdminUserRow, key: FailureKey) {
  if (target.id === actor.userId || covers(await powersOf(db, actor.userId), await powersOf(db, target.id))) return;
  throw new AppError(409, key, { errors: [{ param: 'id', key: 'users.beyondYours' }] });
}

/**
 * docs/product.md §5: a department and a role of this organisation, the role within the department; and no
 * role that allows more than the person giving it may do (docs/decisions.md).
 */
async function assignment(db: Db, actor: Actor, request: UserRequest) {
  if (!(await findDepartment(db, actor.organizationId, request.department))) throw new AppError(404, 'errors.notFound', { param: 'department' });
  const role = await findRole(db, actor.organizationId, request.role);
  if (!role) throw new AppError(404, 'errors.notFound', { param: 'role' });
  if (role.departmentId !== request.department) {
    throw AppError.invalid([{ param: 'role', key: 'users.roleNotInDepartment' }]);
  }
  const granted = role.isAdministrator ? ALL_PERMISSIONS : permissionsFromRows(await listPermissionRows(db, role.id));
  if (!covers(await powersOf(db, actor.userId), granted)) {
    throw new AppError(409, 'errors.checkAllValues', { errors: [{ param: 'role', key: 'users.roleBeyondYours' }] });
  }
  return { departmentId: role.departmentId, roleId: role.id, role: roleTypeOf(role) };
}

async function orDuplicate<T>(work: Promise<T>, key: FailureKey): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(key) : error;
  }
}

export async function getUsers(context: AppContext, session: Session, query: UsersQuery) {
  const { rows, total } = await listUsers(context.db, session.organizationId, query);
  return { items: rows.map(present), total, page: query.page, limit: query.limit };
}

export const getUserOptions = (context: AppContext, session: Session, query: { page: number; limit: number; name?: string }) =>
  listUserOptions(context.db, session.organizationId, query);

/** Who writes: the signed-in person, or, for a background import, the person who started it. */
export type Actor = Pick<Session, 'organizationId' | 'userId'>;

/**
 * Adds a pending user inside `tx`: the row, its activity entry and the set-password link token,
 * as an administrator does by hand or through a CSV import (`importId`). Send the link after the
 * transaction commits (sendSetPasswordLink), so no message carries a token that was rolled back.
 */
export async function addPendingUser(tx: Db, context: AppContext, actor: Actor, request: UserRequest, options: { importId?: string; ip: string | null }) {
  const assigned = await assignment(tx, actor, request);
  const inserted = await insertUser(tx, {
    organizationId: actor.organizationId,
    email: request.email,
    mobile: request.mobile ? mobileDigits(request.mobile) : null,
    countryCode: request.countryCode ?? null,
    firstName: request.firstName,
    lastName: request.lastName,
    language: request.language,
    status: 'pending',
    importId: options.importId ?? null,
    createdBy: actor.userId,
    ...assigned,
  });
  const user = await userOrNotFound(tx, actor, inserted.id);
  await recordActivity(tx, {
    organizationId: actor.organizationId,
    actorId: actor.userId,
    action: options.importId ? 'user.import' : 'user.create',
    entityType: 'user',
    entityId: user.id,
    after: options.importId ? { ...audited(user), importId: options.importId } : audited(user),
    ipAddress: options.ip,
  });
  const token = await issueLinkToken(tx, context, {
    purpose: 'setPassword',
    organizationId: actor.organizationId,
    userId: user.id,
    ttlMinutes: AUTH_LIMITS.linkTokenTtlHours * 60,
  });
  return { user, token };
}

/** The pre-registration link (/setPassword/{token}), which activates the account once a password is set. */
export async function sendSetPasswordLink(context: AppContext, user: AdminUserRow, token: string): Promise<void> {
  const link = `${context.config.publicUrl}/setPassword/${encodeURIComponent(token)}`;
  const recipient = { organizationId: user.organizationId, email: user.email, mobile: user.mobile, countryCode: user.countryCode, language: user.language };
  await context.notifier.send(linkMessage(recipient, 'email', 'setPassword', link, token));
}

/** An administrator adds a person: pending until they set a password through the emailed link. */
export async function createUser(context: AppContext, session: Session, request: UserRequest, ip: string): Promise<AdminUser> {
  const key = 'errors.userCreationFailed';
  const { user, token } = await orDuplicate(
    context.db.transaction(async (tx) => {
      if (await emailTaken(tx, request.email)) throw duplicate(key);
      return addPendingUser(tx, context, session, request, { ip });
    }),
    key,
  );
  await sendSetPasswordLink(context, user, token);
  return present(user);
}

export function updateAdminUser(context: AppContext, session: Session, request: UserUpdateRequest, ip: string): Promise<AdminUser> {
  const key = 'errors.unableToUpdate';
  return orDuplicate(
    context.db.transaction(async (tx) => {
      const before = await userOrNotFound(tx, session, request.id);
      await withinPowers(tx, session, before, key);
      if (request.id === session.userId && (request.role !== before.roleId || request.department !== before.departmentId)) {
        throw new AppError(409, key, { errors: [{ param: 'role', key: 'users.cannotChangeOwnRole' }] });
      }
      if (await emailTaken(tx, request.email, request.id)) throw duplicate(key);
      const assigned = await assignment(tx, session, request);
      await keepingAnAdmin(tx, session.organizationId, 'role', () =>
        updateUser(tx, request.id, {
          email: request.email,
          mobile: request.mobile ? mobileDigits(request.mobile) : null,
          countryCode: request.countryCode ?? null,
          firstName: request.firstName,
          lastName: request.lastName,
          ...(request.language ? { language: request.language } : {}),
          ...assigned,
        }),
      );
      const after = await userOrNotFound(tx, session, request.id);
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'user.update',
        entityType: 'user',
        entityId: request.id,
        before: audited(before),
        after: audited(after),
        ipAddress: ip,
      });
      return present(after);
    }),
    key,
  );
}

/** Deactivating ends every session of the user at once; nobody can deactivate themselves. */
export function setUserActive(context: AppContext, session: Session, id: string, active: boolean, ip: string): Promise<AdminUser> {
  return context.db.transaction(async (tx) => {
    const before = await userOrNotFound(tx, session, id);
    await withinPowers(tx, session, before, 'errors.unableToUpdate');
    if (!active && id === session.userId) {
      throw new AppError(409, 'errors.unableToUpdate', { errors: [{ param: 'id', key: 'users.cannotDeactivateSelf' }] });
    }
    if (active && before.status !== 'inactive') {
      throw new AppError(409, 'errors.unableToUpdate', { errors: [{ param: 'id', key: 'users.notInactive' }] });
    }
    // A reactivated account that never set a password goes back to waiting for it.
    const hasPassword = Boolean((await findUserById(tx, id))?.passwordHash);
    await keepingAnAdmin(tx, session.organizationId, 'id', () =>
      updateUser(tx, id, { status: active ? (hasPassword ? 'active' : 'pending') : 'inactive' }),
    );
    if (!active) await revokeSessionsOfUser(tx, id, context.clock());
    const after = await userOrNotFound(tx, session, id);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: active ? 'user.reactivate' : 'user.deactivate',
      entityType: 'user',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
      ipAddress: ip,
    });
    return present(after);
  });
}
