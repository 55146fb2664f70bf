import type { Unit } from '@ganado/shared/ledger';
import type { SuppliesQuery } from '@ganado/shared/supplies';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { assets, supplies } from '../../db/schema';

const columns = { id: supplies.id, name: supplies.name, unit: sql<string>`${assets.stockUnit}`, allowsNegativeStock: assets.allowsNegativeStock, stockOnHand: sql<number>`coalesce(${assets.stockOnHand}, 0)::float8`, createdAt: supplies.createdAt, updatedAt: supplies.updatedAt };
export type SupplyRow = { id: string; name: string; unit: string; allowsNegativeStock: boolean; stockOnHand: number; createdAt: Date; updatedAt: Date };

const withAsset = (db: Db) => db.select(columns).from(supplies).innerJoin(assets, eq(assets.id, supplies.id));

/** A supply is an asset first (its unit and stock rule), then the kind's own row with the same id. */
export async function insertSupply(db: Db, values: { organizationId: string; name: string; unit: Unit; allowsNegativeStock: boolean; createdBy: string }): Promise<string> {
  const [asset] = await db
    .insert(assets)
    .values({ organizationId: values.organizationId, kind: 'supply', stockUnit: values.unit, allowsNegativeStock: values.allowsNegativeStock, stockOnHand: 0 })
    .returning({ id: assets.id });
  await db.insert(supplies).values({ id: asset!.id, organizationId: values.organizationId, name: values.name, createdBy: values.createdBy });
  return asset!.id;
}

export async function listSupplies(db: Db, organizationId: string, query: SuppliesQuery) {
  const where = and(eq(supplies.organizationId, organizationId), query.search ? ilike(supplies.name, containing(query.search)) : undefined);
  const direction = query.desc ? desc : asc;
  const rows = await withAsset(db)
    .where(where)
    .orderBy(direction(sql`lower(${supplies.name})`), direction(supplies.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(supplies).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findSupplies(db: Db, organizationId: string, ids: readonly string[]): Promise<SupplyRow[]> {
  if (ids.length === 0) return [];
  return withAsset(db).where(and(eq(supplies.organizationId, organizationId), inArray(supplies.id, [...ids])));
}
