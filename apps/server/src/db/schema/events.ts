import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Adjustment, AssetKind, EventAssetRole, EventStatus, Unit } from '@ganado/shared/ledger';
import { taskOccurrences } from './action-list';
import { assets } from './assets';
import { audit, id } from './columns';
import { orders } from './orders';
import { organizationId, tenantPolicy } from './organizations';

/**
 * The one log (docs/ARCHITECTURE.md: the model): a dated fact about one or more assets, planned or
 * done. `type` says what happened and `details` holds that type's own fields as the shared
 * contract validated them. An event a task's occurrence produced points at that occurrence by a
 * real foreign key; deleting the task keeps the event and clears the link.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    organizationId: organizationId(),
    type: text('type').notNull(),
    status: text('status').$type<EventStatus>().notNull().default('done'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    taskId: uuid('task_id'),
    occurrenceIndex: integer('occurrence_index'),
    /** The order whose step, shipment or delivery this event is; the order's history is its events. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...audit,
  },
  (table) => [
    foreignKey({ name: 'events_task_occurrence_fk', columns: [table.taskId, table.occurrenceIndex], foreignColumns: [taskOccurrences.taskId, taskOccurrences.occurrenceIndex] }).onDelete(
      'set null',
    ),
    index('events_organization_type_idx').on(table.organizationId, table.type, table.occurredAt),
    index('events_task_occurrence_idx').on(table.taskId, table.occurrenceIndex),
    index('events_order_idx').on(table.orderId).where(sql`${table.orderId} is not null`),
    // A person's own entries over a period (/my-reports: docs/decisions.md, my work).
    index('events_created_by_idx').on(table.organizationId, table.createdBy, table.createdAt),
    tenantPolicy(),
  ],
);

/**
 * Which assets an event is about, and as what. The kind is the asset's (a composite foreign key
 * says so), kept here so an animal's records are found without reading the registry.
 */
export const eventAssets = pgTable(
  'event_assets',
  {
    organizationId: organizationId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').notNull(),
    assetKind: text('asset_kind').$type<AssetKind>().notNull(),
    role: text('role').$type<EventAssetRole>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.assetId, table.role] }),
    foreignKey({ name: 'event_assets_asset_fk', columns: [table.assetId, table.assetKind], foreignColumns: [assets.id, assets.kind] }).onDelete('cascade'),
    // An asset's events: an animal's records, the latest done record of a type (derived state).
    index('event_assets_asset_idx').on(table.organizationId, table.assetId, table.role, table.eventId),
    tenantPolicy(),
  ],
);

/**
 * The measured values of an event, in order (`position`): a weight, a milk yield, a dose. One that
 * names an asset and an adjustment moves that asset's stock; `stock_value` is then the value in the
 * asset's own unit, converted once when written (ledger/stock.ts derives stock on hand from these).
 */
export const quantities = pgTable(
  'quantities',
  {
    id: id(),
    organizationId: organizationId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    measure: text('measure').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
    unit: text('unit').$type<Unit | (string & {})>().notNull(),
    label: text('label'),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    adjustment: text('adjustment').$type<Adjustment>(),
    stockValue: numeric('stock_value', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('quantities_event_position_key').on(table.eventId, table.position),
    // Stock on hand: an asset's adjustments, each joined to its event for the time and status.
    index('quantities_stock_idx').on(table.organizationId, table.assetId, table.eventId).where(sql`${table.adjustment} is not null`),
    // An adjustment names its asset and carries its value in the asset's unit; a plain measurement neither.
    check('quantities_adjustment_check', sql`(${table.adjustment} is null) = (${table.assetId} is null) and (${table.adjustment} is null) = (${table.stockValue} is null)`),
    tenantPolicy(),
  ],
);
