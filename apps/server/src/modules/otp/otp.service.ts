import { randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, OTP_LENGTH } from '@ganado/shared';
import { type AppContext, minutesFrom } from '../../context';
import type { Db } from '../../db/client';
import type { OtpPurpose } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { failure, type Outcome, success } from '../../http/outcome';
import { recordActivity } from '../activity-log/activity-log.repository';
import { otpMessage } from '../notifications/notifications.messages';
import type { OutgoingMessage } from '../notifications/notifications.service';
import { type AttemptRule, claimAttempt } from '../sessions/attempts.repository';
import { type Contact, contactKey } from '../sessions/attempt-keys';
import { hashSecret } from '../sessions/tokens';
import type { UserRow } from '../users/users.repository';
import { claimOtpTry, latestOtp, type OtpRow, replaceOtp, spendOtp } from './otp.repository';

const otpProblem = (key: 'errors.incorrectOtp' | 'otp.expired' | 'otp.tooManyTries') =>
  new AppError(422, key, { errors: [{ param: 'otp', key }] });

export const incorrectOtp = () => otpProblem('errors.incorrectOtp');

const CODE_SEND_RULE: AttemptRule = {
  max: 1,
  blockMs: AUTH_LIMITS.otpResendCooldownSeconds * 1000,
  forgetMs: AUTH_LIMITS.otpResendCooldownSeconds * 1000,
};

/**
 * The resend cooldown, claimed on the contact as typed before anyone is looked up: a second
 * request within AUTH_LIMITS.otpResendCooldownSeconds is refused (429) whether or not an
 * account has that contact, so the refusal tells nothing (docs/decisions.md). No contact, no
 * account to send to: nothing to claim.
 */
export async function claimCodeSend(context: AppContext, purpose: OtpPurpose, contact: Contact): Promise<void> {
  const key = contactKey(`code:${purpose}`, contact);
  if (key && !(await claimAttempt(context.system, [key], CODE_SEND_RULE, context.clock()))) throw new AppError(429, 'otp.resendTooSoon');
}

/**
 * Makes a new code for the user (replacing older ones) and answers the message that carries it,
 * for the caller to send once the transaction has committed. The caller has claimed the cooldown.
 */
export async function issueOtp(
  tx: Db,
  context: AppContext,
  user: UserRow,
  purpose: OtpPurpose,
  channel: 'email' | 'sms',
  ip: string,
): Promise<OutgoingMessage> {
  const now = context.clock();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await replaceOtp(tx, {
    organizationId: user.organizationId,
    userId: user.id,
    purpose,
    codeHash: hashSecret(code),
    expiresAt: minutesFrom(now, AUTH_LIMITS.otpTtlMinutes),
    createdAt: now,
    createdBy: user.id,
  });
  await recordActivity(tx, {
    organizationId: user.organizationId,
    actorId: null,
    action: 'otp.sent',
    entityType: 'user',
    entityId: user.id,
    after: { purpose, channel },
    ipAddress: ip,
  });
  return otpMessage(user, channel, code);
}

/** Why a code could not take a try, read from the row as it was before the claim. */
function unclaimed(code: OtpRow, now: Date) {
  if (code.usedAt) return incorrectOtp();
  if (code.tries < AUTH_LIMITS.otpMaxTries && code.expiresAt <= now) return otpProblem('otp.expired');
  return otpProblem('otp.tooManyTries');
}

/**
 * Checks a code. The try is claimed first (one conditional update), and only a claimed try
 * compares the code, so parallel guesses get AUTH_LIMITS.otpMaxTries comparisons in all; after
 * that the code is dead. The count commits with the failure (the caller settles the outcome after
 * the transaction). A right code is spent.
 */
export async function checkOtp(
  tx: Db,
  context: AppContext,
  user: UserRow,
  purpose: OtpPurpose,
  code: string,
  ip: string,
): Promise<Outcome<true>> {
  const now = context.clock();
  const current = await latestOtp(tx, user.id, purpose);
  if (!current) return failure(incorrectOtp());
  const tries = await claimOtpTry(tx, current.id, AUTH_LIMITS.otpMaxTries, now);
  if (tries === undefined) return failure(unclaimed(current, now));

  const right = timingSafeEqual(Buffer.from(current.codeHash), Buffer.from(hashSecret(code))) && (await spendOtp(tx, current.id, now));
  await recordActivity(tx, {
    organizationId: user.organizationId,
    actorId: null,
    action: right ? 'otp.verified' : 'otp.failed',
    entityType: 'user',
    entityId: user.id,
    after: { purpose, tries },
    ipAddress: ip,
  });
  if (right) return success(true);
  return failure(tries >= AUTH_LIMITS.otpMaxTries ? otpProblem('otp.tooManyTries') : incorrectOtp());
}
