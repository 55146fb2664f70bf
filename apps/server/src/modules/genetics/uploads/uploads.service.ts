import { type Language, translateMessage } from '@ganado/shared';
import { EPD_UPLOAD_MAX_ROWS, type EpdUpload } from '@ganado/shared/genetics';
import type { PageQuery } from '@ganado/shared/http';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { animalRecords, animals } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { UploadedFile } from '../../../http/multipart';
import { csvRows } from '../../../http/csv';
import type { TableFile } from '../../../http/table-file';
import { readSpreadsheet } from '../../animals/imports/animals.import.file';
import type { RowError } from '../../animals/imports/animals.import.rows';
import { queueImport } from '../../imports/imports.job';
import { keepCheckedFile } from '../../imports/imports.accept';
import { findImport, type ImportReport, listImports } from '../../imports/imports.repository';
import type { Session } from '../../sessions/authenticate';
import { UPLOAD_COLUMNS } from './uploads.columns';
import { checkUploadRows, type UploadLookups } from './uploads.rows';

const KINDS = ['epd'] as const;

function present(row: ImportReport, language: Language): EpdUpload {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status === 'running' || row.status === 'queued' || row.status === 'completed' || row.status === 'failed' ? row.status : 'rejected',
    totalRows: row.totalRows,
    processed: row.processedRows,
    errors: (row.errors as RowError[]).map((error) => ({ ...error, msg: translateMessage(error.key, language, error.params) })),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The herd as the upload checks it, and each animal's weighings (a weighing already recorded is not recorded twice). */
async function uploadLookups(db: Db, organizationId: string, now: Date): Promise<UploadLookups> {
  const herd = await db
    .select({ id: animals.id, tagNumber: animals.tagNumber, registrationNumber: animals.governmentRegistrationNumber, gender: animals.gender, birthDate: animals.birthDate, sireId: animals.sireId, damId: animals.damId })
    .from(animals)
    .where(eq(animals.organizationId, organizationId));
  const weights = await db
    .select({ animalId: animalRecords.animalId, occurredAt: animalRecords.occurredAt, value: animalRecords.quantityValue })
    .from(animalRecords)
    .where(and(eq(animalRecords.organizationId, organizationId), eq(animalRecords.type, 'weight'), eq(animalRecords.status, 'done'), isNotNull(animalRecords.quantityValue)));
  const weighings = new Map<string, Set<string>>();
  for (const weight of weights) {
    const set = weighings.get(weight.animalId) ?? new Set<string>();
    set.add(`${weight.occurredAt.toISOString().slice(0, 10)}:${weight.value}`);
    weighings.set(weight.animalId, set);
  }
  return { animals: herd, weighings, now };
}

/**
 * POST /api/genetics/upload: the whole file read and every row checked first; a file with a bad
 * row kept as rejected and answered 422 with its report, a good one queued and written by its job
 * (imports.accept.ts, uploads.worker.ts).
 */
export async function acceptEpdUpload(context: AppContext, session: Session, file: UploadedFile, ip: string, language: Language): Promise<EpdUpload> {
  const { headers, rows } = await readSpreadsheet(UPLOAD_COLUMNS, file.filename, file.data, EPD_UPLOAD_MAX_ROWS);
  const checked = checkUploadRows(rows, headers, await uploadLookups(context.db, session.organizationId, context.clock()));
  const id = await keepCheckedFile(
    context,
    session,
    { kind: 'epd', fileName: file.filename, totalRows: rows.length, rows: checked.rows, errors: checked.errors, action: 'epdUpload.create', entityType: 'epdUpload' },
    ip,
  );
  const accepted = await getEpdUpload(context, session, id, language);
  await queueImport(context, session.organizationId, id);
  return accepted;
}

export async function getEpdUploads(context: AppContext, session: Session, query: PageQuery, language: Language) {
  const { rows, total } = await listImports(context.db, session.organizationId, KINDS, query);
  return { items: rows.map((row) => present(row, language)), total, page: query.page, limit: query.limit };
}

export async function getEpdUpload(context: AppContext, session: Session, id: string, language: Language): Promise<EpdUpload> {
  const row = await findImport(context.db, session.organizationId, KINDS, id);
  if (!row) throw AppError.notFound();
  return present(row, language);
}

/** The template: the upload's columns and the herd's youngest three calves by tag, to be filled in. */
export async function epdUploadTemplate(context: AppContext, session: Session): Promise<TableFile> {
  const calves = await context.db
    .select({ tagNumber: animals.tagNumber })
    .from(animals)
    .where(and(eq(animals.organizationId, session.organizationId), eq(animals.status, 'active'), isNotNull(animals.birthDate)))
    .orderBy(animals.birthDate)
    .limit(3);
  const headers = UPLOAD_COLUMNS.map((column) => (column.name === 'tagNumber' ? column.name : column.header.en));
  const body = csvRows([headers, ...calves.map((calf) => headers.map((_, index) => (index === 0 ? calf.tagNumber : null)))]);
  return { fileName: 'epd-upload-template.csv', contentType: 'text/csv; charset=utf-8', body: Buffer.from(body) };
}
