import { z } from 'zod';
import { text } from '../http';
import { otp } from './fields';
import { signUpType } from './sign-up';

/** POST /api/user/send-otp/{type}: the sign-up type the code is for. */
export const sendOtpParams = z.object({ type: signUpType });

/** POST /api/user/send-otp/{type} and /user/livestock/send-otp/{type}. */
export const sendOtpRequest = z.object({
  email: text().trim().toLowerCase().optional(),
  mobile: text().trim().optional(),
  countryCode: text().trim().optional(),
  password: text().optional(),
});

/** POST /api/user/verify-otp and /user/livestock/verify-otp: `credential` is the email or mobile. */
export const verifyOtpRequest = z.object({
  credential: text().trim().min(1, 'login.usernameRequired'),
  otp,
  licenseKey: text().optional(),
});

/** GET /api/forget-password/get-user-details/{email}: masked contacts for the /otp choice. */
export const maskedContacts = z.object({
  email: text().nullable().describe('e.g. "a***@ganado.farm"'),
  mobile: text().nullable().describe('e.g. "******4567"'),
});
export type MaskedContacts = z.infer<typeof maskedContacts>;
export const maskedContactsParams = z.object({ email: text().trim().min(3).max(254) });
