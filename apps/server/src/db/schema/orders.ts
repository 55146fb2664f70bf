import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CounterpartyKind, OrderDirection, OrderStatus, ProductKind, ShipmentDestination } from '@ganado/shared/orders';
import type { Unit } from '@ganado/shared/ledger';
import { animals } from './animals';
import { audit, id } from './columns';
import { drugs } from './drugs';
import { organizationId, tenantPolicy } from './organizations';
import { semenBatches } from './semen';
import { supplies } from './supplies';

/**
 * The organisation's catalogue (docs/decisions.md: orders): what it sells and buys, priced in
 * integer minor units of an ISO 4217 currency with a tax rate in basis points. Feed and supplies
 * name the supply whose stock an order moves, a drug its drug, semen straws their batch; archived products stay for the
 * orders that name them.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    unit: text('unit').$type<Unit>().notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    supplyId: uuid('supply_id').references(() => supplies.id, { onDelete: 'set null' }),
    drugId: uuid('drug_id').references(() => drugs.id, { onDelete: 'set null' }),
    semenBatchId: uuid('semen_batch_id').references(() => semenBatches.id, { onDelete: 'set null' }),
    description: text('description'),
    ...audit,
  },
  (table) => [uniqueIndex('products_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/** A customer or supplier: an abattoir, a buyer, a neighbouring farm, a feed mill. */
export const counterparties = pgTable(
  'counterparties',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    kind: text('kind').$type<CounterpartyKind>().notNull(),
    email: text('email'),
    phone: text('phone'),
    taxId: text('tax_id'),
    address: text('address'),
    country: text('country'),
    notes: text('notes'),
    ...audit,
  },
  (table) => [uniqueIndex('counterparties_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/**
 * A sale or a purchase (docs/product.md §3 "Order"). `status` is the latest of its steps, each of
 * which is an event of the log pointing at the order (events.order_id), with its time and who.
 * The totals are kept as the sum of the lines' rounded figures, written with them.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    organizationId: organizationId(),
    direction: text('direction').$type<OrderDirection>().notNull(),
    /** The order's number in its organisation's series of sales or of purchases: 1, 2, 3… with no gap (docs/decisions.md: order numbers). */
    number: integer('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    counterpartyId: uuid('counterparty_id')
      .notNull()
      .references(() => counterparties.id),
    reference: text('reference'),
    currency: char('currency', { length: 3 }).notNull(),
    address: text('address'),
    shipOn: date('ship_on'),
    notes: text('notes'),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    ...audit,
  },
  (table) => [
    index('orders_organization_direction_created_idx').on(table.organizationId, table.direction, table.createdAt),
    uniqueIndex('orders_organization_direction_number_key').on(table.organizationId, table.direction, table.number),
    tenantPolicy(),
  ],
);

/** A line: a product, a quantity in thousandths of its unit, a price and a tax rate, and its rounded figures. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    organizationId: organizationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The animal a sale's line sells. */
    animalId: uuid('animal_id').references(() => animals.id),
    description: text('description'),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    unit: text('unit').$type<Unit>().notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_key').on(table.orderId, table.position),
    index('order_lines_animal_idx').on(table.organizationId, table.animalId),
    check('order_lines_quantity_check', sql`${table.quantityMilli} > 0`),
    tenantPolicy(),
  ],
);

/** The animals a line of milk came from: their milk withdrawal holds the line back. */
export const orderLineSources = pgTable(
  'order_line_sources',
  {
    organizationId: organizationId(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id),
  },
  (table) => [primaryKey({ columns: [table.lineId, table.animalId] }), tenantPolicy()],
);

export type ProductRow = typeof products.$inferSelect;
export type CounterpartyRow = typeof counterparties.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * A movement document for animals leaving (docs/decisions.md: shipments): where to, on what, who
 * drives, when it leaves and arrives; the sale it ships, if any. Its animals' removals are events of
 * the log written with it.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    organizationId: organizationId(),
    orderId: uuid('order_id').references(() => orders.id),
    destinationKind: text('destination_kind').$type<ShipmentDestination>().notNull(),
    counterpartyId: uuid('counterparty_id').references(() => counterparties.id),
    destinationName: text('destination_name').notNull(),
    destinationAddress: text('destination_address'),
    vehicle: text('vehicle').notNull(),
    driver: text('driver').notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    notes: text('notes'),
    ...audit,
  },
  (table) => [index('shipments_organization_departure_idx').on(table.organizationId, table.departureAt), tenantPolicy()],
);

export const shipmentAnimals = pgTable(
  'shipment_animals',
  {
    organizationId: organizationId(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shipmentId, table.animalId] }), tenantPolicy()],
);
