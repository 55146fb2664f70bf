import { z } from 'zod';
import { text } from '../http';
import { PASSWORD_RULES } from '../constants';
import { withConfirmation } from './confirmation';
import { isEmail, isMobile, meetsPasswordPolicy, newPassword, otp, requiredText } from './fields';

/**
 * Every screen that chooses a password applies the one policy (8+, mixed: docs/product.md §5's
 * forgot-password rule), but keeps its own spec texts: where the spec says "minimum 6
 * characters", that text is shown below 6 and the policy text from 6 on (docs/decisions.md).
 */
const passwordWithMinimumSix = (requiredKey: Parameters<typeof requiredText>[0]) =>
  text({ error: requiredKey })
    .min(1, requiredKey)
    .min(PASSWORD_RULES.changeByTokenMinLength, 'password.minimumSix')
    .refine(meetsPasswordPolicy, 'password.policy');

/** Forgot-password step 1 (docs/product.md §2): an email, or a phone with its country code. */
export const forgotPasswordType = z.enum(['email', 'mobile']);
export const forgotPasswordRequest = z.object({
  email: text().trim().toLowerCase().optional(),
  mobile: text().trim().optional(),
  countryCode: text().trim().optional(),
  app_type: text().optional(),
});
/** The client's step 1 field: one box for an email or a phone number. */
export const forgotPasswordContact = z.object({
  contact: text({ error: 'forgotPassword.emailRequired' })
    .trim()
    .min(1, 'forgotPassword.emailRequired')
    .refine((value) => isEmail(value) || isMobile(value.replace(/[\s+-]/g, '')), 'forgotPassword.contactInvalid'),
});
/** Steps 1 and 2 answer a temporary token that carries the flow forward. */
export const temporaryTokenResponse = z.object({ token: text() });

/** Step 2: POST /api/user/verify-otp/forgot-password. */
export const verifyForgotPasswordOtpRequest = z.object({ token: text().min(1, 'errors.invalidToken'), otp });

/** Step 3: POST /api/user/create-password (the token travels in the oauth-token header). */
export const createPasswordForm = withConfirmation(
  z.object({
    password: newPassword('setPassword.passwordRequired'),
    confirmPassword: requiredText('setPassword.confirmRequired'),
  }),
  { password: 'password', confirmation: 'confirmPassword' },
  'forgotPassword.passwordsMismatch',
);
export const createPasswordRequest = z.object({ password: newPassword('setPassword.passwordRequired') });

/** POST /api/forget-password/email and /phone: send a reset link or code. */
export const forgetPasswordEmailRequest = z.object({
  email: text({ error: 'forgotPassword.emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'forgotPassword.emailRequired')
    .refine(isEmail, 'forgotPassword.contactInvalid'),
});
export const forgetPasswordPhoneRequest = z.object({
  mobile: text().trim().refine((value) => isMobile(value), 'forgotPassword.contactInvalid'),
  countryCode: text().trim().min(1, 'signUp.countryCodeRequired'),
});

/** POST /api/forget-password/validate: is an emailed reset token still good? */
export const tokenRequest = z.object({ token: text().min(1, 'errors.invalidToken') });
export const tokenStatusResponse = z.object({ status: z.boolean() });

/** /forget-password?token=: PUT /api/forget-password/reset-password (docs/product.md §5 "change password by token"). */
export const resetPasswordByLinkRequest = withConfirmation(
  z.object({
    token: text().min(1, 'errors.invalidToken'),
    password: passwordWithMinimumSix('resetByLink.passwordRequired'),
    confirm_password: requiredText('resetByLink.passwordsMismatch'),
  }),
  { password: 'password', confirmation: 'confirm_password' },
  'resetByLink.passwordsMismatch',
);

/** /setPassword/{id}, /password/set?token= and POST /api/user/pre-register/set-password/{token}. */
export const setPasswordRequest = withConfirmation(
  z.object({
    password: newPassword('setPassword.passwordRequired'),
    confirmPassword: requiredText('setPassword.confirmRequired'),
  }),
  { password: 'password', confirmation: 'confirmPassword' },
  'setPassword.passwordsMismatch',
);

/** The forced reset dialog (requiredToResetPW). The request sends oldPassword and newPassword. */
export const forcedResetForm = withConfirmation(
  z.object({
    oldPassword: requiredText('forcedReset.oldPasswordRequired'),
    newPassword: passwordWithMinimumSix('password.minimumSix'),
    confirmPassword: requiredText('forcedReset.passwordsMismatch'),
  }),
  { password: 'newPassword', confirmation: 'confirmPassword' },
  'forcedReset.passwordsMismatch',
);

/** The signed-in password change (docs/product.md §3 change-password payload). */
export const changePasswordRequest = z.object({
  oldPassword: requiredText('forcedReset.oldPasswordRequired'),
  newPassword: newPassword('setPassword.passwordRequired'),
});
export const changePasswordForm = withConfirmation(
  changePasswordRequest.extend({ confirmPassword: requiredText('setPassword.confirmRequired') }),
  { password: 'newPassword', confirmation: 'confirmPassword' },
  'validation.passwordsDoNotMatch',
);

/**
 * POST /api/user/forgot-password/{type}, validated for its type: an email, or a mobile number
 * with its dial code (docs/product.md §5 forgot-password texts).
 */
export function forgotPasswordRequestFor(type: z.infer<typeof forgotPasswordType>) {
  return type === 'email'
    ? forgotPasswordRequest.extend({ email: forgetPasswordEmailRequest.shape.email })
    : forgotPasswordRequest.extend({
        mobile: text({ error: 'forgotPassword.emailRequired' })
          .trim()
          .min(1, 'forgotPassword.emailRequired')
          .refine((value) => isMobile(value.replace(/[\s+-]/g, '')), 'forgotPassword.contactInvalid'),
      });
}

/** POST /api/user/create-password: the step-2 token travels in the oauth-token header. */
export const createPasswordHeaders = z.object({ 'oauth-token': text({ error: 'errors.invalidToken' }).min(1, 'errors.invalidToken') });
