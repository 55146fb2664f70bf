import { isMessageKey } from '@ganado/shared';
import { USER_IMPORT_COLUMNS, USER_IMPORT_LIMITS, type UserImportColumn, type UserImportReason, userImportRow } from '@ganado/shared/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { type Actor, addPendingUser, sendSetPasswordLink } from './users.admin.service';
import { emailTaken } from './users.admin.repository';
import { JobStopped } from '../../jobs/job-queue';
import type { ImportWriter } from '../imports/imports.job';
import { claimImport, importForJob, updateImport } from '../imports/imports.repository';
import { type AssignmentsByName, assignmentsByName, createdRowWithEmail, type PendingRow, pendingRows, setRowOutcome } from './users.import.repository';

type Created = Awaited<ReturnType<typeof addPendingUser>>;
type Outcome = { created: Created } | { skipped: UserImportReason };

const skip = (key: UserImportReason['key'], column?: UserImportColumn, row?: number): Outcome => ({
  skipped: { key, params: { ...(column ? { column } : {}), ...(row ? { row } : {}) } },
});
const asColumn = (name: unknown) => (USER_IMPORT_COLUMNS as readonly unknown[]).includes(name) ? (name as UserImportColumn) : undefined;

/** One row, as adding the user by hand would go: the same field rules, names for department and role. */
async function importRow(tx: Db, context: AppContext, actor: Actor, row: PendingRow, assignments: AssignmentsByName): Promise<Outcome> {
  const parsed = userImportRow.safeParse(row.values);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return skip(issue && isMessageKey(issue.message) ? issue.message : 'validation.invalid', asColumn(issue?.path[0]));
  }
  const { department: departmentName, role: roleName, ...person } = parsed.data;
  const department = assignments.get(departmentName.toLowerCase());
  if (!department) return skip('userImport.unknownDepartment', 'department');
  const role = department.roles.get(roleName.toLowerCase());
  if (!role) return skip('userImport.unknownRole', 'role');
  if (await emailTaken(tx, person.email)) {
    const earlier = await createdRowWithEmail(tx, row.importId, person.email);
    return earlier ? skip('userImport.duplicateInFile', 'email', earlier) : skip('errors.duplicateUser', 'email');
  }
  try {
    // A savepoint: a user added by hand with the same email a moment ago fails this row, not the batch.
    const created = await tx.transaction((savepoint) =>
      addPendingUser(savepoint, context, actor, { ...person, department: department.id, role }, { importId: row.importId, ip: null }),
    );
    return { created };
  } catch (error) {
    if (isUniqueViolation(error)) return skip('errors.duplicateUser', 'email');
    // A role that allows more than the importer may do (users.admin.service.ts `assignment`).
    if (error instanceof AppError && error.errors[0]?.key === 'users.roleBeyondYours') return skip('users.roleBeyondYours', 'role');
    throw error;
  }
}

/**
 * One batch in one transaction: its rows' outcomes, the users created with their activity entries,
 * and the import's counts, so the progress a page reads is always what has been committed. Answers
 * the links to send, or undefined when there is nothing left to do (or another run holds the import).
 */
function processBatch(context: AppContext, importId: string) {
  return context.db.transaction(async (tx) => {
    const record = (await claimImport(tx, importId)) ? await importForJob(tx, importId) : undefined;
    if (!record || record.status !== 'running') return undefined;
    const actor: Actor = { organizationId: record.organizationId, userId: record.createdBy ?? '' };
    const rows = await pendingRows(tx, importId, USER_IMPORT_LIMITS.batchSize);
    if (rows.length === 0) {
      await updateImport(tx, importId, { status: 'completed', finishedAt: context.clock() });
      await recordActivity(tx, {
        organizationId: record.organizationId,
        actorId: record.createdBy,
        action: 'userImport.complete',
        entityType: 'userImport',
        entityId: importId,
        after: { name: record.fileName, totalRows: record.totalRows, created: record.createdCount, skipped: record.skippedCount },
      });
      return undefined;
    }
    const assignments = await assignmentsByName(tx, record.organizationId);
    const links: Created[] = [];
    for (const row of rows) {
      const outcome = await importRow(tx, context, actor, row, assignments);
      if ('created' in outcome) links.push(outcome.created);
      await setRowOutcome(
        tx,
        row.id,
        'created' in outcome
          ? { outcome: 'created', reason: null, userId: outcome.created.user.id }
          : { outcome: 'skipped', reason: outcome.skipped, userId: null },
      );
    }
    await updateImport(tx, importId, {
      processedRows: record.processedRows + rows.length,
      createdCount: record.createdCount + links.length,
      skippedCount: record.skippedCount + rows.length - links.length,
    });
    return links;
  });
}

/**
 * The users kind's writer (modules/imports/imports.job.ts): batch by batch until the import is
 * done. Rows that have an outcome are never redone, so a retry carries on where a failed or
 * stopped attempt left off; rows done stay done whatever happens to the rest.
 */
export const writeUserImport: ImportWriter = async (context, { id: importId }) => {
  for (;;) {
    if (context.jobs.stopping) throw new JobStopped();
    await context.jobs.whenQuiet();
    const links = await processBatch(context, importId);
    if (!links) return;
    for (const { user, token } of links) {
      // The user is committed either way; one undeliverable email must not stop the other rows.
      await sendSetPasswordLink(context, user, token).catch((error: unknown) => context.log.error({ err: error, userId: user.id }, 'set-password link not sent'));
    }
  }
};
