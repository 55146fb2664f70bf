import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in routes' rate-limit windows when no Redis is configured (http/rate-limit.store.ts):
 * one row per limiter and address, shared by every replica. Not tenant-owned (the callers have no
 * organisation yet): row-level security on, no policy. Rows past `expires_at` are swept by the
 * attempt counters' job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** "<route or limiter>:<address>". */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_idx').on(table.expiresAt)],
).enableRLS();
