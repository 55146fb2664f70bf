import type { ActivityAction } from '@ganado/shared/activity-log';
import { AUTH_LIMITS } from '@ganado/shared';
import type { MaskedContacts } from '@ganado/shared/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { LinkPurpose } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { failure, settle, success } from '../../http/outcome';
import { recordActivity } from '../activity-log/activity-log.repository';
import { linkMessage } from '../notifications/notifications.messages';
import { checkOtp, claimCodeSend, incorrectOtp, issueOtp } from '../otp/otp.service';
import { randomToken } from '../sessions/tokens';
import { auditedUser } from '../users/users.present';
import { hashPassword } from '../users/users.password';
import { findUserByEmail, findUserById, findUserByMobile, type UserRow, updateUser } from '../users/users.repository';
import { issueLinkToken, peekLinkToken, spendLink, storeLinkToken } from './link-tokens';
import { retireOldCredentials } from './old-credentials';
import { unlockAccount } from '../sessions/password-attempts';

type Contact = { email?: string; mobile?: string; countryCode?: string };

async function findByContact(db: Db, contact: Contact) {
  if (contact.email) return findUserByEmail(db, contact.email);
  return contact.mobile ? findUserByMobile(db, contact.mobile, contact.countryCode) : undefined;
}

/** Only people who can already sign in may recover a password (docs/product.md §6). */
const canRecover = (user: UserRow | undefined): user is UserRow => user?.status === 'active' && user.passwordHash !== null;

const invalidToken = (key: 'errors.invalidToken' | 'errors.passwordCreationFailed' = 'errors.invalidToken') =>
  new AppError(400, key, { errors: [{ param: 'token', key: 'errors.invalidToken' }] });

/** A link that sets a password for an existing account: the first one (an admin added them), or a reset. */
const PASSWORD_SET_BY: Record<LinkPurpose, ActivityAction> = {
  setPassword: 'user.passwordSet',
  resetPassword: 'user.passwordReset',
  forgotPasswordCreate: 'user.passwordReset',
  forgotPasswordOtp: 'user.passwordReset',
};

/**
 * A new password for a user: the forced-reset flag ends, and with it everything of the old
 * password (old-credentials.ts): every session, every other link and code, the lock. Setting it
 * through an emailed link or code also proves the contact.
 */
async function applyNewPassword(tx: Db, context: AppContext, user: UserRow, passwordHash: string, action: ActivityAction, ip: string) {
  const updated = await updateUser(tx, user.id, { passwordHash, status: 'active', verified: true, requiredToResetPw: false });
  await retireOldCredentials(tx, context, user);
  // The sign-in counters belong to no organisation: `tx` is the system handle here.
  await unlockAccount(tx, user);
  await recordActivity(tx, {
    organizationId: user.organizationId,
    actorId: user.id,
    action,
    entityType: 'user',
    entityId: user.id,
    before: auditedUser(user),
    after: auditedUser(updated),
    ipAddress: ip,
  });
}

/**
 * Forgot-password step 1: sends a code and answers a temporary token. Everyone gets the same
 * answer in the same time: the cooldown is claimed on the contact typed, the token is made here,
 * and for a known account the code and the token's row are written and sent after the answer
 * (jobs/after-answer.ts); an unknown contact's token leads nowhere. A known account that cannot
 * sign in gets the spec's "login from mobile app" refusal (docs/decisions.md).
 */
export async function startForgotPassword(context: AppContext, type: 'email' | 'mobile', contact: Contact, ip: string) {
  const typed = type === 'email' ? { email: contact.email } : contact;
  await claimCodeSend(context, 'forgotPassword', typed);
  const user = await findByContact(context.system, typed);
  const token = randomToken();
  if (!user) return { token };
  if (!canRecover(user)) throw new AppError(400, 'errors.loginFromMobileApp');
  context.afterAnswer.run(`forgot-password code for user ${user.id}`, async () => {
    const message = await context.system.transaction(async (tx) => {
      await storeLinkToken(tx, context, token, {
        purpose: 'forgotPasswordOtp',
        organizationId: user.organizationId,
        userId: user.id,
        ttlMinutes: AUTH_LIMITS.otpTtlMinutes,
      });
      return issueOtp(tx, context, user, 'forgotPassword', type === 'email' ? 'email' : 'sms', ip);
    });
    await context.notifier.send(message);
  });
  return { token };
}

/** Step 2: the code for the step-1 token; answers a new token for step 3. */
export function verifyForgotPasswordOtp(context: AppContext, request: { token: string; otp: string }, ip: string) {
  return settle(
    context.system.transaction(async (tx) => {
      const link = await peekLinkToken(tx, context, request.token, ['forgotPasswordOtp']);
      const user = link?.userId ? await findUserById(tx, link.userId) : undefined;
      if (!link || !user) return failure(incorrectOtp());
      const checked = await checkOtp(tx, context, user, 'forgotPassword', request.otp, ip);
      if (!checked.ok) return checked;
      await spendLink(tx, context, request.token, ['forgotPasswordOtp']);
      const token = await issueLinkToken(tx, context, {
        purpose: 'forgotPasswordCreate',
        organizationId: user.organizationId,
        userId: user.id,
        ttlMinutes: AUTH_LIMITS.otpTtlMinutes,
      });
      return success({ token });
    }),
  );
}

/**
 * Sets a password with a single-use token of one of these purposes: step 3 of forgot-password,
 * a reset link, a set-password link (of a person an administrator added, or an operator invited).
 */
export async function setPasswordWithToken(
  context: AppContext,
  request: { token: string; password: string },
  purposes: LinkPurpose[],
  ip: string,
  failureKey: 'errors.invalidToken' | 'errors.passwordCreationFailed' = 'errors.invalidToken',
): Promise<void> {
  const passwordHash = await hashPassword(request.password);
  await context.system.transaction(async (tx) => {
    const link = await spendLink(tx, context, request.token, purposes);
    if (!link) throw invalidToken(failureKey);
    const user = await findUserById(tx, link.userId);
    if (!user) throw invalidToken(failureKey);
    await applyNewPassword(tx, context, user, passwordHash, PASSWORD_SET_BY[link.purpose], ip);
  });
}

/** The first character kept whole: a letter outside the BMP is two UTF-16 units, and half of one cannot be answered. */
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${Array.from(name)[0] ?? ''}***@${domain}`;
};

/**
 * The /otp screen's choice of contacts, masked: the address typed, and no phone, for every address
 * (no account is looked up, so the answer cannot tell who has one; docs/decisions.md).
 */
export function maskedContactsOf(email: string): MaskedContacts {
  return { email: maskEmail(email.trim().toLowerCase()), mobile: null };
}

/**
 * Sends a reset link by email or text. The answer is the same, in the same time, whether or not
 * the account exists (the caller is anonymous): the link is made and sent after the answer.
 */
export async function sendResetLink(context: AppContext, channel: 'email' | 'sms', contact: Contact, ip: string): Promise<void> {
  const user = await findByContact(context.system, contact);
  if (!canRecover(user)) return;
  context.afterAnswer.run(`reset link for user ${user.id}`, async () => {
    const token = await context.system.transaction(async (tx) => {
      const issued = await issueLinkToken(tx, context, {
        purpose: 'resetPassword',
        organizationId: user.organizationId,
        userId: user.id,
        ttlMinutes: AUTH_LIMITS.linkTokenTtlHours * 60,
      });
      await recordActivity(tx, {
        organizationId: user.organizationId,
        actorId: null,
        action: 'user.resetLinkSent',
        entityType: 'user',
        entityId: user.id,
        after: { channel },
        ipAddress: ip,
      });
      return issued;
    });
    const link = `${context.config.publicUrl}/forget-password?token=${encodeURIComponent(token)}`;
    await context.notifier.send(linkMessage(user, channel, 'reset', link, token));
  });
}

export async function resetTokenStatus(context: AppContext, token: string): Promise<{ status: boolean }> {
  return { status: (await peekLinkToken(context.system, context, token, ['resetPassword'])) !== undefined };
}
