import { type Batch, type BatchCheck, type BatchDecisionRequest, batchChecks, type BatchesQuery, type Thresholds } from '@ganado/shared/semen';
import type { MessageKey } from '@ganado/shared';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { isoInstant } from '../../../db/rows';
import { AppError, refusedAs } from '../../../http/app-error';
import { writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { healthTestsOf } from '../sires/sires.repository';
import { type BatchRow, findBatches, listBatches, lockBatch, updateBatchRow } from './batches.repository';
import { thresholdsOf } from './thresholds.service';

type HealthTestRow = Awaited<ReturnType<typeof healthTestsOf>>[number];

function checksOf(row: BatchRow, thresholds: Thresholds, tests: readonly HealthTestRow[], postThaw = row.batch.postThawMotilityPercent): BatchCheck[] {
  return batchChecks(thresholds, {
    concentrationMillionPerMl: row.collection.concentrationMillionPerMl,
    motilityPercent: row.collection.motilityPercent,
    normalFormsPercent: row.collection.normalFormsPercent,
    collectedAt: row.collection.collectedAt.toISOString(),
    postThawMotilityPercent: postThaw,
    healthTests: tests.filter((test) => test.sireId === row.sire.id),
  });
}

function presentBatch(row: BatchRow, checks: BatchCheck[]): Batch {
  const { batch, collection } = row;
  return {
    id: batch.id,
    code: batch.code,
    status: batch.status,
    sire: row.sire,
    collection: { id: collection.id, collectedAt: collection.collectedAt.toISOString(), centre: collection.centre, dosesProduced: collection.dosesProduced },
    straws: row.straws ?? 0,
    postThawMotilityPercent: batch.postThawMotilityPercent,
    decision: batch.decidedAt ? { at: batch.decidedAt.toISOString(), by: batch.decidedBy && row.decidedByName ? { id: batch.decidedBy, name: row.decidedByName } : null, reason: batch.decisionReason } : null,
    checks,
    createdAt: isoInstant(batch.createdAt),
  };
}

/** Batches as answered, each threshold as it meets it: the thresholds and the sires' tests read once for all. */
async function presentBatches(db: Db, organizationId: string, rows: readonly BatchRow[]): Promise<Batch[]> {
  const thresholds = await thresholdsOf(db, organizationId);
  const tests = await healthTestsOf(db, organizationId, [...new Set(rows.map((row) => row.sire.id))]);
  return rows.map((row) => presentBatch(row, checksOf(row, thresholds, tests)));
}

export async function presentOneBatch(db: Db, organizationId: string, id: string): Promise<Batch> {
  const rows = await findBatches(db, organizationId, [id]);
  if (rows.length === 0) throw AppError.notFound();
  return (await presentBatches(db, organizationId, rows))[0]!;
}

export async function getBatches(context: AppContext, session: Session, query: BatchesQuery) {
  const { rows, total } = await listBatches(context.db, session.organizationId, query);
  return { items: await presentBatches(context.db, session.organizationId, rows), total, page: query.page, limit: query.limit };
}

export const getBatch = (context: AppContext, session: Session, id: string) => presentOneBatch(context.db, session.organizationId, id);

const SHORT: Record<BatchCheck['check'], { key: MessageKey; param: string }> = {
  postThawMotility: { key: 'semen.postThawMotilityLow', param: 'postThawMotilityPercent' },
  concentration: { key: 'semen.concentrationLow', param: 'decision' },
  motility: { key: 'semen.motilityLow', param: 'decision' },
  normalForms: { key: 'semen.normalFormsLow', param: 'decision' },
  healthTest: { key: 'semen.healthTestMissing', param: 'decision' },
};

/** Every threshold a batch misses, each said with its figure and its minimum. */
function refuseShort(checks: readonly BatchCheck[]): void {
  const short = checks.filter((check) => check.met === false);
  if (short.length === 0) return;
  const errors = short.map((check) => ({ ...SHORT[check.check], params: { value: String(check.value ?? ''), minimum: String(check.minimum) } }));
  throw new AppError(422, 'errors.checkAllValues', { errors });
}

/**
 * POST /api/semen/batch/{id}/decision (docs/decisions.md: semen approval): the batch locked and in
 * quarantine (409 once decided); approving needs every threshold met with the post-thaw motility
 * measured now (422 naming each one missed), rejecting a reason. The decision is an event of the
 * log on the batch and the batch's status its cache, written together; 'Batch not Updated' heads a refusal.
 */
export function decideBatch(context: AppContext, session: Session, id: string, request: BatchDecisionRequest, ip: string): Promise<Batch> {
  const work = context.db.transaction(async (tx) => {
    const locked = await lockBatch(tx, session.organizationId, id);
    if (!locked) throw AppError.notFound();
    if (locked.status !== 'quarantine') throw new AppError(409, 'semen.batchDecided', { param: 'decision' });
    const before = await presentOneBatch(tx, session.organizationId, id);
    const approve = request.decision === 'approve';
    if (approve) {
      const [row] = await findBatches(tx, session.organizationId, [id]);
      const tests = await healthTestsOf(tx, session.organizationId, [row!.sire.id]);
      refuseShort(checksOf(row!, await thresholdsOf(tx, session.organizationId), tests, request.postThawMotilityPercent ?? null));
    }
    const at = context.clock();
    const values = {
      status: approve ? ('approved' as const) : ('rejected' as const),
      postThawMotilityPercent: request.postThawMotilityPercent ?? before.postThawMotilityPercent,
      decidedAt: at,
      decidedBy: session.userId,
      decisionReason: request.reason ?? null,
    };
    await updateBatchRow(tx, session.organizationId, id, values);
    const answer = await presentOneBatch(tx, session.organizationId, id);
    await writeEvents(
      tx,
      { organizationId: session.organizationId, userId: session.userId, ip },
      [{ type: approve ? 'semenBatchApproved' : 'semenBatchRejected', status: 'done', occurredAt: at, notes: request.reason ?? null, details: { postThawMotilityPercent: values.postThawMotilityPercent }, assets: [{ assetId: id, role: 'subject' }] }],
      [{ action: approve ? 'batch.approve' : 'batch.reject', entityType: 'batch', entityId: id, before, after: answer }],
    );
    return answer;
  });
  return refusedAs('errors.batchNotUpdated', work);
}
