import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, DEFAULT_USER_ROLE, LANGUAGES, USER_STATUSES } from '@ganado/shared';
import { audit, id } from './columns';
import { departments, roles } from './access';
import { organizationId } from './organizations';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: organizationId(),
    /** Stored lower-cased, so the unique index makes addresses unique regardless of case. */
    email: text('email'),
    mobile: text('mobile'),
    /** Dial code of the mobile number, e.g. "34" or "1-684". */
    countryCode: text('country_code'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null until the user sets a password (pre-registered users have none yet). */
    passwordHash: text('password_hash'),
    /** The role's type for spec §6 and the session: 'admin' when the role's name mentions admin, else 'farmer'. */
    role: text('role').notNull().default(DEFAULT_USER_ROLE),
    /**
     * Spec §5: a user has one department and one role (same organisation, checked by the service).
     * Nullable only for rows older than issue 4; the seed assigns them at start-up.
     */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** The CSV import that created the user (spec §4 "filtered by status or by imported"); the import table comes with the import. */
    importId: uuid('import_id'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    verified: boolean('verified').notNull().default(false),
    requiredToResetPw: boolean('required_to_reset_pw').notNull().default(false),
    /** Failed sign-ins in a row; reaching AUTH_LIMITS.lockoutAfterFailures sets locked_until. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Where the sign-up form says the farmer is (spec §3 registration payload). */
    countryId: char('country_id', { length: 2 }),
    state: text('state'),
    district: text('district'),
    village: text('village'),
    address: text('address'),
    website: text('website'),
    userTribe: text('user_tribe'),
    /** Storage key of the profile picture, not a URL: the storage decides how it is served. */
    profilePicture: text('profile_picture'),
    ...audit,
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_organization_status_idx').on(table.organizationId, table.status),
    index('users_mobile_idx').on(table.countryCode, table.mobile),
    index('users_role_idx').on(table.roleId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_status_known', sql`${table.status} in (${quotedList(USER_STATUSES)})`),
    check('users_language_known', sql`${table.language} in (${quotedList(LANGUAGES)})`),
  ],
);
