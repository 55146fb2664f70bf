import { text, uniqueIndex, pgTable, uuid } from 'drizzle-orm/pg-core';
import { audit, id } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    /** Short code people type at sign-up to join an organisation. */
    code: text('code').notNull(),
    ...audit,
  },
  (table) => [uniqueIndex('organizations_code_key').on(table.code)],
);

/**
 * The tenant column. It lives beside the organisations table rather than in columns.ts so the
 * two files do not import each other. Deleting an organisation deletes everything it owns.
 */
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
