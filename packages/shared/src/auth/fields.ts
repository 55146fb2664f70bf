import { z } from 'zod';
import { text } from '../http';
import { MOBILE_MIN_LENGTH, OTP_LENGTH, PASSWORD_RULES } from '../constants';
import type { MessageKey } from '../messages';

/**
 * docs/product.md §5: "text, @, text, dot, text", read as an address mail servers take: zod's email rule
 * (letters, digits and `_ ' + - .` before the @, a domain name after it), so that a spreadsheet
 * formula such as `=hyperlink("…")@x.ef` is not an email (docs/decisions.md, "Security").
 */
export const EMAIL_PATTERN = z.regexes.email;
/** docs/product.md §5: numeric, at least 8; 15 is the longest number E.164 allows. */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_MIN_LENGTH},15}$`);
/** A dial code: digits, or the spec's "1-684" shape. */
export const DIAL_CODE_PATTERN = /^\d{1,4}(-\d{1,4})?$/;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const specials = PASSWORD_RULES.specialCharacters.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
const special = new RegExp(`[${specials}]`);

/** The parts of the forgot-password rule of docs/product.md §5, each with whether `password` meets it: what a form lists as the person types. */
export function passwordChecks(password: string) {
  return [
    { rule: 'length', met: password.length >= PASSWORD_RULES.forgotPasswordMinLength },
    { rule: 'upper', met: /[A-Z]/.test(password) },
    { rule: 'lower', met: /[a-z]/.test(password) },
    { rule: 'digit', met: /\d/.test(password) },
    { rule: 'special', met: special.test(password) },
  ] as const;
}

/** The forgot-password rule of docs/product.md §5: 8+, upper, lower, digit, one of !@#$%^&*. */
export function meetsPasswordPolicy(password: string): boolean {
  return passwordChecks(password).every((check) => check.met);
}

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
export const isMobile = (value: string) => MOBILE_PATTERN.test(value);

/** A required text field: trimmed, with the screen's own "required" message. */
export const requiredText = (requiredKey: MessageKey) =>
  text({ error: requiredKey }).trim().min(1, requiredKey);

export const email = (requiredKey: MessageKey, invalidKey: MessageKey = 'validation.emailFormat') =>
  requiredText(requiredKey).toLowerCase().max(254, invalidKey).regex(EMAIL_PATTERN, invalidKey);

export const mobile = (requiredKey: MessageKey) =>
  requiredText(requiredKey).regex(MOBILE_PATTERN, 'validation.mobileFormat');

export const dialCode = text().trim().regex(DIAL_CODE_PATTERN, 'signUp.countryCodeRequired');

/** The OTP field is numeric and trimmed (docs/product.md §5). */
export const otp = text().trim().regex(OTP_PATTERN, 'otp.format');

/** A password being chosen: the one policy, with the screen's own "required" message. */
export const newPassword = (requiredKey: MessageKey) =>
  text({ error: requiredKey }).min(1, requiredKey).refine(meetsPasswordPolicy, 'password.policy');
