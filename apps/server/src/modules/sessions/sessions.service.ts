import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS } from '@ganado/shared';
import type { AccessTokenResponse, LoginResponse } from '@ganado/shared/auth';
import { type AppContext, minutesFrom } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { failure, type Outcome, settle, success } from '../../http/outcome';
import { recordActivity } from '../activity-log/activity-log.repository';
import { loadUserAccess } from '../roles/roles.access';
import { presentUser } from '../users/users.present';
import { hashPassword, verifyPassword } from '../users/users.password';
import { findUserById, findUserByLogin, type UserRow, updateUser } from '../users/users.repository';
import { findRefreshToken, insertRefreshToken, revokeFamily, spendRefreshToken } from './sessions.repository';
import { hashSecret, randomToken } from './tokens';

const loginFailed = () =>
  new AppError(401, 'errors.unableToLogin', { errors: [{ param: 'username', key: 'errors.checkCredentials' }] });
const locked = () => new AppError(423, 'errors.accountLocked', { errors: [{ param: 'username', key: 'errors.accountLocked' }] });
const sessionEnded = () => new AppError(401, 'errors.sessionExpired');

let dummy: Promise<string> | undefined;
/** A hash to check against when there is no such user, so that costs the same time; made once. */
function dummyHash() {
  dummy ??= hashPassword(randomToken());
  return dummy;
}

async function issueTokens(tx: Db, context: AppContext, user: UserRow, familyId: string) {
  const refreshtoken = randomToken();
  await insertRefreshToken(tx, {
    organizationId: user.organizationId,
    userId: user.id,
    familyId,
    tokenHash: hashSecret(refreshtoken),
    expiresAt: minutesFrom(context.clock(), AUTH_LIMITS.refreshTokenTtlDays * 24 * 60),
    createdBy: user.id,
  });
  const token = context.tokens.signAccessToken({ userId: user.id, organizationId: user.organizationId, role: user.role });
  return { token, refreshtoken };
}

/** The login answer for a user whose password has been checked. */
async function startSession(tx: Db, context: AppContext, user: UserRow, ip: string): Promise<LoginResponse> {
  const familyId = randomUUID();
  const tokens = await issueTokens(tx, context, user, familyId);
  await recordActivity(tx, {
    organizationId: user.organizationId,
    actorId: user.id,
    action: 'session.login',
    entityType: 'session',
    entityId: familyId,
    ipAddress: ip,
  });
  const userRoles = [user.role];
  return {
    ...tokens,
    user: presentUser(user),
    userRoles,
    // Spec §6: the modules the user's role may view (every module for an admin role).
    modules: (await loadUserAccess(tx, user.id))?.modules ?? [],
    requiredToResetPW: user.requiredToResetPw,
  };
}

/**
 * Email-or-mobile and password. Unknown people, wrong passwords and accounts that are not
 * active all get the same 401 (spec §8), so the answer never tells which accounts exist.
 * After AUTH_LIMITS.lockoutAfterFailures wrong passwords in a row the account is locked (423).
 */
export function login(context: AppContext, credentials: { username: string; password: string }, ip: string) {
  return settle(
    context.system.transaction(async (tx): Promise<Outcome<LoginResponse>> => {
      const now = context.clock();
      const user = await findUserByLogin(tx, credentials.username);
      if (!user?.passwordHash) {
        await verifyPassword(await dummyHash(), credentials.password);
        return failure(loginFailed());
      }
      if (user.lockedUntil && user.lockedUntil > now) return failure(locked());

      if (!(await verifyPassword(user.passwordHash, credentials.password))) {
        const failures = user.failedLogins + 1;
        const lock = failures >= AUTH_LIMITS.lockoutAfterFailures;
        await updateUser(tx, user.id, {
          failedLogins: lock ? 0 : failures,
          lockedUntil: lock ? minutesFrom(now, AUTH_LIMITS.lockoutMinutes) : user.lockedUntil,
        });
        await recordActivity(tx, {
          organizationId: user.organizationId,
          actorId: null,
          action: lock ? 'user.locked' : 'session.loginFailed',
          entityType: 'user',
          entityId: user.id,
          after: { failedLogins: failures },
          ipAddress: ip,
        });
        return failure(lock ? locked() : loginFailed());
      }
      if (user.status !== 'active') return failure(loginFailed());

      const hadFailures = user.failedLogins > 0 || user.lockedUntil !== null;
      const current = hadFailures ? await updateUser(tx, user.id, { failedLogins: 0, lockedUntil: null }) : user;
      return success(await startSession(tx, context, current, ip));
    }),
  );
}

/**
 * Rotates a refresh token: the presented one is spent and a new pair issued in the same family.
 * A spent token presented again means two parties hold it, so the whole family is revoked.
 */
export function refreshSession(context: AppContext, refreshtoken: string, ip: string) {
  return settle(
    context.system.transaction(async (tx): Promise<Outcome<AccessTokenResponse>> => {
      const now = context.clock();
      const row = await findRefreshToken(tx, hashSecret(refreshtoken));
      if (!row || row.revokedAt || row.expiresAt <= now) return failure(sessionEnded());
      if (!(await spendRefreshToken(tx, row.id, now))) {
        await revokeFamily(tx, row.familyId, now);
        await recordActivity(tx, {
          organizationId: row.organizationId,
          actorId: null,
          action: 'session.reuseDetected',
          entityType: 'session',
          entityId: row.familyId,
          ipAddress: ip,
        });
        return failure(sessionEnded());
      }
      const user = await findUserById(tx, row.userId);
      if (user?.status !== 'active') {
        await revokeFamily(tx, row.familyId, now);
        return failure(sessionEnded());
      }
      const { token, refreshtoken: next } = await issueTokens(tx, context, user, row.familyId);
      await recordActivity(tx, {
        organizationId: row.organizationId,
        actorId: user.id,
        action: 'session.refresh',
        entityType: 'session',
        entityId: row.familyId,
        ipAddress: ip,
      });
      return success({ accesstoken: token, refreshtoken: next });
    }),
  );
}

/** Ends the sign-in the refresh token belongs to; unknown tokens are ignored (already out). */
export async function logout(context: AppContext, refreshtoken: string, ip: string): Promise<void> {
  await context.system.transaction(async (tx) => {
    const row = await findRefreshToken(tx, hashSecret(refreshtoken));
    if (!row || row.revokedAt) return;
    await revokeFamily(tx, row.familyId, context.clock());
    await recordActivity(tx, {
      organizationId: row.organizationId,
      actorId: row.userId,
      action: 'session.logout',
      entityType: 'session',
      entityId: row.familyId,
      ipAddress: ip,
    });
  });
}
