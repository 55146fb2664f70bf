import { z } from 'zod';
import { importRowError } from '../animals/bulk';
import { fileField, pageQuery, text } from '../http';

/**
 * A bulk upload of EPD sheets (CSV or XLSX, the submission file's columns and a tag number:
 * docs/decisions.md: EPD upload), through the one import mechanism: every row is checked first and
 * a file with a bad row is rejected whole with its report; a good file is written in the
 * background, its progress on `bulkUploadStatus`.
 */
export const EPD_UPLOAD_FILE_FIELD = 'file';
export const EPD_UPLOAD_MAX_ROWS = 50_000;
export const EPD_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const epdUploadRequest = z.object({
  [EPD_UPLOAD_FILE_FIELD]: fileField('animals.importFileType', 'CSV or XLSX, header row first (the submission file’s columns and tagNumber); at most 20 MB and 50,000 rows'),
});

export const EPD_UPLOAD_STATUSES = ['rejected', 'queued', 'running', 'completed', 'failed'] as const;
export const epdUpload = z.object({
  id: z.uuid(),
  fileName: text(),
  status: z.enum(EPD_UPLOAD_STATUSES),
  totalRows: z.number().int(),
  processed: z.number().int(),
  errors: z.array(importRowError),
  attempts: z.number().int(),
  lastError: text().nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
});
export type EpdUpload = z.infer<typeof epdUpload>;
export const epdUploadsQuery = pageQuery;
