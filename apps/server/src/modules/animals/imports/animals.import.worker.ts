import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { ROWS_PER_STATEMENT } from '../../../db/insert-rows';
import { JobStopped } from '../../../jobs/job-queue';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { ImportWriter } from '../../imports/imports.job';
import { claimImport, importForJob, type ImportRecord, updateImport } from '../../imports/imports.repository';
import { type AnimalRecordWrite, writeAnimalRecords } from '../records/records.ledger';
import { insertAnimals } from './animals.import.repository';
import type { PreparedAnimal, PreparedRecord } from './animals.import.rows';

/** One batch of animals: the animals (parents first, as checked), their movement and group change, their derived state. */
async function writeAnimals(tx: Db, record: ImportRecord, batch: PreparedAnimal[], at: Date) {
  const { organizationId, createdBy } = record;
  // Inserted with the place and group their records below give them, so the state's rebuild finds
  // nothing to write (it still checks: the records are what the state is derived from).
  await insertAnimals(
    tx,
    batch.map(({ animal, farmId, zoneId, groupId }) => ({ ...animal, organizationId, createdBy, farmId, zoneId, groupId })),
  );
  // Plain objects pushed, not spread copies: an import makes 200,000 of them.
  const records: AnimalRecordWrite[] = [];
  for (const { animal, farmId, zoneId } of batch) records.push({ animalId: animal.id, type: 'movement', status: 'done', occurredAt: at, farmId, zoneId });
  for (const { animal, groupId } of batch) if (groupId) records.push({ animalId: animal.id, type: 'groupChange', status: 'done', occurredAt: at, groupId });
  await writeAnimalRecords(tx, { organizationId, userId: createdBy }, records);
}

async function writeRecords(tx: Db, record: ImportRecord, batch: PreparedRecord[]) {
  const { organizationId, createdBy } = record;
  await writeAnimalRecords(
    tx,
    { organizationId, userId: createdBy },
    batch.map((row) => ({ ...row, status: 'done' as const, occurredAt: new Date(row.occurredAt) })),
  );
}

/**
 * The rows written so far, for pages polling the import. The whole import is one transaction
 * (docs/decisions.md), so this is written beside it, on another connection, where every replica
 * reads it. With the embedded database that connection is the transaction's own, so nothing is
 * written (and nothing could read it before the commit anyway).
 */
async function reportProgress(context: AppContext, importId: string, processedRows: number) {
  if (!context.jobs.embedded) await updateImport(context.db, importId, { processedRows });
}

/**
 * The animal kinds' writer (modules/imports/imports.job.ts): the checked rows whole, in one
 * transaction of multi-row batches, so a failure or a stop leaves nothing of the import written
 * and the next attempt starts again from the first row. Done, the import is completed with its
 * activity entry and its stored rows are dropped. A tag number someone registered since the file
 * was checked fails it for good, with the one error a person can fix; any other failure is retried.
 */
export const writeAnimalImport: ImportWriter = async (context, { id: importId }) => {
  try {
    await context.db.transaction(async (tx) => {
      if (!(await claimImport(tx, importId))) return;
      const record = await importForJob(tx, importId);
      if (!record || record.status !== 'running') return;
      const at = context.clock();
      for (let start = 0; start < record.rows.length; start += ROWS_PER_STATEMENT) {
        if (context.jobs.stopping) throw new JobStopped();
        const batch = record.rows.slice(start, start + ROWS_PER_STATEMENT);
        if (record.kind === 'animals') await writeAnimals(tx, record, batch as PreparedAnimal[], at);
        else await writeRecords(tx, record, batch as PreparedRecord[]);
        await reportProgress(context, importId, start + batch.length);
      }
      await updateImport(tx, importId, { status: 'completed', processedRows: record.totalRows, rows: [], finishedAt: context.clock() });
      await recordActivity(tx, {
        organizationId: record.organizationId,
        actorId: record.createdBy,
        action: 'animalImport.complete',
        entityType: 'animalImport',
        entityId: importId,
        after: { name: record.fileName, kind: record.kind, totalRows: record.totalRows },
      });
    });
  } catch (error) {
    // Nothing of the import was committed: it is never shown half done.
    await updateImport(context.db, importId, { processedRows: 0 });
    if (!isUniqueViolation(error)) throw error;
    const errors = [{ row: 0, param: 'tagNumber', key: 'animals.tagNumberTaken' }];
    await updateImport(context.db, importId, { status: 'failed', rows: [], errors, lastError: 'animals.tagNumberTaken', finishedAt: context.clock() });
  }
};
