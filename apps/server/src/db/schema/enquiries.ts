import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EnquiryCategory, EnquiryStatus } from '@ganado/shared/enquiries';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';

/**
 * A question a user put to the organisation's administrators (docs/decisions.md: enquiries),
 * numbered 1, 2, 3… per organisation. `asked_by` is the person who may see it besides them.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    organizationId: organizationId(),
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    category: text('category').$type<EnquiryCategory>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('open'),
    askedBy: uuid('asked_by').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    ...audit,
  },
  (table) => [
    uniqueIndex('enquiries_number_key').on(table.organizationId, table.number),
    index('enquiries_asked_by_idx').on(table.organizationId, table.askedBy, table.lastMessageAt),
    index('enquiries_status_idx').on(table.organizationId, table.status, table.lastMessageAt),
    tenantPolicy(),
  ],
);
export type EnquiryRow = typeof enquiries.$inferSelect;

/**
 * The chat of an enquiry: `seq` 1, 2, 3… in the order stored (the enquiry's row is locked while one
 * is taken), and the sender's `client_id` unique per enquiry and sender, so a retried send is stored once.
 */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: id(),
    organizationId: organizationId(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientId: uuid('client_id').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('enquiry_messages_seq_key').on(table.enquiryId, table.seq),
    uniqueIndex('enquiry_messages_client_key').on(table.enquiryId, table.authorId, table.clientId),
    tenantPolicy(),
  ],
);
export type EnquiryMessageRow = typeof enquiryMessages.$inferSelect;

/**
 * How far each person has read an enquiry's chat (unread counts, the other side's ticks), and the
 * newest message they were emailed about, so one email stands for a run of unread messages.
 */
export const enquiryReads = pgTable(
  'enquiry_reads',
  {
    organizationId: organizationId(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    readUpTo: integer('read_up_to').notNull().default(0),
    emailedUpTo: integer('emailed_up_to').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.enquiryId, table.userId] }), tenantPolicy()],
);
