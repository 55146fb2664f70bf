import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farms, zones } from '../../db/schema';

export type ZoneRow = typeof zones.$inferSelect;
/** A zone with what it shows of its farm: the name and the units its figures are given in. */
export type ZoneWithFarm = { zone: ZoneRow; farmName: string; farmSizeUnit: (typeof farms.$inferSelect)['farmSizeUnit']; perimeterUnit: (typeof farms.$inferSelect)['perimeterUnit'] };

/** Zones of the organisation's farms that are not removed, nor on a removed farm. */
const withFarm = (db: Db, organizationId: string, condition: SQL) =>
  db
    .select({ zone: zones, farmName: farms.name, farmSizeUnit: farms.farmSizeUnit, perimeterUnit: farms.perimeterUnit })
    .from(zones)
    .innerJoin(farms, and(eq(farms.id, zones.farmId), isNull(farms.deletedAt)))
    .where(and(eq(zones.organizationId, organizationId), isNull(zones.deletedAt), condition));

export function listZones(db: Db, organizationId: string, farmId: string): Promise<ZoneWithFarm[]> {
  return withFarm(db, organizationId, eq(zones.farmId, farmId)).orderBy(asc(sql`lower(${zones.name})`), asc(zones.id));
}

export async function findZone(db: Db, organizationId: string, id: string): Promise<ZoneWithFarm | undefined> {
  const [row] = await withFarm(db, organizationId, eq(zones.id, id));
  return row;
}

/** Another zone of the farm with this name, whatever the case. */
export async function zoneNameTaken(db: Db, farmId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.farmId, farmId), isNull(zones.deletedAt), eq(sql`lower(${zones.name})`, name.toLowerCase()), exceptId ? ne(zones.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertZone(db: Db, values: typeof zones.$inferInsert): Promise<ZoneRow> {
  const [row] = await db.insert(zones).values(values).returning();
  if (!row) throw new Error('insert into zones returned nothing');
  return row;
}

export async function updateZoneRow(db: Db, organizationId: string, id: string, values: Partial<typeof zones.$inferInsert>): Promise<ZoneRow> {
  const [row] = await db
    .update(zones)
    .set(values)
    .where(and(eq(zones.organizationId, organizationId), eq(zones.id, id)))
    .returning();
  if (!row) throw new Error(`zone ${id} vanished during an update`);
  return row;
}

/** A removed farm takes its zones with it (softly, like the farm). */
export async function removeZonesOfFarm(db: Db, organizationId: string, farmId: string, at: Date): Promise<void> {
  await db
    .update(zones)
    .set({ deletedAt: at })
    .where(and(eq(zones.organizationId, organizationId), eq(zones.farmId, farmId), isNull(zones.deletedAt)));
}
