import { z } from 'zod';
import { fileField, pageQuery, text } from '../http';
import { WEIGHT_UNITS } from './choices';
import { animalIds } from './groups';
import { noteText, occurredAt, serviceRecord, treatmentRecord, vaccinationRecord } from './records';
import { optionalId, positiveNumber } from './fields';

/**
 * POST /api/animal/bulk: one action on the animals chosen in the list, all or nothing
 * (one transaction; each animal gets its own record).
 */
export const bulkActionRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('moveGroup'), animalIds, groupId: optionalId, occurredAt }),
    z.object({
      action: z.literal('recordWeight'),
      animalIds,
      occurredAt,
      /** One weight for every animal (a pen weighed together is recorded per head). */
      weight: z.object({ value: positiveNumber, unit: z.enum(WEIGHT_UNITS) }),
    }),
    z.object({ action: z.literal('addNote'), animalIds, occurredAt, text: noteText }),
    /** A treatment or vaccination given to every animal, each dose drawn from the pack named (docs/decisions.md: treatments draw from a pack). */
    z.object({
      action: z.literal('recordHealth'),
      animalIds,
      occurredAt,
      record: z.discriminatedUnion('type', [treatmentRecord.omit({ status: true, occurredAt: true }), vaccinationRecord.omit({ status: true, occurredAt: true })], {
        error: 'validation.invalid',
      }),
    }),
    /** A service on every animal: an AI with a straw of the tanks draws one per animal (docs/decisions.md: insemination uses a straw). */
    z.object({ action: z.literal('recordService'), animalIds, occurredAt, record: serviceRecord.omit({ type: true, status: true, occurredAt: true }) }),
  ],
  { error: 'validation.invalid' },
);
export type BulkActionRequest = z.infer<typeof bulkActionRequest>;
export const bulkActionResult = z.object({ action: text(), recorded: z.number().int() });

/** What a spreadsheet brings in: animals, or weight or milk records of animals already registered. */
export const ANIMAL_IMPORT_KINDS = ['animals', 'weights', 'milk'] as const;
export type AnimalImportKind = (typeof ANIMAL_IMPORT_KINDS)[number];
export const ANIMAL_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AnimalImportFormat = (typeof ANIMAL_IMPORT_FORMATS)[number];
export const ANIMAL_IMPORT_MAX_ROWS = 200_000;
/** 200,000 rows of CSV are about 20 MB; an XLSX of as many rows is smaller (it is zipped). */
export const ANIMAL_IMPORT_MAX_BYTES = 40 * 1024 * 1024;
/**
 * What an XLSX may hold, checked while it is unzipped and before it is parsed (docs/decisions.md,
 * "Security"): a workbook has a few dozen parts; 100,000 rows of every column unpack
 * to about 110 MB (200,000 rows of the usual eight, 70 MB); Excel's own cell limit is 32,767
 * characters. A file past any of them is refused.
 */
export const ANIMAL_IMPORT_XLSX_LIMITS = {
  maxParts: 1_000,
  maxUnpackedBytes: 128 * 1024 * 1024,
  maxCellBytes: 32_767,
  /** The data rows and the header. */
  maxRows: ANIMAL_IMPORT_MAX_ROWS + 1,
} as const;
/** The multipart fields of POST /api/animal/import. */
export const ANIMAL_IMPORT_FILE_FIELD = 'file';
export const animalImportRequest = z.object({
  kind: z.enum(ANIMAL_IMPORT_KINDS, { error: 'validation.invalid' }),
  [ANIMAL_IMPORT_FILE_FIELD]: fileField('animals.importFileType', 'CSV or XLSX, header row first; at most 40 MB and 200,000 rows'),
});
/** A rejected file lists at most this many row errors: enough to see what to fix, small enough to answer. */
export const ANIMAL_IMPORT_MAX_ERRORS = 500;

export const ANIMAL_IMPORT_STATUSES = ['checking', 'rejected', 'queued', 'running', 'completed', 'failed'] as const;

/** A row the import could not take, with why (the same message keys as the forms). */
export const importRowError = z.object({
  row: z.number().int(),
  param: text(),
  msg: text(),
  key: text().optional(),
  params: z.record(text(), text()).optional().describe('The values the message names (its {placeholders}): the column as the file heads it, the allowed values'),
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * An import as answered by POST /api/animal/import and GET /api/animal/import/{id}. A file with
 * any bad row is rejected whole (status rejected, errors listed, nothing written); a good file is
 * written in the background and `processed` climbs to `totalRows`.
 */
export const animalImport = z.object({
  id: z.uuid(),
  kind: z.enum(ANIMAL_IMPORT_KINDS),
  fileName: text(),
  status: z.enum(ANIMAL_IMPORT_STATUSES),
  totalRows: z.number().int(),
  processed: z.number().int(),
  errors: z.array(importRowError),
  attempts: z.number().int().describe('Runs of the import’s job so far; a failed run is retried'),
  lastError: text().nullable().describe('Why the last failed run failed'),
  createdAt: text(),
  finishedAt: text().nullable(),
});
export type AnimalImport = z.infer<typeof animalImport>;
export const animalImportsQuery = pageQuery;

/**
 * GET /api/animal/import/template?kind=&format=: the header row and example rows from the
 * organisation's own farms; an XLSX adds a sheet of the values each coded column takes.
 */
export const animalImportTemplateQuery = z.object({
  kind: z.enum(ANIMAL_IMPORT_KINDS, { error: 'validation.invalid' }),
  format: z.enum(ANIMAL_IMPORT_FORMATS, { error: 'validation.invalid' }).default('csv'),
});

