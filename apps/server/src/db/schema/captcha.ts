import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges already spent on a sign-up, remembered until they expire so a solution
 * creates one account only, whichever replica it reaches (docs/decisions.md). Not tenant data,
 * hence no organization_id: a challenge is solved before its solver has an account or an
 * organisation. Rows are deleted, not kept, once their challenge has expired. Row-level security
 * is on with no policy: tenant connections never see it (docs/ARCHITECTURE.md, "Tenancy").
 */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    /** The challenge's HMAC signature: unique to it (its nonce and salt are random) and unforgeable. */
    signature: text('signature').primaryKey(),
    /** When the challenge itself expires; after that the row is of no use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_captchas_expires_at_idx').on(table.expiresAt)],
).enableRLS();
