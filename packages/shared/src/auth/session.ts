import { z } from 'zod';
import { text } from '../http';
import { isEmail, isMobile } from './fields';

/** POST /api/login. The one field takes an email or a mobile number (docs/product.md §2, §5). */
export const loginRequest = z.object({
  username: text({ error: 'login.usernameRequired' })
    .trim()
    .min(1, 'login.usernameRequired')
    .refine((value) => isEmail(value) || isMobile(value.replace(/[\s+-]/g, '')), 'login.usernameInvalid'),
  password: text({ error: 'login.passwordRequired' })
    .min(1, 'login.passwordRequired')
    .min(8, 'login.passwordTooShort'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The current user as the spec's session holds it (§3). */
export const sessionUser = z.object({
  id: text(),
  email: text().nullable(),
  role: text(),
  verified: z.boolean(),
  countryCode: text().nullable(),
  mobile: text().nullable(),
  firstName: text(),
  lastName: text(),
  language: z.enum(['en', 'es']),
  /** Ours: the profile picture's address (GET /api/profile/picture/{id}), for the top bar. */
  pictureUrl: text().nullable().default(null),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The login answer: the user, both tokens, the module ids the user may use, and the reset flag. */
export const loginResponse = z.object({
  token: text(),
  refreshtoken: text(),
  user: sessionUser,
  userRoles: z.array(text()),
  modules: z.array(text()),
  requiredToResetPW: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/access-token (docs/product.md §7): a refresh token buys a new pair; the old one is spent. */
export const accessTokenRequest = z.object({
  accesstoken: text().optional(),
  refreshtoken: text().min(1, 'errors.sessionExpired'),
});
export const accessTokenResponse = z.object({ accesstoken: text(), refreshtoken: text() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

/** POST /api/logout: ends the sign-in the refresh token belongs to. */
export const logoutRequest = z.object({ refreshtoken: text().min(1, 'errors.sessionExpired') });
