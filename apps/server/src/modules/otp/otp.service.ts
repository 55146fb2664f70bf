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
import { hashSecret } from '../sessions/tokens';
import type { UserRow } from '../users/users.repository';
import { latestOtp, replaceOtp, updateOtp } from './otp.repository';

const otpProblem = (key: 'errors.incorrectOtp' | 'otp.expired' | 'otp.tooManyTries') =>
  new AppError(422, key, { errors: [{ param: 'otp', key }] });

export const incorrectOtp = () => otpProblem('errors.incorrectOtp');

/**
 * Makes a new code for the user (replacing older ones) and answers the message that carries it,
 * for the caller to send once the transaction has committed. Refused within the resend cooldown.
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
  const previous = await latestOtp(tx, user.id, purpose);
  if (previous && previous.createdAt.getTime() + AUTH_LIMITS.otpResendCooldownSeconds * 1000 > now.getTime()) {
    throw new AppError(429, 'otp.resendTooSoon');
  }
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

/**
 * Checks a code. Each wrong try is counted (and committed: the caller settles the outcome after
 * the transaction); after AUTH_LIMITS.otpMaxTries the code is dead. A right code is spent.
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
  if (!current || current.usedAt) return failure(incorrectOtp());
  if (current.tries >= AUTH_LIMITS.otpMaxTries) return failure(otpProblem('otp.tooManyTries'));
  if (current.expiresAt <= now) return failure(otpProblem('otp.expired'));

  const right = timingSafeEqual(Buffer.from(current.codeHash), Buffer.from(hashSecret(code)));
  const tries = right ? current.tries : current.tries + 1;
  await updateOtp(tx, current.id, right ? { usedAt: now } : { tries });
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
