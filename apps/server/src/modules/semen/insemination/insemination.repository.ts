import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { assets, inseminators, semenBatches, semenCollections, semenPacks, semenSires } from '../../../db/schema';
import { lockAssets } from '../../ledger/ledger.repository';

export async function findInseminator(db: Db, organizationId: string, id: string) {
  const [row] = await db.select().from(inseminators).where(and(eq(inseminators.organizationId, organizationId), eq(inseminators.id, id)));
  return row;
}

/** A pack straws may be drawn from, with its batch and the batch's sire. */
const sourceRows = (db: Db) =>
  db
    .select({
      packId: semenPacks.id,
      createdAt: semenPacks.createdAt,
      batchId: semenBatches.id,
      batchCode: semenBatches.code,
      batchStatus: semenBatches.status,
      sireId: semenSires.id,
      sireName: semenSires.name,
      naabCode: semenSires.naabCode,
      sireAnimalId: semenSires.animalId,
      straws: assets.stockOnHand,
    })
    .from(semenPacks)
    .innerJoin(assets, eq(assets.id, semenPacks.id))
    .innerJoin(semenBatches, eq(semenBatches.id, semenPacks.batchId))
    .innerJoin(semenCollections, eq(semenCollections.id, semenBatches.collectionId))
    .innerJoin(semenSires, eq(semenSires.id, semenCollections.sireId));
export type StrawSource = Awaited<ReturnType<ReturnType<typeof sourceRows>['where']>>[number];

/**
 * The packs a service draws from, locked so two services cannot take the same last straw: the pack
 * named, or the batch's packs holding straws, first stored first used.
 */
export async function strawSources(db: Db, organizationId: string, named: { packId?: string | null; batchId?: string | null }): Promise<StrawSource[]> {
  const where = named.packId
    ? and(eq(semenPacks.organizationId, organizationId), eq(semenPacks.id, named.packId))
    : and(eq(semenPacks.organizationId, organizationId), eq(semenPacks.batchId, named.batchId!), gt(assets.stockOnHand, 0));
  const ids = (await sourceRows(db).where(where)).map((row) => row.packId);
  await lockAssets(db, organizationId, ids);
  return sourceRows(db).where(where).orderBy(asc(semenPacks.createdAt), asc(semenPacks.id));
}

/** A batch of the organisation, for a service naming one whose packs hold no straws. */
export async function findBatchStatus(db: Db, organizationId: string, id: string) {
  const [row] = await db.select({ status: semenBatches.status }).from(semenBatches).where(and(eq(semenBatches.organizationId, organizationId), eq(semenBatches.id, id)));
  return row;
}
