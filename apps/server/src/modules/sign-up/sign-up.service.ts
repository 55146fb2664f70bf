import type { SignUpRequest, SignUpType } from '@ganado/shared/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { failure, settle, success } from '../../http/outcome';
import { recordActivity } from '../activity-log/activity-log.repository';
import { checkOtp, claimCodeSend, incorrectOtp, issueOtp } from '../otp/otp.service';
import { createOwnOrganization } from '../organizations/organizations.service';
import { storePicture } from '../uploads/pictures';
import { auditedUser } from '../users/users.present';
import { hashPassword } from '../users/users.password';
import { findUserByEmail, findUserByLogin, findUserByMobile, mobileDigits, updateUser } from '../users/users.repository';

/** docs/product.md §5: sign-up step 1 says 'Duplicate User.' / 'User already exist in system.' (the spec's own enumeration, docs/decisions.md). */
const duplicateUser = (param: string) =>
  new AppError(409, 'errors.duplicateUserTitle', { errors: [{ param, key: 'errors.duplicateUser' }] });
const channelOf = (type: SignUpType) => (type === 'email' ? 'email' : 'sms');
const fieldProblem = (param: string, key: 'captcha.required' | 'captcha.invalid') =>
  AppError.invalid([{ param, key }]);

type Contact = { email?: string; mobile?: string; countryCode?: string };

/** The account with this sign-up type's contact: its email, or its mobile number. */
async function findByContact(context: AppContext, type: SignUpType, contact: Contact) {
  if (type === 'email') return contact.email ? findUserByEmail(context.system, contact.email) : undefined;
  return contact.mobile ? findUserByMobile(context.system, contact.mobile, contact.countryCode) : undefined;
}

/** The solved challenge the sign-up carries (none when the captcha is off); 422 on `captcha` otherwise. */
async function checkCaptcha(context: AppContext, captcha: string | undefined) {
  if (!context.config.captchaEnabled) return undefined;
  if (!captcha) throw fieldProblem('captcha', 'captcha.required');
  const solved = await context.captcha.check(captcha);
  if (!solved) throw fieldProblem('captcha', 'captcha.invalid');
  return solved;
}

/**
 * Sign-up (docs/product.md §2, §3): a pending farmer, owner of a new organisation of their own, whatever role
 * or organisation code was sent (docs/product.md §6, docs/decisions.md), and a code to the email or mobile.
 * With resendOTP=true, a pending account with this contact gets a new code instead.
 */
export async function signUp(
  context: AppContext,
  type: SignUpType,
  request: SignUpRequest & { profilePic?: unknown },
  ip: string,
): Promise<void> {
  const solved = await checkCaptcha(context, request.captcha);
  const contact = request as Contact;
  const existing = await findByContact(context, type, contact);
  if (existing && !(request.resendOTP === 'true' && existing.status === 'pending')) throw duplicateUser(type);
  await claimCodeSend(context, 'signUp', contact);
  if (existing) {
    // Resend OTP repeats the sign-up with the solution its account was created with (§7): checked, not spent again.
    const message = await context.system.transaction((tx) => issueOtp(tx, context, existing, 'signUp', channelOf(type), ip));
    await context.notifier.send(message);
    return;
  }
  // A solution creates one account: spent before the picture and the password cost anything.
  if (solved && !(await context.captcha.spend(solved))) throw fieldProblem('captcha', 'captcha.invalid');

  const profilePicture = await storePicture(context.storage, request.profilePic, { field: 'profilePic', failureKey: 'errors.checkAllValues' });
  const passwordHash = await hashPassword(request.password);
  const message = await context.system.transaction(async (tx) => {
    // docs/product.md §3's organizationCode is not the caller's to choose: a sign-up starts an organisation of its own (docs/decisions.md).
    const user = await createOwnOrganization(tx, {
      email: contact.email ?? null,
      mobile: contact.mobile ? mobileDigits(contact.mobile) : null,
      countryCode: request.countryCode,
      firstName: request.firstName,
      lastName: request.lastName,
      passwordHash,
      status: 'pending',
      language: request.language,
      countryId: request.countryId.toUpperCase(),
      state: request.stateId,
      district: request.district ?? null,
      village: request.village,
      address: request.address ?? null,
      website: request.website ?? null,
      userTribe: request.userTribe ?? null,
      profilePicture,
    });
    await recordActivity(tx, {
      organizationId: user.organizationId,
      actorId: null,
      action: 'user.signUp',
      entityType: 'user',
      entityId: user.id,
      after: auditedUser(user),
      ipAddress: ip,
    });
    return issueOtp(tx, context, user, 'signUp', channelOf(type), ip);
  });
  await context.notifier.send(message);
}

/**
 * A new sign-up code over the channel `type` names. The person is found by whichever contact was
 * sent: the /otp page knows the email and may choose to have the code texted to the phone
 * instead. The answer is the same, in the same time, for a contact with no pending account: the
 * cooldown is claimed on the contact typed, and the code is made and sent after the answer.
 */
export async function sendSignUpOtp(context: AppContext, type: SignUpType, contact: Contact, ip: string): Promise<void> {
  await claimCodeSend(context, 'signUp', contact);
  const user = await findByContact(context, contact.email ? 'email' : 'mobile', contact);
  if (user?.status !== 'pending' || (type === 'mobile' && !user.mobile)) return;
  context.afterAnswer.run(`sign-up code for user ${user.id}`, async () => {
    const message = await context.system.transaction((tx) => issueOtp(tx, context, user, 'signUp', channelOf(type), ip));
    await context.notifier.send(message);
  });
}

/** The right code activates the account (status active, verified). */
export function verifySignUpOtp(context: AppContext, request: { credential: string; otp: string }, ip: string) {
  return settle(
    context.system.transaction(async (tx) => {
      const user = await findUserByLogin(tx, request.credential);
      if (user?.status !== 'pending') return failure(incorrectOtp());
      const checked = await checkOtp(tx, context, user, 'signUp', request.otp, ip);
      if (!checked.ok) return checked;
      const activated = await updateUser(tx, user.id, { status: 'active', verified: true });
      await recordActivity(tx, {
        organizationId: user.organizationId,
        actorId: user.id,
        action: 'user.verified',
        entityType: 'user',
        entityId: user.id,
        before: auditedUser(user),
        after: auditedUser(activated),
        ipAddress: ip,
      });
      return success(null);
    }),
  );
}
