import { type Language, translateMessage } from '@ganado/shared';
import { meetsPasswordPolicy } from '@ganado/shared/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { retireOldCredentials } from '../passwords/old-credentials';
import { accountLocked, tryCurrentPassword } from '../sessions/password-attempts';
import { hashPassword } from './users.password';
import { findUserByEmail, findUserById, findUserByMobile, updateUser } from './users.repository';

/**
 * The signed-in password change, also used by the forced reset dialog: on success the
 * requiredToResetPW flag clears. A wrong current password is a 422 on oldPassword, so the
 * dialog shows it under that field (docs/product.md §8). Wrong current passwords count toward the account's
 * lockout as failed sign-ins do, and a locked account cannot change its password (423). The new
 * password ends every other sign-in of the user and every link and code sent before it; the
 * session making the change carries on.
 */
export async function changePassword(
  context: AppContext,
  session: Session,
  passwords: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const user = await findUserById(context.db, session.userId);
  if (user?.status !== 'active' || !user.passwordHash) throw AppError.unauthorized();
  const attempt = await tryCurrentPassword(context, user, passwords.oldPassword);
  if (!attempt) throw accountLocked('oldPassword');
  if (!attempt.right) {
    await recordActivity(context.db, {
      organizationId: user.organizationId,
      actorId: user.id,
      action: attempt.locked ? 'user.locked' : 'user.passwordChangeFailed',
      entityType: 'user',
      entityId: user.id,
      after: { failedLogins: attempt.failures },
      ipAddress: ip,
    });
    if (attempt.locked) throw accountLocked('oldPassword');
    throw AppError.invalid([{ param: 'oldPassword', key: 'errors.oldPasswordIncorrect' }]);
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  await context.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, requiredToResetPw: false });
    await retireOldCredentials(tx, context, user, session.sessionId);
    await recordActivity(tx, {
      organizationId: user.organizationId,
      actorId: user.id,
      action: 'user.passwordChanged',
      entityType: 'user',
      entityId: user.id,
      before: { requiredToResetPw: user.requiredToResetPw },
      after: { requiredToResetPw: false },
      ipAddress: ip,
    });
  });
}

/**
 * Sign-up step 1's check (docs/product.md §5): is the contact taken, and which password rules fail.
 * It tells an anonymous caller whether an address is registered; sign-up itself would too (409),
 * so the rate limit, not secrecy, is what protects it (docs/decisions.md).
 */
export async function userAlreadyExists(
  context: AppContext,
  request: { email?: string; mobile?: string; countryCode?: string; password: string },
  language: Language,
) {
  const existing = request.email
    ? await findUserByEmail(context.system, request.email)
    : request.mobile
      ? await findUserByMobile(context.system, request.mobile, request.countryCode)
      : undefined;
  return {
    userExists: existing !== undefined,
    validPassword: meetsPasswordPolicy(request.password) ? [] : [translateMessage('password.policy', language)],
  };
}
