import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordActivity } from '../activity-log/activity-log.repository';
import { writeAnimalRecords } from './records.ledger';
import { type AnimalImportRecord, insertAnimals, lockImport, ROWS_PER_STATEMENT, unfinishedImports, updateImport } from './animals.import.repository';
import type { PreparedAnimal, PreparedRecord } from './animals.import.rows';

/**
 * Rows written so far by the import running in this process. The whole import is one transaction
 * (docs/decisions.md), so its `processed` column only changes at the commit; until then, readers
 * in this process see the progress from here.
 */
const progress = new Map<string, number>();
export const liveProgress = (importId: string) => progress.get(importId);

/** Thrown between batches when the server is stopping: the transaction rolls back and the import is resumed at the next start. */
class Stopping extends Error {}

/** One batch of animals: the animals (parents first, as checked), their movement and group change, their derived state. */
async function writeAnimals(tx: Db, record: AnimalImportRecord, batch: PreparedAnimal[], at: Date) {
  const { organizationId, createdBy } = record;
  // Inserted with the place and group their records below give them, so the state's rebuild finds
  // nothing to write (it still checks: the records are what the state is derived from).
  await insertAnimals(
    tx,
    batch.map(({ animal, farmId, zoneId, groupId }) => ({ ...animal, organizationId, createdBy, farmId, zoneId, groupId })),
  );
  const common = { status: 'done' as const, occurredAt: at, details: {} };
  await writeAnimalRecords(tx, { organizationId, userId: createdBy }, [
    ...batch.map((row) => ({ ...common, animalId: row.animal.id, type: 'movement' as const, farmId: row.farmId, zoneId: row.zoneId })),
    ...batch.filter((row) => row.groupId).map((row) => ({ ...common, animalId: row.animal.id, type: 'groupChange' as const, groupId: row.groupId })),
  ]);
}

async function writeRecords(tx: Db, record: AnimalImportRecord, batch: PreparedRecord[]) {
  const { organizationId, createdBy } = record;
  await writeAnimalRecords(
    tx,
    { organizationId, userId: createdBy },
    batch.map((row) => ({ ...row, status: 'done' as const, occurredAt: new Date(row.occurredAt) })),
  );
}

/**
 * Writes a checked import whole, in one transaction of multi-row batches: a failure or a stop
 * leaves nothing of it written. Done, the import is completed with its activity entry and its
 * stored rows are dropped.
 */
async function writeImport(context: AppContext, importId: string) {
  await updateImport(context.db, importId, { status: 'running' });
  await context.db.transaction(async (tx) => {
    const record = await lockImport(tx, importId);
    if (!record || (record.status !== 'queued' && record.status !== 'running')) return;
    const at = context.clock();
    for (let start = 0; start < record.rows.length; start += ROWS_PER_STATEMENT) {
      if (context.jobs.stopping) throw new Stopping();
      const batch = record.rows.slice(start, start + ROWS_PER_STATEMENT);
      if (record.kind === 'animals') await writeAnimals(tx, record, batch as PreparedAnimal[], at);
      else await writeRecords(tx, record, batch as PreparedRecord[]);
      progress.set(importId, start + batch.length);
    }
    await updateImport(tx, importId, { status: 'completed', processed: record.totalRows, rows: [], finishedAt: context.clock() });
    await recordActivity(tx, {
      organizationId: record.organizationId,
      actorId: record.createdBy,
      action: 'animalImport.complete',
      entityType: 'animalImport',
      entityId: importId,
      after: { name: record.fileName, kind: record.kind, totalRows: record.totalRows },
    });
  });
}

export async function processImport(context: AppContext, importId: string): Promise<void> {
  try {
    await writeImport(context, importId);
  } catch (error) {
    if (error instanceof Stopping) return;
    // Nothing of the import was committed: it is failed as a whole, never shown half done. A tag
    // number someone registered since the file was checked is the one failure a person can fix.
    const errors = isUniqueViolation(error) ? [{ row: 0, param: 'tagNumber', key: 'animals.tagNumberTaken' as const }] : [];
    await updateImport(context.db, importId, { status: 'failed', rows: [], errors, finishedAt: context.clock() });
    throw error;
  } finally {
    progress.delete(importId);
  }
}

export const queueImport = (context: AppContext, importId: string) =>
  context.jobs.enqueue(`animalImport:${importId}`, () => processImport(context, importId));

/** At start-up: imports a stopped server left queued or running are written (again, from the start). */
export async function resumeImports(context: AppContext): Promise<void> {
  for (const { id, organizationId } of await unfinishedImports(context.system)) queueImport(context.forOrganization(organizationId), id);
}
