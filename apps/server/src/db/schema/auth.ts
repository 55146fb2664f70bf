import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OutboxAttachment } from '@ganado/shared/auth';
import { audit, id } from './columns';
import { organizationId, organizations, tenantPolicy } from './organizations';
import { users } from './users';

/**
 * Tables of the sign-in area. Every secret (refresh token, OTP, link token) is stored only as a
 * SHA-256 hash: they are random and high-entropy (OTPs are short-lived and try-limited), so a
 * fast hash suffices and lets us look them up by value.
 */
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();

/** One row per refresh token; a family is one sign-in and every token rotated from it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    organizationId: organizationId(),
    userId: userId(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: expiresAt(),
    /** Set when rotated: presenting it again means it was stolen, and revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    tenantPolicy(),
  ],
);

export const OTP_PURPOSES = ['signUp', 'forgotPassword'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** One-time codes sent by email or SMS. A new code for the same purpose replaces the old one. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    organizationId: organizationId(),
    userId: userId(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    index('otp_codes_user_purpose_idx').on(table.userId, table.purpose),
    check('otp_codes_purpose_known', sql`${table.purpose} in ('signUp', 'forgotPassword')`),
    tenantPolicy(),
  ],
);

export const LINK_PURPOSES = ['resetPassword', 'setPassword', 'forgotPasswordOtp', 'forgotPasswordCreate'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/**
 * Single-use tokens: emailed links (reset, set password) and the temporary tokens that carry the
 * forgot-password flow from step to step.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: id(),
    organizationId: organizationId(),
    userId: userId(),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [uniqueIndex('link_tokens_token_hash_key').on(table.tokenHash), tenantPolicy()],
);

/**
 * Requests for access from /pre-register (docs/product.md §3 pre-registration payload). A request belongs to
 * no organisation: the people who run this Ganado see it and may invite its sender into an
 * organisation of their own (`npm run pre-registrations`). Tenants never see it: row-level
 * security is on and no policy lets them in.
 */
export const preRegistrations = pgTable('pre_registrations', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  countryId: text('country_id').notNull(),
  countryCode: text('country_code'),
  mobile: text('mobile'),
  permissionToContact: integer('permission_to_contact').notNull().default(0),
  /** The account the invitation created. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  ...audit,
}).enableRLS();

/**
 * The limits of the sign-in area, one row per limited thing: the failed sign-ins of a sign-in name
 * (lockout) and the code sends to a contact (resend cooldown). Keyed by a hash of the name, known
 * account or not, so a limit answers alike whether the account exists (docs/decisions.md). Not
 * tenant-owned: an unknown name has no organisation (row-level security on, no policy: no tenant
 * connection sees it). Rows are forgotten after `expires_at`.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    /** SHA-256 of "<kind>:<normalised name>", never the name itself (people type passwords there). */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** Set when the count reached its limit: nothing more is let through before it. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counters_expires_idx').on(table.expiresAt)],
).enableRLS();

/**
 * Every message sent, kept outside production so people and tests can read codes and links. A
 * message to someone of an organisation is that organisation's (its administrators may read it);
 * one to nobody's yet (a pre-registration's) has none, and only the loopback outbox shows it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    /** What was attached (name, type, size), never the bytes: enough to see a report's PDF went out. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_organization_created_idx').on(table.organizationId, table.createdAt), tenantPolicy()],
);

/** Who did what, in the same transaction as the write (the administration screens read it). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    /** Null for an event of no organisation (a pre-registration): the operators', seen by no tenant. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_log_organization_created_idx').on(table.organizationId, table.createdAt),
    index('activity_log_entity_idx').on(table.organizationId, table.entityType, table.entityId),
    tenantPolicy(),
  ],
);
