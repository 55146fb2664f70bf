import { isRecordInFuture } from '@ganado/shared/format';
import type { Collection, CollectionRequest, CollectionsQuery } from '@ganado/shared/semen';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { assets, semenBatches, semenCollections } from '../../../db/schema';
import { AppError, refusedAs } from '../../../http/app-error';
import { writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { type CollectionRow, findCollection, listCollections } from '../batches/batches.repository';
import { findSires } from '../sires/sires.repository';

function presentCollection({ collection, sire, batch, byName }: CollectionRow): Collection {
  return {
    id: collection.id,
    sire,
    collectedAt: collection.collectedAt.toISOString(),
    centre: collection.centre,
    volumeMl: collection.volumeMl,
    concentrationMillionPerMl: collection.concentrationMillionPerMl,
    motilityPercent: collection.motilityPercent,
    normalFormsPercent: collection.normalFormsPercent,
    dosesProduced: collection.dosesProduced,
    notes: collection.notes,
    batch,
    createdAt: collection.createdAt.toISOString(),
    createdBy: collection.createdBy && byName ? { id: collection.createdBy, name: byName } : null,
  };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Collection> {
  const row = await findCollection(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return presentCollection(row);
}

export async function getCollections(context: AppContext, session: Session, query: CollectionsQuery) {
  const { rows, total } = await listCollections(context.db, session.organizationId, query);
  return { items: rows.map(presentCollection), total, page: query.page, limit: query.limit };
}

export const getCollection = (context: AppContext, session: Session, id: string) => presentOne(context.db, session.organizationId, id);

/**
 * The batch code a collection's straws carry when none is typed: the sire's NAAB code (else his
 * name's letters), the day, and the collection's number that day ("7HO12345-20261015-1"), as ICAR
 * marks a straw with the donor, the day and the collection sequence (docs/decisions.md: semen).
 */
async function defaultCode(tx: Db, organizationId: string, sire: { id: string; name: string; naabCode: string | null }, collectedAt: string): Promise<string> {
  const day = collectedAt.slice(0, 10);
  const from = new Date(`${day}T00:00:00.000Z`);
  const [sameDay] = await tx
    .select({ value: count() })
    .from(semenCollections)
    .where(and(eq(semenCollections.organizationId, organizationId), eq(semenCollections.sireId, sire.id), gte(semenCollections.collectedAt, from), lt(semenCollections.collectedAt, new Date(from.getTime() + 86_400_000))));
  const prefix = sire.naabCode ?? (sire.name.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase() || 'LOT');
  return `${prefix}-${day.replaceAll('-', '')}-${(sameDay?.value ?? 0) + 1}`;
}

async function refuseCodeTaken(tx: Db, organizationId: string, code: string): Promise<void> {
  const [taken] = await tx
    .select({ id: semenBatches.id })
    .from(semenBatches)
    .where(and(eq(semenBatches.organizationId, organizationId), eq(sql`lower(${semenBatches.code})`, code.toLowerCase())));
  if (taken) throw new AppError(409, 'semen.batchCodeTaken', { param: 'batchCode' });
}

/**
 * POST /api/semen/collection: the collection and the batch it produced, in quarantine, in one
 * transaction. The batch is an asset of the log counted in straws: the collection's event produces
 * its doses. A collection dated after now is refused, as any done record is; 'Collection not Registered' heads a refusal.
 */
export function addCollection(context: AppContext, session: Session, request: CollectionRequest, ip: string): Promise<Collection> {
  const { organizationId } = session;
  const work = context.db.transaction(async (tx) => {
    const [sire] = await findSires(tx, organizationId, [request.sireId]);
    if (!sire) throw new AppError(404, 'errors.notFound', { param: 'sireId' });
    if (isRecordInFuture(request.collectedAt, context.clock())) throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: 'collectedAt', key: 'animals.recordInFuture' }] });
    const code = request.batchCode ?? (await defaultCode(tx, organizationId, sire.sire, request.collectedAt));
    await refuseCodeTaken(tx, organizationId, code);
    const collectedAt = new Date(request.collectedAt);
    const [collection] = await tx
      .insert(semenCollections)
      .values({
        organizationId,
        sireId: sire.sire.id,
        collectedAt,
        centre: request.centre,
        volumeMl: request.volumeMl,
        concentrationMillionPerMl: request.concentrationMillionPerMl,
        motilityPercent: request.motilityPercent,
        normalFormsPercent: request.normalFormsPercent,
        dosesProduced: request.dosesProduced,
        notes: request.notes ?? null,
        createdBy: session.userId,
      })
      .returning({ id: semenCollections.id });
    const [asset] = await tx.insert(assets).values({ organizationId, kind: 'semenBatch', stockUnit: 'straw', stockOnHand: 0 }).returning({ id: assets.id });
    await tx.insert(semenBatches).values({ id: asset!.id, organizationId, collectionId: collection!.id, code, createdBy: session.userId });
    await writeEvents(
      tx,
      { organizationId, userId: session.userId, ip },
      [
        {
          type: 'semenCollected',
          status: 'done',
          occurredAt: collectedAt,
          notes: request.notes ?? null,
          details: { collectionId: collection!.id, sireId: sire.sire.id, centre: request.centre },
          assets: [{ assetId: asset!.id, role: 'produced' }],
          quantities: [{ value: request.dosesProduced, unit: 'straw', label: 'dosesProduced', assetId: asset!.id, adjustment: 'increment' }],
        },
      ],
      [{ action: 'collection.create', entityType: 'collection', entityId: collection!.id, after: { ...request, batchCode: code } }],
    );
    return presentOne(tx, organizationId, collection!.id);
  });
  return refusedAs('errors.collectionNotRegistered', refuseOnUniqueViolation(work, () => new AppError(409, 'semen.batchCodeTaken', { param: 'batchCode' })));
}
