import { z } from 'zod';
import { otp } from './fields';

/** POST /api/user/send-otp/{type} and /user/livestock/send-otp/{type}. */
export const sendOtpRequest = z.object({
  email: z.string().trim().toLowerCase().optional(),
  mobile: z.string().trim().optional(),
  countryCode: z.string().trim().optional(),
  password: z.string().optional(),
});

/** POST /api/user/verify-otp and /user/livestock/verify-otp: `credential` is the email or mobile. */
export const verifyOtpRequest = z.object({
  credential: z.string().trim().min(1, 'login.usernameRequired'),
  otp,
  licenseKey: z.string().optional(),
});

/** GET /api/forget-password/get-user-details/{email}: masked contacts for the /otp choice. */
export const maskedContacts = z.object({
  email: z.string().nullable().describe('e.g. "a***@ganado.farm"'),
  mobile: z.string().nullable().describe('e.g. "******4567"'),
});
export type MaskedContacts = z.infer<typeof maskedContacts>;
