import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';

/** What an attachment belongs to: the module's record it was attached to. */
export type AttachmentSubject = 'equipment' | 'enquiry';

/**
 * A file kept with a record (docs/decisions.md: attachments): the bytes in the upload storage under
 * our own key, this row what the record shows and the download answers with. One table for every
 * module's files, so their checks and limits are the same (modules/uploads/attachments.ts).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    organizationId: organizationId(),
    subjectType: text('subject_type').$type<AttachmentSubject>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    ...audit,
  },
  (table) => [index('attachments_subject_idx').on(table.organizationId, table.subjectType, table.subjectId), tenantPolicy()],
);
export type AttachmentRow = typeof attachments.$inferSelect;
