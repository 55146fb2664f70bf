import { and, asc, count, desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { PacksQuery, TanksQuery } from '@ganado/shared/semen';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { assets, farms, semenBatches, semenCollections, semenPacks, semenSires, semenTanks } from '../../../db/schema';

/** Straws in a tank by the log, and its packs that hold some: summed over its packs' cached stock. */
const strawsIn = sql<number>`coalesce((select sum(a.stock_on_hand) from ${semenPacks} p join ${assets} a on a.id = p.id where p.tank_id = ${semenTanks.id} and p.organization_id = ${semenTanks.organizationId}), 0)::float8`;
const packsIn = sql<number>`(select count(*) from ${semenPacks} p join ${assets} a on a.id = p.id where p.tank_id = ${semenTanks.id} and p.organization_id = ${semenTanks.organizationId} and a.stock_on_hand > 0)::int`;

const tankRows = (db: Db) =>
  db.select({ tank: semenTanks, farmName: farms.name, straws: strawsIn, packs: packsIn }).from(semenTanks).leftJoin(farms, eq(farms.id, semenTanks.farmId));
export type TankRow = Awaited<ReturnType<ReturnType<typeof tankRows>['where']>>[number];

export async function listTanks(db: Db, organizationId: string, query: TanksQuery) {
  const where = and(
    eq(semenTanks.organizationId, organizationId),
    query.farmId ? eq(semenTanks.farmId, query.farmId) : undefined,
    query.search ? ilike(semenTanks.name, containing(query.search)) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await tankRows(db)
    .where(where)
    .orderBy(direction(sql`lower(${semenTanks.name})`), direction(semenTanks.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(semenTanks).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findTank(db: Db, organizationId: string, id: string): Promise<TankRow | undefined> {
  const [row] = await tankRows(db).where(and(eq(semenTanks.organizationId, organizationId), eq(semenTanks.id, id)));
  return row;
}

/** A pack with its batch, sire, tank and straws by the log. */
const packRows = (db: Db) =>
  db
    .select({
      pack: semenPacks,
      batch: { id: semenBatches.id, code: semenBatches.code, status: semenBatches.status },
      sire: { id: semenSires.id, name: semenSires.name, naabCode: semenSires.naabCode },
      tank: { id: semenTanks.id, name: semenTanks.name },
      straws: assets.stockOnHand,
    })
    .from(semenPacks)
    .innerJoin(assets, eq(assets.id, semenPacks.id))
    .innerJoin(semenBatches, eq(semenBatches.id, semenPacks.batchId))
    .innerJoin(semenCollections, eq(semenCollections.id, semenBatches.collectionId))
    .innerJoin(semenSires, eq(semenSires.id, semenCollections.sireId))
    .innerJoin(semenTanks, eq(semenTanks.id, semenPacks.tankId));
export type PackRow = Awaited<ReturnType<ReturnType<typeof packRows>['where']>>[number];

export async function listPacks(db: Db, organizationId: string, query: PacksQuery) {
  const where = and(
    eq(semenPacks.organizationId, organizationId),
    query.tankId ? eq(semenPacks.tankId, query.tankId) : undefined,
    query.batchId ? eq(semenPacks.batchId, query.batchId) : undefined,
    query.empty === 'true' ? undefined : gt(assets.stockOnHand, 0),
    query.search ? ilike(semenBatches.code, containing(query.search)) : undefined,
  );
  const rows = await packRows(db)
    .where(where)
    .orderBy(asc(semenTanks.name), asc(semenPacks.canister), asc(semenPacks.goblet), asc(semenPacks.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ value: count() })
    .from(semenPacks)
    .innerJoin(assets, eq(assets.id, semenPacks.id))
    .innerJoin(semenBatches, eq(semenBatches.id, semenPacks.batchId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findPacks(db: Db, organizationId: string, ids: readonly string[]): Promise<PackRow[]> {
  if (ids.length === 0) return [];
  return packRows(db).where(and(eq(semenPacks.organizationId, organizationId), inArray(semenPacks.id, [...ids])));
}

/** The packs of a tank with straws by the log, for its count. */
export async function packsInTank(db: Db, organizationId: string, tankId: string): Promise<PackRow[]> {
  return packRows(db).where(and(eq(semenPacks.organizationId, organizationId), eq(semenPacks.tankId, tankId), gt(assets.stockOnHand, 0)));
}

/** A new pack: its asset first (counted in straws, none yet), then the kind's row. */
export async function insertPack(db: Db, organizationId: string, createdBy: string, values: { batchId: string; tankId: string; canister: number; goblet: string | null }): Promise<string> {
  const [asset] = await db.insert(assets).values({ organizationId, kind: 'semenPack', stockUnit: 'straw', stockOnHand: 0 }).returning({ id: assets.id });
  await db.insert(semenPacks).values({ id: asset!.id, organizationId, createdBy, ...values });
  return asset!.id;
}
