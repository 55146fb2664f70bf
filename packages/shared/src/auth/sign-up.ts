import { z } from 'zod';
import { text } from '../http';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE, LANGUAGES, NAME_MAX_LENGTH } from '../constants';
import type { MessageKey } from '../messages';
import { withConfirmation } from './confirmation';
import { dialCode, email, mobile, newPassword, requiredText } from './fields';

/** /register/{type} and POST /api/user/signup/{type}: sign up by email or by mobile. */
export const signUpType = z.enum(['email', 'mobile']);
export type SignUpType = z.infer<typeof signUpType>;

const personName = (requiredKey: MessageKey) => requiredText(requiredKey).max(NAME_MAX_LENGTH.signUp, 'signUp.nameTooLong');
const optionalText = (max: number) => text().trim().max(max, 'validation.invalid').optional();

/** Step 1 fields (docs/product.md §2): names, the contact of the chosen type, the password twice. */
export const signUpAccountFields = z.object({
  firstName: personName('signUp.firstNameRequired'),
  lastName: personName('signUp.lastNameRequired'),
  email: email('signUp.emailRequired', 'signUp.emailInvalid'),
  mobile: mobile('signUp.mobileRequired'),
  countryCode: dialCode.default(DEFAULT_COUNTRY_CODE),
  password: newPassword('setPassword.passwordRequired'),
  confirmPassword: requiredText('setPassword.confirmRequired'),
});

/** Step 1 for one sign-up type: an email account asks no mobile, a mobile account no email. */
export function signUpAccount(type: SignUpType) {
  const fields = type === 'email' ? signUpAccountFields.omit({ mobile: true }) : signUpAccountFields.omit({ email: true });
  return withConfirmation(fields, { password: 'password', confirmation: 'confirmPassword' }, 'signUp.passwordsMismatch');
}

/** Step 2 (docs/product.md §2): where the farmer is, and the language they want. */
export const signUpLocation = z.object({
  countryId: text({ error: 'preRegister.countryRequired' }).trim().length(2, 'preRegister.countryRequired').default(DEFAULT_COUNTRY),
  stateId: requiredText('signUp.stateRequired'),
  village: requiredText('signUp.cityRequired'),
  district: optionalText(100),
  address: optionalText(200),
  website: optionalText(200),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});

/**
 * The registration payload's text fields (docs/product.md §3), sent as multipart with `profilePic`.
 * `userRole` is not accepted: self-registered users are always farmers (docs/product.md §6).
 * `captcha` carries the ALTCHA solution; `resendOTP` repeats the request to send a new code.
 */
export function signUpRequest(type: SignUpType) {
  const request = signUpAccountFields
    .omit({ confirmPassword: true })
    .extend(signUpLocation.shape)
    .extend({
      userId: text().optional(),
      organizationCode: text().trim().max(50).optional(),
      userTribe: optionalText(100),
      captcha: text().optional(),
      resendOTP: z.enum(['true', 'false']).optional(),
      isLivestockUser: z.enum(['true']).optional(),
      app_type: z.literal('livestock_guru').optional(),
    });
  return type === 'email' ? request.omit({ mobile: true }) : request.omit({ email: true });
}
export type SignUpRequest = z.infer<ReturnType<typeof signUpRequest>>;

/** The sign-up body as it arrives: the payload's fields, and the picture when one was chosen. */
export const signUpBody = (type: SignUpType) =>
  signUpRequest(type).extend({ profilePic: z.any().optional().describe('png, gif or jpeg under 1MB') });

/** POST /api/user/userAlreadyExists: is the contact taken, and which password rules fail. */
export const userAlreadyExistsRequest = z.object({
  email: text().trim().toLowerCase().optional(),
  mobile: text().trim().optional(),
  countryCode: text().trim().optional(),
  password: text().default(''),
});
export const userAlreadyExistsResponse = z.object({
  userExists: z.boolean(),
  /** Message texts for each password rule the password breaks; empty when it is valid. */
  validPassword: z.array(text()),
});
