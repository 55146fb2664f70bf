import { type Language, translateMessage } from '@ganado/shared';
import { ANIMAL_IMPORT_KINDS, type AnimalImport, type AnimalImportKind } from '@ganado/shared/animals';
import type { PageQuery } from '@ganado/shared/http';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { UploadedFile } from '../../../http/multipart';
import type { Session } from '../../sessions/authenticate';
import { queueImport } from '../../imports/imports.job';
import { keepCheckedFile } from '../../imports/imports.accept';
import { findImport, type ImportReport, listImports } from '../../imports/imports.repository';
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
 * written; a file with a bad row is kept as rejected and answered 422 with its row errors
 * (`row`, `param` the column), a good one queued and written by its job (imports.accept.ts).
 */
export async function acceptImport(context: AppContext, session: Session, kind: AnimalImportKind, file: UploadedFile, ip: string, language: Language) {
  const { headers, rows } = await readImportFile(kind, file.filename, file.data);
  const lookups = await importLookups(context.db, session.organizationId, context.clock());
  const checked = kind === 'animals' ? await checkAnimalRows(rows, lookups, headers) : await checkRecordRows(kind, rows, lookups, headers);
  const id = await keepCheckedFile(
    context,
    session,
    { kind, fileName: file.filename, totalRows: rows.length, rows: checked.rows, errors: checked.errors, action: 'animalImport.create', entityType: 'animalImport' },
    ip,
  );
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
