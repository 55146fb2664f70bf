import { type Language, translateMessage } from '@ganado/shared';
import { ANIMAL_IMPORT_KINDS, type AnimalImport, type AnimalImportKind } from '@ganado/shared/animals';
import type { PageQuery } from '@ganado/shared/http';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { UploadedFile } from '../../../http/multipart';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { queueImport } from '../../imports/imports.job';
import { findImport, type ImportReport, insertImport, listImports } from '../../imports/imports.repository';
import { readImportFile } from './animals.import.file';
import { checkAnimalRows, checkRecordRows, type RowError } from './animals.import.rows';
import { importLookups } from './animals.import.values';

const KINDS = ANIMAL_IMPORT_KINDS;

function present(row: ImportReport, language: Language): AnimalImport {
  return {
    id: row.id,
    kind: row.kind as AnimalImportKind,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    processed: row.processedRows,
    errors: (row.errors as RowError[]).map((error) => ({ ...error, msg: translateMessage(error.key, language, error.params) })),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function importOrNotFound(context: AppContext, session: Session, id: string) {
  const row = await findImport(context.db, session.organizationId, KINDS, id);
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * POST /api/animal/import: the whole file is read and every row checked before anything is
 * written. A file with a bad row is kept as rejected with its row errors (so the page can show the
 * report again) and answered 422 with them (`row`, `param` the column) and the import's id; nothing else is written. A good file is
 * queued and written by its job.
 */
export async function acceptImport(context: AppContext, session: Session, kind: AnimalImportKind, file: UploadedFile, ip: string, language: Language) {
  const { headers, rows } = await readImportFile(kind, file.filename, file.data);
  const lookups = await importLookups(context.db, session.organizationId, context.clock());
  const checked = kind === 'animals' ? await checkAnimalRows(rows, lookups, headers) : await checkRecordRows(kind, rows, lookups, headers);
  const rejected = checked.errors.length > 0;
  const id = await context.db.transaction(async (tx) => {
    const importId = await insertImport(tx, {
      organizationId: session.organizationId,
      kind,
      fileName: file.filename,
      status: rejected ? 'rejected' : 'queued',
      totalRows: rows.length,
      rows: checked.rows,
      errors: checked.errors,
      finishedAt: rejected ? context.clock() : null,
      createdBy: session.userId,
    });
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'animalImport.create',
      entityType: 'animalImport',
      entityId: importId,
      after: { name: file.filename, kind, totalRows: rows.length, status: rejected ? 'rejected' : 'queued' },
      ipAddress: ip,
    });
    return importId;
  });
  if (rejected) {
    throw new AppError(422, 'animals.importRejected', { id, errors: checked.errors });
  }
  const accepted = present(await importOrNotFound(context, session, id), language);
  await queueImport(context, session.organizationId, id);
  return accepted;
}

export async function getImports(context: AppContext, session: Session, query: PageQuery, language: Language) {
  const { rows, total } = await listImports(context.db, session.organizationId, KINDS, query);
  return { items: rows.map((row) => present(row, language)), total, page: query.page, limit: query.limit };
}

export async function getImport(context: AppContext, session: Session, id: string, language: Language): Promise<AnimalImport> {
  return present(await importOrNotFound(context, session, id), language);
}
