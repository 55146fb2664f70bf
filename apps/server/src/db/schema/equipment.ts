import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EquipmentStatus, EquipmentType, PlanKind } from '@ganado/shared/equipment';
import { tasks } from './action-list';
import { assetId } from './assets';
import { audit, id } from './columns';
import { farms, zones } from './farms';
import { organizationId, tenantPolicy } from './organizations';

/** A group of equipment (the milking parlour's machines, the hay-making set). */
export const equipmentGroups = pgTable(
  'equipment_groups',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    notes: text('notes'),
    ...audit,
  },
  (table) => [uniqueIndex('equipment_groups_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/**
 * An item of equipment (docs/decisions.md: equipment): an asset of the log, kind `equipment`, so
 * its maintenance is events about it. `details` holds its type's own fields as the contract
 * checked them. `current_hours` is a cache of the latest reading the log has (else `meter_hours`,
 * the registration's), rebuilt by every write of its maintenance in the write's transaction.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: assetId(),
    organizationId: organizationId(),
    type: text('type').$type<EquipmentType>().notNull(),
    name: text('name').notNull(),
    make: text('make'),
    model: text('model'),
    serialNumber: text('serial_number'),
    purchaseDate: date('purchase_date'),
    purchasePriceMinor: bigint('purchase_price_minor', { mode: 'number' }),
    purchaseCurrency: text('purchase_currency'),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    zoneId: uuid('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => equipmentGroups.id, { onDelete: 'set null' }),
    status: text('status').$type<EquipmentStatus>().notNull().default('inService'),
    meterHours: numeric('meter_hours', { mode: 'number' }),
    currentHours: numeric('current_hours', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    ...audit,
  },
  (table) => [
    // A serial number is the organisation's once, whatever its case: the index decides a race.
    uniqueIndex('equipment_organization_serial_key').on(table.organizationId, sql`lower(${table.serialNumber})`).where(sql`${table.serialNumber} is not null`),
    index('equipment_organization_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    index('equipment_group_idx').on(table.organizationId, table.groupId),
    tenantPolicy(),
  ],
);

/**
 * A maintenance plan: a service or calibration every N days and/or N hours of use, counted from
 * the latest maintenance event of its kind (else from `baseline_*`: when it was last done before
 * the log knew, or when its task was completed). `due_on`/`due_at_hours` and `task_id` (its one
 * open action-list task) are rebuilt whenever it is evaluated (equipment/plans.evaluate.ts).
 */
export const equipmentMaintenancePlans = pgTable(
  'equipment_maintenance_plans',
  {
    id: id(),
    organizationId: organizationId(),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlanKind>().notNull(),
    everyDays: integer('every_days'),
    everyHours: numeric('every_hours', { mode: 'number' }),
    baselineOn: date('baseline_on'),
    baselineHours: numeric('baseline_hours', { mode: 'number' }),
    dueOn: date('due_on'),
    dueAtHours: numeric('due_at_hours', { mode: 'number' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    ...audit,
  },
  (table) => [index('equipment_maintenance_plans_equipment_idx').on(table.organizationId, table.equipmentId), tenantPolicy()],
);

export type EquipmentRow = typeof equipment.$inferSelect;
export type EquipmentGroupRow = typeof equipmentGroups.$inferSelect;
export type MaintenancePlanRow = typeof equipmentMaintenancePlans.$inferSelect;
