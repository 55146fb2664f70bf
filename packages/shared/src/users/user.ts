import { z } from 'zod';
import { DIAL_CODE_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN } from '../auth/fields';
import { LANGUAGES, NAME_MAX_LENGTH, USER_STATUSES } from '../constants';
import { pageQuery, text } from '../http';

/** docs/product.md §5: "Name: letters and spaces only ('Name can contain only alphbets'), under 15 characters, required." */
export const personName = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(NAME_MAX_LENGTH.general, 'users.nameTooLong')
  .regex(/^[\p{L} ]+$/u, 'validation.nameAlphabets');

/** A blank optional field (a form's empty input, a CSV's empty cell) is a value left out. */
export const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** docs/product.md §5: "Department and role are required for a user." */
export const userRequest = z.object({
  firstName: personName,
  lastName: personName,
  email: text({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .max(254, 'validation.emailFormat')
    .regex(EMAIL_PATTERN, 'validation.emailFormat'),
  mobile: blankAsMissing(text().trim().regex(MOBILE_PATTERN, 'validation.mobileFormat').optional()),
  countryCode: blankAsMissing(text().trim().regex(DIAL_CODE_PATTERN, 'validation.invalid').optional()),
  language: blankAsMissing(z.enum(LANGUAGES).optional()),
  department: z.uuid({ error: 'roles.departmentRequired' }),
  role: z.uuid({ error: 'users.roleRequired' }),
});
export type UserRequest = z.infer<typeof userRequest>;

/** PUT /api/user names the user in the body (docs/product.md §7 "PUT user (update)"). */
export const userUpdateRequest = userRequest.extend({ id: z.uuid({ error: 'errors.notFound' }) });
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

export const USER_SORT_COLUMNS = ['firstName', 'lastName', 'email', 'status', 'createdAt', 'department', 'role'] as const;

/** docs/product.md §7 `GET user?page&limit&status&search&col&desc`; status is a user status or "imported" (§4). */
export const usersQuery = pageQuery.extend({
  status: z.enum([...USER_STATUSES, 'imported']).optional(),
  col: z.enum(USER_SORT_COLUMNS).optional(),
});
export type UsersQuery = z.infer<typeof usersQuery>;

export const adminUser = z.object({
  id: z.uuid(),
  firstName: text(),
  lastName: text(),
  email: text().nullable(),
  mobile: text().nullable(),
  countryCode: text().nullable(),
  language: z.enum(LANGUAGES),
  status: z.enum(USER_STATUSES),
  imported: z.boolean(),
  department: z.object({ id: z.uuid(), name: text() }).nullable(),
  role: z.object({ id: z.uuid(), name: text() }).nullable(),
  createdAt: text(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /option/user?page=1&limit=1000&name` (docs/product.md §7, §9): active users to pick from. */
export const userOptionsQuery = pageQuery.pick({ page: true, limit: true }).extend({ name: text().trim().max(100).optional() });
export const userOption = z.object({ id: z.uuid(), name: text() });
