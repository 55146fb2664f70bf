import type { ActivityAction } from '@ganado/shared/activity-log';
import type { AppContext } from '../../context';
import type { ImportKind } from '../../db/schema';
import { AppError, type FieldProblem } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { insertImport } from './imports.repository';

/** A file read and every row checked: the rows to write, or the errors of the rows that cannot be. */
export interface CheckedFile {
  kind: ImportKind;
  fileName: string;
  totalRows: number;
  rows: unknown[];
  errors: (FieldProblem & { row: number })[];
  /** What the activity log calls its acceptance. */
  action: ActivityAction;
  entityType: string;
}

/**
 * Keeps a checked file as an import (docs/decisions.md, "One import mechanism") with its activity
 * entry, in one transaction. A file with a bad row is kept as rejected with its row errors (so the
 * page can show the report again) and answered 422 with them and the import's id, nothing else
 * written; a good one is left queued for the caller to send to its job. Answers the import's id.
 */
export async function keepCheckedFile(context: AppContext, session: Session, file: CheckedFile, ip: string): Promise<string> {
  const rejected = file.errors.length > 0;
  const status = rejected ? 'rejected' : 'queued';
  const id = await context.db.transaction(async (tx) => {
    const importId = await insertImport(tx, {
      organizationId: session.organizationId,
      kind: file.kind,
      fileName: file.fileName,
      status,
      totalRows: file.totalRows,
      rows: file.rows,
      errors: file.errors,
      finishedAt: rejected ? context.clock() : null,
      createdBy: session.userId,
    });
    const after = { name: file.fileName, kind: file.kind, totalRows: file.totalRows, status };
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: file.action, entityType: file.entityType, entityId: importId, after, ipAddress: ip });
    return importId;
  });
  if (rejected) throw new AppError(422, 'animals.importRejected', { id, errors: file.errors });
  return id;
}
