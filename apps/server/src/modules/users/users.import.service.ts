import type { UserImport, UserImportRowsQuery, UserImportsQuery } from '@ganado/shared/users';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { recordActivity } from '../activity-log/activity-log.repository';
import { queueImport } from '../imports/imports.job';
import { findImport, type ImportReport, insertImport, listImports } from '../imports/imports.repository';
import type { Session } from '../sessions/authenticate';
import { readImportFile } from './users.import.file';
import { insertImportRows, listImportRows } from './users.import.repository';

const KINDS = ['users'] as const;

function present(row: ImportReport): UserImport {
  return {
    id: row.id,
    fileName: row.fileName,
    // A users file is never rejected: it is refused whole before an import is kept.
    status: row.status === 'rejected' ? 'failed' : row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    createdCount: row.createdCount,
    skippedCount: row.skippedCount,
    attempts: row.attempts,
    lastError: row.lastError,
    createdBy: row.createdBy && row.createdByName ? { id: row.createdBy, name: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function importOrNotFound(context: AppContext, session: Session, id: string): Promise<ImportReport> {
  const row = await findImport(context.db, session.organizationId, KINDS, id);
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * POST /api/user/import: the file is read whole first, so a malformed one is refused and creates
 * nothing; a good one is stored (the import, queued, and its rows) in one transaction and processed
 * by its job, which the caller follows through GET /api/user/import.
 */
export async function acceptImport(context: AppContext, session: Session, file: UploadedFile, ip: string): Promise<UserImport> {
  const rows = readImportFile(file.filename, file.data);
  const id = await context.db.transaction(async (tx) => {
    const importId = await insertImport(tx, {
      organizationId: session.organizationId,
      kind: 'users',
      fileName: file.filename,
      totalRows: rows.length,
      createdBy: session.userId,
    });
    await insertImportRows(
      tx,
      rows.map((row) => ({ ...row, organizationId: session.organizationId, importId, createdBy: session.userId })),
    );
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'userImport.create',
      entityType: 'userImport',
      entityId: importId,
      after: { name: file.filename, totalRows: rows.length },
      ipAddress: ip,
    });
    return importId;
  });
  const accepted = present(await importOrNotFound(context, session, id));
  await queueImport(context, session.organizationId, id);
  return accepted;
}

export async function getImports(context: AppContext, session: Session, query: UserImportsQuery) {
  const { rows, total } = await listImports(context.db, session.organizationId, KINDS, query);
  return { items: rows.map(present), total, page: query.page, limit: query.limit };
}

export async function getImport(context: AppContext, session: Session, id: string): Promise<UserImport> {
  return present(await importOrNotFound(context, session, id));
}

export async function getImportRows(context: AppContext, session: Session, id: string, query: UserImportRowsQuery) {
  await importOrNotFound(context, session, id);
  const { rows, total } = await listImportRows(context.db, session.organizationId, id, query);
  return { items: rows, total, page: query.page, limit: query.limit };
}
