import { z } from 'zod';
import { fileField, pageQuery, text } from '../http';
import type { MessageKey } from '../messages';
import { userRequest } from './user';

/**
 * The CSV of a user import (docs/product.md §5 "User import accepts CSV only"). The first row names
 * the columns, in any order; department and role are given by name, as people know them, and must
 * exist in the importing organisation (the role within that department). Names match whatever the case.
 */
export const USER_IMPORT_COLUMNS = ['firstName', 'lastName', 'email', 'mobile', 'countryCode', 'language', 'department', 'role'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];
export const USER_IMPORT_REQUIRED_COLUMNS: readonly UserImportColumn[] = ['firstName', 'lastName', 'email', 'department', 'role'];

/** Ours (the spec gives none): large enough for a farm's staff many times over, small enough to check in one request. */
export const USER_IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 10_000, batchSize: 25 } as const;

/** The multipart field that carries the file. */
export const USER_IMPORT_FILE_FIELD = 'file';

/** POST /api/user/import: the CSV, as multipart. */
export const userImportRequest = z.object({
  [USER_IMPORT_FILE_FIELD]: fileField('userImport.fileRequired', 'CSV, header row first; at most 2 MB and 10,000 rows'),
});

/** One data row: the same field rules as adding a user by hand (an empty cell is a field left out), with department and role by name. */
export const userImportRow = userRequest.omit({ department: true, role: true }).extend({
  department: text({ error: 'roles.departmentRequired' }).trim().min(1, 'roles.departmentRequired').max(100, 'validation.invalid'),
  role: text({ error: 'users.roleRequired' }).trim().min(1, 'users.roleRequired').max(100, 'validation.invalid'),
});
export type UserImportRow = z.infer<typeof userImportRow>;

/** The words of every import (animals' too); a users file is refused whole rather than kept `rejected`. */
export const USER_IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type UserImportStatus = (typeof USER_IMPORT_STATUSES)[number];
export const USER_IMPORT_OUTCOMES = ['created', 'skipped'] as const;
export type UserImportOutcome = (typeof USER_IMPORT_OUTCOMES)[number];

export const userImport = z.object({
  id: z.uuid(),
  fileName: text(),
  status: z.enum(USER_IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  skippedCount: z.number().int(),
  attempts: z.number().int().describe('Runs of the import’s job so far; a failed run is retried'),
  lastError: text().nullable().describe('Why the last failed run failed'),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
});
export type UserImport = z.infer<typeof userImport>;

/**
 * Why a row was skipped: a message key of the catalogue, and what it is about — the column for a
 * field rule, the earlier row for an email repeated in the file.
 */
export const userImportReason = z.object({
  key: text() as z.ZodType<MessageKey>,
  params: z.object({ column: z.enum(USER_IMPORT_COLUMNS).optional(), row: z.number().int().optional() }),
});
export type UserImportReason = z.infer<typeof userImportReason>;

export const userImportRowResult = z.object({
  rowNumber: z.number().int().describe('The line of the file, the header being line 1'),
  email: text().nullable(),
  outcome: z.enum(USER_IMPORT_OUTCOMES).nullable().describe('Null until the row is processed'),
  reason: userImportReason.nullable(),
  userId: z.uuid().nullable(),
});
export type UserImportRowResult = z.infer<typeof userImportRowResult>;

/** docs/product.md §7 `GET user/import?page&limit&search`: the search looks in the file name. */
export const userImportsQuery = pageQuery.omit({ col: true, desc: true });
export type UserImportsQuery = z.infer<typeof userImportsQuery>;

export const userImportRowsQuery = pageQuery.omit({ col: true, desc: true, search: true }).extend({
  outcome: z.enum(USER_IMPORT_OUTCOMES).optional(),
});
export type UserImportRowsQuery = z.infer<typeof userImportRowsQuery>;
