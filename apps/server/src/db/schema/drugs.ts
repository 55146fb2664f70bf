import { sql } from 'drizzle-orm';
import { bigint, boolean, char, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DoseBasis, DrugFormat, DrugOrderStatus, StorageCondition } from '@ganado/shared/drugs';
import type { Unit } from '@ganado/shared/ledger';
import { assetId } from './assets';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';
import { species } from './reference';

/**
 * A drug of the organisation's cabinet (docs/product.md §3 "Drug"; docs/decisions.md: drugs): its
 * label, not its stock. It is not an asset: its packs are, and its stock is theirs.
 */
export const drugs = pgTable(
  'drugs',
  {
    id: id(),
    organizationId: organizationId(),
    registrationDate: date('registration_date'),
    name: text('name').notNull(),
    genericName: text('generic_name'),
    manufacturer: text('manufacturer'),
    distributor: text('distributor'),
    format: text('format').$type<DrugFormat>().notNull(),
    doseDam: numeric('dose_dam', { mode: 'number' }),
    doseCalf: numeric('dose_calf', { mode: 'number' }),
    doseUnit: text('dose_unit').notNull(),
    doseBasis: text('dose_basis').$type<DoseBasis>().notNull().default('perHead'),
    activeIngredients: text('active_ingredients').array().notNull().default(sql`'{}'::text[]`),
    substitutionId: text('substitution_id'),
    routes: text('routes').array().notNull(),
    prescriptionOnly: boolean('prescription_only').notNull().default(false),
    storage: text('storage').$type<StorageCondition>(),
    stockUnit: text('stock_unit').$type<Unit>().notNull(),
    reorderLevel: numeric('reorder_level', { mode: 'number' }),
    notes: text('notes'),
    ...audit,
  },
  (table) => [uniqueIndex('drugs_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/** The species a drug's label authorises, each with its meat and milk withdrawal in hours (milk null: not for milk for people). */
export const drugWithdrawals = pgTable(
  'drug_withdrawals',
  {
    organizationId: organizationId(),
    drugId: uuid('drug_id')
      .notNull()
      .references(() => drugs.id, { onDelete: 'cascade' }),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
    meatHours: integer('meat_hours').notNull(),
    milkHours: integer('milk_hours'),
  },
  (table) => [primaryKey({ columns: [table.drugId, table.speciesId] }), tenantPolicy()],
);

/**
 * A pack of one batch of a drug: an asset (kind 'drugPack') whose stock, in its drug's unit, is
 * derived from the log. Its place (warehouse … position) is derived from its latest done receipt
 * or move, and `disposed_at` from its disposal: a cache the write path rebuilds (drugs/packs.state.ts).
 */
export const drugPacks = pgTable(
  'drug_packs',
  {
    id: assetId(),
    organizationId: organizationId(),
    drugId: uuid('drug_id')
      .notNull()
      .references(() => drugs.id, { onDelete: 'restrict' }),
    batch: text('batch').notNull(),
    expiresOn: date('expires_on').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The content of the pack when received, in the drug's unit. */
    size: numeric('size', { mode: 'number' }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: char('currency', { length: 3 }),
    supplier: text('supplier'),
    orderId: uuid('order_id'),
    // Derived from its events.
    warehouse: text('warehouse').notNull(),
    rack: text('rack'),
    tier: text('tier'),
    position: text('position'),
    disposedAt: timestamp('disposed_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    // First-expired-first-out: a drug's packs in expiry order; the stock list's default order.
    index('drug_packs_drug_expiry_idx').on(table.organizationId, table.drugId, table.expiresOn, table.id),
    index('drug_packs_expiry_idx').on(table.organizationId, table.expiresOn, table.id),
    tenantPolicy(),
  ],
);

/** Stock of a pack claimed for a planned treatment or task, released on use, on cancel, or when it runs out (docs/decisions.md: reservations). */
export const drugReservations = pgTable(
  'drug_reservations',
  {
    id: id(),
    organizationId: organizationId(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => drugPacks.id, { onDelete: 'cascade' }),
    /** In the drug's unit. */
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
    taskId: uuid('task_id'),
    eventId: uuid('event_id'),
    notes: text('notes'),
    ...audit,
  },
  (table) => [
    index('drug_reservations_pack_idx').on(table.organizationId, table.packId).where(sql`${table.releasedAt} is null`),
    index('drug_reservations_expiry_idx').on(table.expiresAt).where(sql`${table.releasedAt} is null`),
    tenantPolicy(),
  ],
);

/** A treatment protocol: a drug at a dose per animal, doses an interval apart (docs/decisions.md: protocols). */
export const drugProtocols = pgTable(
  'drug_protocols',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    diagnosis: text('diagnosis'),
    drugId: uuid('drug_id')
      .notNull()
      .references(() => drugs.id, { onDelete: 'cascade' }),
    doseValue: numeric('dose_value', { mode: 'number' }).notNull(),
    doseUnit: text('dose_unit').$type<Unit>().notNull(),
    route: text('route'),
    intervalHours: integer('interval_hours').notNull(),
    doses: integer('doses').notNull(),
    notes: text('notes'),
    ...audit,
  },
  (table) => [uniqueIndex('drug_protocols_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/** A drug order to a supplier (docs/decisions.md: drug orders); its packs point back at it once received. */
export const drugOrders = pgTable(
  'drug_orders',
  {
    id: id(),
    organizationId: organizationId(),
    supplier: text('supplier').notNull(),
    reference: text('reference'),
    currency: char('currency', { length: 3 }),
    address: text('address'),
    expectedOn: date('expected_on'),
    status: text('status').$type<DrugOrderStatus>().notNull().default('draft'),
    notes: text('notes'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [index('drug_orders_organization_created_idx').on(table.organizationId, table.createdAt), tenantPolicy()],
);

export const drugOrderLines = pgTable(
  'drug_order_lines',
  {
    id: id(),
    organizationId: organizationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => drugOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    drugId: uuid('drug_id')
      .notNull()
      .references(() => drugs.id, { onDelete: 'cascade' }),
    packSize: numeric('pack_size', { mode: 'number' }).notNull(),
    packUnit: text('pack_unit').$type<Unit>().notNull(),
    packs: integer('packs').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }),
  },
  (table) => [uniqueIndex('drug_order_lines_order_position_key').on(table.orderId, table.position), tenantPolicy()],
);
