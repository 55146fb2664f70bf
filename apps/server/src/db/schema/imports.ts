import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';

/** What a file imports: users, or animals, weights or milk records. */
export const IMPORT_KINDS = ['users', 'animals', 'weights', 'milk', 'epd'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** One set of words for every kind; only an animals file can be `rejected` (checked whole before it is kept). */
export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed', 'rejected'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An import file of any kind (modules/imports/): its status, counts and progress, the row errors of
 * a rejected or failed file, and its job's attempts and last error. Each is written by one job
 * (jobs/job-queue.ts) whose id is the import's. What is kind-specific stays with the kind: a users
 * file's rows and their outcomes in `user_import_rows`, an animals file's checked rows in `rows`
 * until they are written.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    organizationId: organizationId(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    /** A users file's outcomes (an animals file is all or nothing: `processed_rows`). */
    createdCount: integer('created_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    /** An animals file's checked rows waiting to be written, as parsed values. Emptied once done. */
    rows: jsonb('rows').$type<unknown[]>().notNull().default([]),
    errors: jsonb('errors').$type<{ row: number; param: string; key: string }[]>().notNull().default([]),
    /** Runs of its job so far, and why the last one failed (a message for the operators, not a message key). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    index('imports_organization_kind_created_idx').on(table.organizationId, table.kind, table.createdAt),
    index('imports_unfinished_idx').on(table.status).where(sql`${table.status} in ('queued', 'running')`),
    check('imports_kind_known', sql`${table.kind} in (${quotedList(IMPORT_KINDS)})`),
    check('imports_status_known', sql`${table.status} in (${quotedList(IMPORT_STATUSES)})`),
    tenantPolicy(),
  ],
);
