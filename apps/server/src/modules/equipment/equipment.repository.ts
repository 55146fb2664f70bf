import type { EquipmentQuery } from '@ganado/shared/equipment';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { assets, equipment, equipmentGroups, type EquipmentRow, farms, zones } from '../../db/schema';

const zone = alias(zones, 'equipment_zone');

/** An item with the names of where it is and its group. */
const itemColumns = {
  row: equipment,
  farmName: farms.name,
  zoneName: zone.name,
  groupName: equipmentGroups.name,
  // Due: a plan of it has raised a task that is still open (plans.evaluate.ts raises it ahead of time).
  due: sql<boolean>`exists (select 1 from equipment_maintenance_plans p join tasks t on t.id = p.task_id
    where p.organization_id = ${equipment.organizationId} and p.equipment_id = ${equipment.id} and t.status in ('pending', 'inProgress'))`,
};
const itemRows = (db: Db) =>
  db
    .select(itemColumns)
    .from(equipment)
    .leftJoin(farms, eq(farms.id, equipment.farmId))
    .leftJoin(zone, eq(zone.id, equipment.zoneId))
    .leftJoin(equipmentGroups, eq(equipmentGroups.id, equipment.groupId));
export type EquipmentListRow = Awaited<ReturnType<ReturnType<typeof itemRows>['where']>>[number];

const SORTS = {
  name: sql`lower(${equipment.name})`,
  type: equipment.type,
  make: sql`lower(${equipment.make})`,
  serialNumber: sql`lower(${equipment.serialNumber})`,
  purchaseDate: equipment.purchaseDate,
  status: equipment.status,
} as const;

export async function listEquipment(db: Db, organizationId: string, query: EquipmentQuery) {
  const where = and(
    eq(equipment.organizationId, organizationId),
    query.type ? eq(equipment.type, query.type) : undefined,
    query.status ? eq(equipment.status, query.status) : undefined,
    query.farmId ? eq(equipment.farmId, query.farmId) : undefined,
    query.groupId ? eq(equipment.groupId, query.groupId) : undefined,
    query.search
      ? or(...[equipment.name, equipment.make, equipment.model, equipment.serialNumber].map((column) => ilike(column, containing(query.search!))))
      : undefined,
  );
  // By name unless a column is asked for; the id breaks ties so pages do not overlap.
  const column = SORTS[query.col as keyof typeof SORTS] ?? SORTS.name;
  const order = query.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await itemRows(db)
    .where(where)
    .orderBy(order, asc(equipment.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(equipment).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findEquipment(db: Db, organizationId: string, id: string): Promise<EquipmentListRow | undefined> {
  const [row] = await itemRows(db).where(and(eq(equipment.organizationId, organizationId), eq(equipment.id, id)));
  return row;
}

/** The row alone, locked until the transaction ends: two writes of one item's maintenance take turns. */
export async function lockEquipment(db: Db, organizationId: string, id: string): Promise<EquipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(eq(equipment.organizationId, organizationId), eq(equipment.id, id)))
    .for('update');
  return row;
}

export type EquipmentValues = Omit<typeof equipment.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy' | 'currentHours'>;

/** A new item: an asset of kind `equipment` (no stock kept), then the kind's row with the same id. */
export async function insertEquipment(db: Db, organizationId: string, createdBy: string | null, values: EquipmentValues): Promise<string> {
  const [asset] = await db.insert(assets).values({ organizationId, kind: 'equipment' }).returning({ id: assets.id });
  await db.insert(equipment).values({ ...values, currentHours: values.meterHours ?? null, id: asset!.id, organizationId, createdBy });
  return asset!.id;
}

export async function updateEquipmentRow(db: Db, organizationId: string, id: string, values: Partial<typeof equipment.$inferInsert>): Promise<void> {
  await db.update(equipment).set(values).where(and(eq(equipment.organizationId, organizationId), eq(equipment.id, id)));
}

/** Deleting the asset deletes the item (its row's id points at it) and its links to events. */
export async function deleteEquipmentAsset(db: Db, organizationId: string, id: string): Promise<void> {
  await db.delete(assets).where(and(eq(assets.organizationId, organizationId), eq(assets.id, id), eq(assets.kind, 'equipment')));
}

/** Whether the zone is the organisation's and lies on the farm (when a farm is given). */
export async function zoneOn(db: Db, organizationId: string, zoneId: string): Promise<{ farmId: string } | undefined> {
  const [row] = await db
    .select({ farmId: zones.farmId })
    .from(zones)
    .where(and(eq(zones.organizationId, organizationId), eq(zones.id, zoneId), isNull(zones.deletedAt)));
  return row;
}

// Groups

export async function listGroups(db: Db, organizationId: string) {
  const groups = await db.select().from(equipmentGroups).where(eq(equipmentGroups.organizationId, organizationId)).orderBy(sql`lower(${equipmentGroups.name})`, asc(equipmentGroups.id));
  const members = await db
    .select({ id: equipment.id, name: equipment.name, type: equipment.type, status: equipment.status, groupId: equipment.groupId })
    .from(equipment)
    .where(and(eq(equipment.organizationId, organizationId), sql`${equipment.groupId} is not null`))
    .orderBy(sql`lower(${equipment.name})`, asc(equipment.id));
  return groups.map((group) => ({ group, members: members.filter((member) => member.groupId === group.id) }));
}

export async function findGroup(db: Db, organizationId: string, id: string) {
  const [row] = await db.select().from(equipmentGroups).where(and(eq(equipmentGroups.organizationId, organizationId), eq(equipmentGroups.id, id)));
  return row;
}

export async function insertGroup(db: Db, organizationId: string, createdBy: string, values: { name: string; notes: string | null }) {
  const [row] = await db.insert(equipmentGroups).values({ ...values, organizationId, createdBy }).returning();
  return row!;
}

export async function updateGroup(db: Db, organizationId: string, id: string, values: { name: string; notes: string | null }) {
  const [row] = await db.update(equipmentGroups).set(values).where(and(eq(equipmentGroups.organizationId, organizationId), eq(equipmentGroups.id, id))).returning();
  return row;
}

export async function deleteGroup(db: Db, organizationId: string, id: string) {
  const [row] = await db.delete(equipmentGroups).where(and(eq(equipmentGroups.organizationId, organizationId), eq(equipmentGroups.id, id))).returning();
  return row;
}

/** The dashboard's counter (module.ts): items with a plan whose task is open, that is, due or about to be. */
export async function equipmentDueForService(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(equipment)
    .where(and(eq(equipment.organizationId, organizationId), sql`${itemColumns.due}`));
  return row?.value ?? 0;
}
