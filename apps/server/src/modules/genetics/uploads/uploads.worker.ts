import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { JobStopped } from '../../../jobs/job-queue';
import { animals } from '../../../db/schema';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { writeAnimalRecords } from '../../animals/records/records.ledger';
import type { ImportWriter } from '../../imports/imports.job';
import { claimImport, importForJob, updateImport } from '../../imports/imports.repository';
import { upsertEntries } from '../sheets/sheets.service';
import type { PreparedSheet } from './uploads.rows';

const BATCH = 500;

/** A batch's parents set where the register named none, each logged as the register logs a change. */
async function setParents(tx: Db, organizationId: string, actorId: string | null, batch: readonly PreparedSheet[]) {
  for (const sheet of batch) {
    if (!sheet.parents.sireId && !sheet.parents.damId) continue;
    await tx
      .update(animals)
      .set({ ...(sheet.parents.sireId ? { sireId: sheet.parents.sireId } : {}), ...(sheet.parents.damId ? { damId: sheet.parents.damId } : {}) })
      .where(and(eq(animals.organizationId, organizationId), eq(animals.id, sheet.animalId)));
    await recordActivity(tx, { organizationId, actorId, action: 'animal.update', entityType: 'animal', entityId: sheet.animalId, after: sheet.parents });
  }
}

/**
 * The EPD upload's writer (modules/imports/imports.job.ts): the checked rows in one transaction,
 * a batch at a time: each sheet's entries, the parents the file set, and its weighings recorded in
 * the log through the animals' one write path. A stop or a failure leaves nothing written; the
 * next attempt starts again from the first row.
 */
export const writeEpdUpload: ImportWriter = async (context: AppContext, { id: importId }) => {
  await context.db.transaction(async (tx) => {
    if (!(await claimImport(tx, importId))) return;
    const record = await importForJob(tx, importId);
    if (!record || record.status !== 'running') return;
    const sheets = record.rows as PreparedSheet[];
    const actor = { organizationId: record.organizationId, userId: record.createdBy };
    for (let start = 0; start < sheets.length; start += BATCH) {
      if (context.jobs.stopping) throw new JobStopped();
      const batch = sheets.slice(start, start + BATCH);
      await upsertEntries(tx, record.organizationId, record.createdBy, batch.map((sheet) => ({ animalId: sheet.animalId, entries: sheet.entries })));
      await setParents(tx, record.organizationId, record.createdBy, batch);
      const weighings = batch.flatMap((sheet) =>
        sheet.weighings.map((weighing) => ({ animalId: sheet.animalId, type: 'weight' as const, status: 'done' as const, occurredAt: new Date(`${weighing.on}T00:00:00.000Z`), quantityValue: weighing.kg, quantityUnit: 'kg', details: { method: 'scale' } })),
      );
      if (weighings.length > 0) await writeAnimalRecords(tx, actor, weighings);
      if (!context.jobs.embedded) await updateImport(context.db, importId, { processedRows: start + batch.length });
    }
    await updateImport(tx, importId, { status: 'completed', processedRows: record.totalRows, rows: [], finishedAt: context.clock() });
  });
};
