import { z } from 'zod';
import { text } from '../http';
import { LANGUAGES } from '../constants';
import { adminUser, userRequest } from '../users/user';

/**
 * GET /api/profile: the signed-in person's own record. Email is read-only here (it is how they
 * sign in; see docs/decisions.md), and so are the department and role an administrator gives.
 */
const ownFields = { id: true, firstName: true, lastName: true, email: true, mobile: true, countryCode: true, language: true } as const;
export const profile = adminUser.pick(ownFields).extend({
  /** Where the sign-up form says the farmer is (docs/product.md §2 step 2). */
  countryId: text().nullable(),
  state: text().nullable(),
  village: text().nullable(),
  address: text().nullable(),
  website: text().nullable(),
  /** Under /api and signed-in only: fetched with the session's token, not put in an <img> as is. */
  pictureUrl: text().nullable(),
  department: text().nullable(),
  role: text().nullable(),
});
export type Profile = z.infer<typeof profile>;

/**
 * PUT /api/profile: the user administration's name, contact and language rules (docs/product.md §5), with
 * the language required, as a profile always has one. A mobile number needs its dial code.
 */
export const profileUpdateRequest = userRequest
  .pick({ firstName: true, lastName: true, mobile: true, countryCode: true })
  .extend({ language: z.enum(LANGUAGES) })
  .refine((request) => !request.mobile || request.countryCode, { path: ['countryCode'], message: 'signUp.countryCodeRequired' });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/**
 * PUT /api/profile/picture (multipart): png, gif or jpeg under 1MB, as on sign-up (docs/product.md §5, §9),
 * judged by the server from the file's first bytes. The field is named as sign-up names it.
 */
export const profilePictureRequest = z.object({
  profilePic: z.any().refine((file) => file !== undefined && file !== '', 'validation.required').describe('png, gif or jpeg under 1MB'),
});

export const profilePictureParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
/** `v` changes with every new picture, so an address that names it may be kept a long time. */
export const profilePictureQuery = z.object({ v: text().max(64).optional().describe('The version pictureUrl names') });
