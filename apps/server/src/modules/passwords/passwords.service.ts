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
import type { OutgoingMessage } from '../notifications/notifications.service';
import { checkOtp, incorrectOtp, issueOtp } from '../otp/otp.service';
import { revokeAllOfUser } from '../sessions/sessions.repository';
import { randomToken } from '../sessions/tokens';
import { auditedUser } from '../users/users.present';
import { hashPassword } from '../users/users.password';
import { findUserByEmail, findUserById, findUserByMobile, type UserRow, updateUser } from '../users/users.repository';
import { issueLinkToken, peekLinkToken, spendLink } from './link-tokens';

type Contact = { email?: string; mobile?: string; countryCode?: string };

async function findByContact(db: Db, contact: Contact) {
  if (contact.email) return findUserByEmail(db, contact.email);
  return contact.mobile ? findUserByMobile(db, contact.mobile, contact.countryCode) : undefined;
}

/** Only people who can already sign in may recover a password (spec §6). */
const canRecover = (user: UserRow | undefined): user is UserRow => user?.status === 'active' && user.passwordHash !== null;

const invalidToken = (key: 'errors.invalidToken' | 'errors.passwordCreationFailed' = 'errors.invalidToken') =>
  new AppError(400, key, { errors: [{ param: 'token', key: 'errors.invalidToken' }] });

async function sendAfterCommit(context: AppContext, message: OutgoingMessage | undefined) {
  if (message) await context.notifier.send(message);
}

/** A link that sets a password for an existing account: the first one (an admin added them), or a reset. */
const PASSWORD_SET_BY: Record<LinkPurpose, ActivityAction> = {
  setPassword: 'user.passwordSet',
  resetPassword: 'user.passwordReset',
  forgotPasswordCreate: 'user.passwordReset',
  forgotPasswordOtp: 'user.passwordReset',
};

/**
 * A new password for a user: the lock, the forced-reset flag and every session of the old
 * password end. Setting it through an emailed link or code also proves the contact.
 */
async function applyNewPassword(tx: Db, context: AppContext, user: UserRow, passwordHash: string, action: ActivityAction, ip: string) {
  const updated = await updateUser(tx, user.id, {
    passwordHash,
    status: 'active',
    verified: true,
    requiredToResetPw: false,
    failedLogins: 0,
    lockedUntil: null,
  });
  await revokeAllOfUser(tx, user.id, context.clock());
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
 * Forgot-password step 1: sends a code and answers a temporary token. Someone unknown gets a
 * token that leads nowhere (so the answer does not say who has an account); a known account that
 * cannot sign in gets the spec's "login from mobile app" refusal.
 */
export async function startForgotPassword(context: AppContext, type: 'email' | 'mobile', contact: Contact, ip: string) {
  const user = await findByContact(context.system, type === 'email' ? { email: contact.email } : contact);
  if (!user) return { token: randomToken() };
  if (!canRecover(user)) throw new AppError(400, 'errors.loginFromMobileApp');
  const { token, message } = await context.system.transaction(async (tx) => ({
    message: await issueOtp(tx, context, user, 'forgotPassword', type === 'email' ? 'email' : 'sms', ip),
    token: await issueLinkToken(tx, context, {
      purpose: 'forgotPasswordOtp',
      organizationId: user.organizationId,
      userId: user.id,
      ttlMinutes: AUTH_LIMITS.otpTtlMinutes,
    }),
  }));
  await sendAfterCommit(context, message);
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

const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};
const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;

/** The /otp screen's choice of contacts, masked. An unknown address shows itself masked, and no phone. */
export async function maskedContactsOf(context: AppContext, email: string): Promise<MaskedContacts> {
  const user = await findUserByEmail(context.system, email);
  return {
    email: maskEmail(user?.email ?? email.toLowerCase()),
    mobile: canRecover(user) && user.mobile ? maskMobile(user.mobile) : null,
  };
}

/**
 * Sends a reset link by email or text. The answer is the same whether or not the account exists
 * (the caller is anonymous), so nothing is learnt from it.
 */
export async function sendResetLink(context: AppContext, channel: 'email' | 'sms', contact: Contact, ip: string): Promise<void> {
  const user = await findByContact(context.system, contact);
  if (!canRecover(user)) return;
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
}

export async function resetTokenStatus(context: AppContext, token: string): Promise<{ status: boolean }> {
  return { status: (await peekLinkToken(context.system, context, token, ['resetPassword'])) !== undefined };
}
