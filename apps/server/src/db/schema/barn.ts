import type { MessageKey } from '@ganado/shared';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationId, tenantPolicy } from './organizations';

/**
 * What a command answered (docs/decisions.md, "Offline in the barn"): the write an `Idempotency-Key`
 * made, so the same command sent again is answered from here instead of written twice
 * (http/idempotency.ts). Keyed per organisation: the key is the client's, and one organisation's
 * key must never answer, or refuse, another's write. Kept 30 days (modules/barn/receipts.job.ts).
 */
export const commandReceipts = pgTable(
  'command_receipts',
  {
    organizationId: organizationId(),
    key: uuid('key').notNull(),
    userId: uuid('user_id').notNull(),
    operationId: text('operation_id').notNull(),
    /** sha256 of the method, the URL and the checked body: the same key with another write is refused. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer'),
    message: text('message').$type<MessageKey>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // created_at alone: the daily purge reads across organisations.
  (table) => [primaryKey({ columns: [table.organizationId, table.key] }), index('command_receipts_created_idx').on(table.createdAt), tenantPolicy()],
);
export type CommandReceiptRow = typeof commandReceipts.$inferSelect;
