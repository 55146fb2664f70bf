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
import { findUserById, findUserByLogin, type UserRow } from '../users/users.repository';
import { accountLocked, trySignIn } from './password-attempts';
import { findRefreshToken, insertRefreshToken, revokeFamily, spendRefreshToken } from './sessions.repository';
import { hashSecret, randomToken } from './tokens';

const loginFailed = () =>
  new AppError(401, 'errors.unableToLogin', { errors: [{ param: 'username', key: 'errors.checkCredentials' }] });
const sessionEnded = () => new AppError(401, 'errors.sessionExpired');

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
  const token = context.tokens.signAccessToken({ userId: user.id, organizationId: user.organizationId, role: user.role, sessionId: familyId });
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
    // docs/product.md §6: the modules the user's role may view (every module for an admin role).
    modules: (await loadUserAccess(tx, user.id))?.modules ?? [],
    requiredToResetPW: user.requiredToResetPw,
  };
}

/**
 * Email-or-mobile and password. Unknown people, wrong passwords and accounts that are not
 * active all get the same 401 (docs/product.md §8), so the answer never tells which accounts exist. After
 * AUTH_LIMITS.lockoutAfterFailures failures in a row on the name typed, known or not, it is
 * locked (423). The try is claimed before the password is compared (password-attempts.ts), and
 * no transaction is held open while argon2 runs.
 */
export async function login(context: AppContext, credentials: { username: string; password: string }, ip: string): Promise<LoginResponse> {
  const user = await findUserByLogin(context.system, credentials.username);
  const passwordHash = user?.status === 'active' ? user.passwordHash : null;
  const attempt = await trySignIn(context, credentials.username, passwordHash, credentials.password);
  if (!attempt) throw accountLocked('username');
  if (!attempt.right || !user) {
    // Logged after the answer, so a real account's failure takes no longer than a made-up one's.
    if (user) {
      context.afterAnswer.run(`failed sign-in of user ${user.id}`, () =>
        recordActivity(context.system, {
          organizationId: user.organizationId,
          actorId: null,
          action: attempt.locked ? 'user.locked' : 'session.loginFailed',
          entityType: 'user',
          entityId: user.id,
          after: { failedLogins: attempt.failures },
          ipAddress: ip,
        }),
      );
    }
    throw attempt.locked ? accountLocked('username') : loginFailed();
  }
  return context.system.transaction((tx) => startSession(tx, context, user, ip));
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
