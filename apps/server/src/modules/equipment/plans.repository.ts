import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipmentMaintenancePlans as plans, type MaintenancePlanRow } from '../../db/schema';

export type PlanValues = Pick<typeof plans.$inferInsert, 'kind' | 'everyDays' | 'everyHours' | 'baselineOn' | 'baselineHours'>;

const ofEquipment = (organizationId: string, equipmentId: string) => and(eq(plans.organizationId, organizationId), eq(plans.equipmentId, equipmentId));

export function plansOf(db: Db, organizationId: string, equipmentId: string): Promise<MaintenancePlanRow[]> {
  return db.select().from(plans).where(ofEquipment(organizationId, equipmentId)).orderBy(asc(plans.createdAt), asc(plans.id));
}

export async function findPlan(db: Db, organizationId: string, equipmentId: string, id: string): Promise<MaintenancePlanRow | undefined> {
  const [row] = await db.select().from(plans).where(and(ofEquipment(organizationId, equipmentId), eq(plans.id, id)));
  return row;
}

export async function insertPlan(db: Db, organizationId: string, equipmentId: string, createdBy: string, values: PlanValues): Promise<MaintenancePlanRow> {
  const [row] = await db.insert(plans).values({ ...values, organizationId, equipmentId, createdBy }).returning();
  return row!;
}

export async function updatePlan(db: Db, organizationId: string, id: string, values: Partial<typeof plans.$inferInsert>): Promise<void> {
  await db.update(plans).set(values).where(and(eq(plans.organizationId, organizationId), eq(plans.id, id)));
}

export async function deletePlan(db: Db, organizationId: string, equipmentId: string, id: string): Promise<MaintenancePlanRow | undefined> {
  const [row] = await db.delete(plans).where(and(ofEquipment(organizationId, equipmentId), eq(plans.id, id))).returning();
  return row;
}

/** Every item with a plan, per organisation: what the daily job evaluates. */
export function itemsWithPlans(db: Db) {
  return db
    .selectDistinct({ organizationId: plans.organizationId, equipmentId: plans.equipmentId })
    .from(plans)
    .orderBy(plans.organizationId, plans.equipmentId);
}

/** Locks an item's plans until the transaction ends, so two evaluations cannot raise two tasks for one plan. */
export async function lockPlans(db: Db, organizationId: string, equipmentId: string): Promise<void> {
  await db.execute(sql`select id from equipment_maintenance_plans where organization_id = ${organizationId} and equipment_id = ${equipmentId} order by id for update`);
}
