import type { FarmsQuery } from '@ganado/shared/farms';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farms } from '../../db/schema';
import { containing } from '../../db/like';

export type FarmRow = typeof farms.$inferSelect;
export type FarmValues = Omit<typeof farms.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy' | 'deletedAt'>;

const SORT: Record<NonNullable<FarmsQuery['col']>, SQL> = {
  name: sql`lower(${farms.name})`,
  createdAt: sql`${farms.createdAt}`,
  farmSize: sql`${farms.farmSize}`,
  city: sql`lower(${farms.city})`,
};

/** The organisation's farms that are not removed: every query here starts from this. */
const ofOrganization = (organizationId: string) => and(eq(farms.organizationId, organizationId), isNull(farms.deletedAt));

// Spelled out with table names: drizzle leaves columns unqualified in a one-table select, and
// "id" inside the subquery would then be the zone's.
const zoneCount = sql<number>`(select count(*)::int from "zones" where "zones"."farm_id" = "farms"."id" and "zones"."deleted_at" is null)`;

const withZoneCount = (db: Db) => db.select({ farm: farms, zoneCount }).from(farms);
export type FarmWithZones = { farm: FarmRow; zoneCount: number };

/** One page of the organisation's farms, searched by name, owner, city or state. */
export async function listFarms(db: Db, organizationId: string, query: FarmsQuery) {
  const search = query.search ? containing(query.search) : undefined;
  const where = and(
    ofOrganization(organizationId),
    search ? or(ilike(farms.name, search), ilike(farms.owner, search), ilike(farms.city, search), ilike(farms.state, search)) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await withZoneCount(db)
    .where(where)
    .orderBy(direction(SORT[query.col ?? 'name']), direction(farms.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(farms).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findFarm(db: Db, organizationId: string, id: string): Promise<FarmWithZones | undefined> {
  const [row] = await withZoneCount(db).where(and(ofOrganization(organizationId), eq(farms.id, id)));
  return row;
}

/** Another farm of the organisation with this name, whatever the case. */
export async function farmNameTaken(db: Db, organizationId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: farms.id })
    .from(farms)
    .where(and(ofOrganization(organizationId), eq(sql`lower(${farms.name})`, name.toLowerCase()), exceptId ? ne(farms.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertFarm(db: Db, values: typeof farms.$inferInsert): Promise<FarmRow> {
  const [row] = await db.insert(farms).values(values).returning();
  if (!row) throw new Error('insert into farms returned nothing');
  return row;
}

export async function updateFarmRow(db: Db, organizationId: string, id: string, values: Partial<typeof farms.$inferInsert>): Promise<FarmRow> {
  const [row] = await db
    .update(farms)
    .set(values)
    .where(and(ofOrganization(organizationId), eq(farms.id, id)))
    .returning();
  if (!row) throw new Error(`farm ${id} vanished during an update`);
  return row;
}
