import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** gen_random_uuid() is core PostgreSQL since 13, so PGlite and PostgreSQL 15 both have it. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/**
 * Audit columns every row carries. created_by is deliberately not a foreign key: removing or
 * anonymising a user must never be blocked by, or rewrite, the history of what they created.
 */
export const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  createdBy: uuid('created_by'),
};
