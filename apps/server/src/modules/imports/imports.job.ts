import type { AppContext } from '../../context';
import type { ImportKind } from '../../db/schema';
import { type Attempt, JobStopped } from '../../jobs/job-queue';
import { type ImportState, importState, unfinishedImports, updateImport } from './imports.repository';

export const IMPORT_TASK = 'import';

interface ImportJob {
  importId: string;
  organizationId: string;
}

/**
 * Writes one kind's import (its module's): called with the organisation's context and the import,
 * once per attempt, it carries on from what earlier attempts committed and leaves the import
 * `completed`. To fail the import for good (no retry would help) it sets the status itself.
 */
export type ImportWriter = (context: AppContext, record: ImportState, attempt: Attempt) => Promise<void>;

/** Import jobs are few and long: a failure is retried three times, 10 s, 20 s and 40 s later. */
const RETRIES = { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 30 * 60 };

/**
 * What a failure says to whoever reads the import: an error of ours its message, a database
 * error only its SQLSTATE (its text may name tables and values).
 */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) return `database error ${error.code}`;
  return error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
}

/**
 * The one import mechanism (docs/decisions.md, "One import mechanism"): a job per import, whose id
 * is the import's, runs the writer of the import's kind. Each attempt is counted on the import; a
 * failed one leaves its error there and the import queued for the retry, or failed after the last.
 */
export function defineImports(context: AppContext, writers: Record<ImportKind, ImportWriter>): void {
  context.jobs.define<ImportJob>(IMPORT_TASK, {
    ...RETRIES,
    async run({ importId, organizationId }, attempt) {
      const tenant = context.forOrganization(organizationId);
      const record = await importState(tenant.db, importId);
      if (!record || (record.status !== 'queued' && record.status !== 'running')) return;
      await updateImport(tenant.db, importId, { status: 'running', attempts: attempt.number });
      try {
        await writers[record.kind](tenant, { ...record, status: 'running', attempts: attempt.number }, attempt);
      } catch (error) {
        if (error instanceof JobStopped) {
          await updateImport(tenant.db, importId, { status: 'queued' });
        } else {
          const failed = attempt.last ? { status: 'failed' as const, finishedAt: context.clock() } : { status: 'queued' as const };
          await updateImport(tenant.db, importId, { ...failed, lastError: describe(error) });
        }
        throw error;
      }
    },
  });
}

/** Queues the import's job; a second send for the same import (any replica) is dropped. */
export async function queueImport(context: AppContext, organizationId: string, importId: string): Promise<void> {
  await context.jobs.send<ImportJob>(IMPORT_TASK, { importId, organizationId }, { id: importId });
}

/**
 * At start-up: an import left queued or running without a job (one accepted just before its
 * server stopped, or moved in by the migration to this mechanism) gets one. Those with a job
 * already are left to it: the send is dropped.
 */
export async function queueUnfinishedImports(context: AppContext): Promise<void> {
  for (const { id, organizationId } of await unfinishedImports(context.system)) await queueImport(context, organizationId, id);
}
