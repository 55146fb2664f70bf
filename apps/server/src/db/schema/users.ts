import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, char, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, DEFAULT_USER_ROLE, LANGUAGES, USER_STATUSES } from '@ganado/shared';
import { USER_IMPORT_OUTCOMES, type UserImportColumn, type UserImportReason } from '@ganado/shared/users';
import { audit, id } from './columns';
import { departments, roles } from './access';
import { imports } from './imports';
import { organizationId, tenantPolicy } from './organizations';

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
    /** The role's type for docs/product.md §6 and the session: 'admin' when the role's name mentions admin, else 'farmer'. */
    role: text('role').notNull().default(DEFAULT_USER_ROLE),
    /**
     * docs/product.md §5: a user has one department and one role (same organisation, checked by the service).
     * Nullable only for rows older than roles on users; the seed assigns them at start-up.
     */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** The CSV import that created the user (docs/product.md §4 "filtered by status or by imported"). */
    importId: uuid('import_id').references((): AnyPgColumn => imports.id, { onDelete: 'set null' }),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    verified: boolean('verified').notNull().default(false),
    requiredToResetPw: boolean('required_to_reset_pw').notNull().default(false),
    /** Where the sign-up form says the farmer is (docs/product.md §3 registration payload). */
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
    index('users_import_idx').on(table.importId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_status_known', sql`${table.status} in (${quotedList(USER_STATUSES)})`),
    check('users_language_known', sql`${table.language} in (${quotedList(LANGUAGES)})`),
    tenantPolicy(),
  ],
);

/** One data row of a users import file (`imports`, kind users), as read, and what became of it (null until processed). */
export const userImportRows = pgTable(
  'user_import_rows',
  {
    id: id(),
    organizationId: organizationId(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The line of the file the row starts on; the header is line 1. */
    rowNumber: integer('row_number').notNull(),
    /** Lower-cased and trimmed as a user's email is, to find repeats within the file. */
    email: text('email'),
    values: jsonb('values').$type<Partial<Record<UserImportColumn, string>>>().notNull(),
    outcome: text('outcome', { enum: USER_IMPORT_OUTCOMES }),
    reason: jsonb('reason').$type<UserImportReason>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...audit,
  },
  (table) => [
    uniqueIndex('user_import_rows_import_row_key').on(table.importId, table.rowNumber),
    index('user_import_rows_import_outcome_idx').on(table.importId, table.outcome),
    index('user_import_rows_import_email_idx').on(table.importId, table.email),
    check('user_import_rows_outcome_known', sql`${table.outcome} is null or ${table.outcome} in (${quotedList(USER_IMPORT_OUTCOMES)})`),
    tenantPolicy(),
  ],
);
