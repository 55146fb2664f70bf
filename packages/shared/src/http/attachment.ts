import { z } from 'zod';
import { fileField } from './file';
import { text } from './text';

/**
 * A file kept with a record (an equipment manual, an enquiry's photo): spec §9's types, an image at
 * most 1 MB as §9 says, any other document at most 10 MB (ours: a machine's manual is rarely under
 * 1 MB; docs/decisions.md, "Attachments").
 */
export const ATTACHMENT_LIMITS = {
  imageMaxBytes: 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

/** The multipart field an attachment travels in. */
export const ATTACHMENT_FILE_FIELD = 'file';

export const attachmentUpload = z.object({
  [ATTACHMENT_FILE_FIELD]: fileField('attachments.fileRequired', 'CSV, XLS, XLSX, PDF, DOCX, PNG or JPEG; an image at most 1 MB, another document at most 10 MB'),
});

export const attachment = z
  .object({
    id: z.uuid(),
    fileName: text(),
    contentType: text(),
    size: z.number().int(),
    uploadedAt: z.iso.datetime(),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachment>;
