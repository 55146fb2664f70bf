import type { OrderDirection, OrdersQuery, OrderStatus } from '@ganado/shared/orders';
import { and, asc, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nextNumber } from '../../../db/numbering';
import { orderedId } from '../../../db/ordered-id';
import { containing } from '../../../db/like';
import { animals, counterparties, events, orderLines, orderLineSources, orders, products, users } from '../../../db/schema';
import { personName } from '../../action-list/tasks.repository';

const orderColumns = {
  order: orders,
  counterpartyName: counterparties.name,
  counterpartyKind: counterparties.kind,
  counterpartyAddress: counterparties.address,
  lineCount: sql<number>`(select count(*) from ${orderLines} l where l.order_id = ${orders.id} and l.organization_id = ${orders.organizationId})::int`,
};
export type OrderWithCounterparty = {
  order: typeof orders.$inferSelect;
  counterpartyName: string;
  counterpartyKind: (typeof counterparties.$inferSelect)['kind'];
  counterpartyAddress: string | null;
  lineCount: number;
};

/** A search of digits also finds the order of that number. */
const numbered = (search: string) => (/^\d{1,9}$/.test(search.trim()) ? [eq(orders.number, Number(search.trim()))] : []);

const withCounterparty = (db: Db) => db.select(orderColumns).from(orders).innerJoin(counterparties, eq(counterparties.id, orders.counterpartyId));

export interface OrderValues {
  direction: OrderDirection;
  counterpartyId: string;
  reference: string | null;
  currency: string;
  address: string | null;
  shipOn: string | null;
  notes: string | null;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/**
 * A new order, the next number of its organisation's series of sales or purchases (docs/decisions.md:
 * order numbers; db/numbering.ts), so parallel orders take 1, 2, 3 and never one number twice.
 * Ids in time order (UUID v7): orders written in one transaction, which share its time, still list in
 * the order they were written.
 */
export async function insertOrder(db: Db, organizationId: string, createdBy: string, values: OrderValues, createdAt?: Date): Promise<string> {
  const series = and(eq(orders.organizationId, organizationId), eq(orders.direction, values.direction));
  const number = await nextNumber(db, `orders:${organizationId}:${values.direction}`, orders, orders.number, series);
  const [row] = await db
    .insert(orders)
    .values({ ...values, id: orderedId(), number, organizationId, createdBy, ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) })
    .returning({ id: orders.id });
  return row!.id;
}

export async function updateOrderRow(db: Db, organizationId: string, id: string, values: Partial<Omit<OrderValues, 'direction'>> & { status?: OrderStatus }): Promise<void> {
  await db.update(orders).set(values).where(and(eq(orders.organizationId, organizationId), eq(orders.id, id)));
}

/** One order; `lock` holds its row until the transaction ends, so two steps on it run one after the other. */
export async function findOrder(db: Db, organizationId: string, id: string, lock = false): Promise<OrderWithCounterparty | undefined> {
  const query = withCounterparty(db).where(and(eq(orders.organizationId, organizationId), eq(orders.id, id)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

const SORTS = {
  number: orders.number,
  createdAt: orders.createdAt,
  shipOn: orders.shipOn,
  gross: orders.grossMinor,
  counterparty: sql`lower(${counterparties.name})`,
  status: orders.status,
} as const;

export async function listOrders(db: Db, organizationId: string, query: OrdersQuery) {
  const where = and(
    eq(orders.organizationId, organizationId),
    query.direction ? eq(orders.direction, query.direction) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.search ? or(ilike(counterparties.name, containing(query.search)), ilike(orders.reference, containing(query.search)), ...numbered(query.search)) : undefined,
  );
  // Newest first unless asked otherwise; the id breaks ties so pages do not overlap.
  const direction = query.col ? (query.desc ? desc : asc) : desc;
  const rows = await withCounterparty(db)
    .where(where)
    .orderBy(direction(SORTS[query.col ?? 'createdAt']), direction(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(orders).innerJoin(counterparties, eq(counterparties.id, orders.counterpartyId)).where(where);
  return { rows, total: total?.value ?? 0 };
}

export type LineInsert = Omit<typeof orderLines.$inferInsert, 'id' | 'organizationId' | 'orderId'> & { sourceAnimalIds: readonly string[] };

/** A draft's lines, all replaced: the order is rewritten whole. */
export async function replaceLines(db: Db, organizationId: string, orderId: string, lines: readonly LineInsert[]): Promise<void> {
  await db.delete(orderLines).where(and(eq(orderLines.organizationId, organizationId), eq(orderLines.orderId, orderId)));
  if (lines.length === 0) return;
  const inserted = await db
    .insert(orderLines)
    .values(lines.map(({ sourceAnimalIds: _sources, ...line }) => ({ ...line, organizationId, orderId })))
    .returning({ id: orderLines.id, position: orderLines.position });
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  const sources = lines.flatMap((line) => line.sourceAnimalIds.map((animalId) => ({ organizationId, lineId: idAt.get(line.position)!, animalId })));
  if (sources.length > 0) await db.insert(orderLineSources).values(sources);
}

export async function linesOf(db: Db, organizationId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ line: orderLines, productName: products.name, productKind: products.kind, productSupplyId: products.supplyId, productDrugId: products.drugId, productSemenBatchId: products.semenBatchId, animalTag: animals.tagNumber })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(animals, eq(animals.id, orderLines.animalId))
    .where(and(eq(orderLines.organizationId, organizationId), inArray(orderLines.orderId, [...orderIds])))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}
export type LineWithProduct = Awaited<ReturnType<typeof linesOf>>[number];

export async function sourcesOf(db: Db, organizationId: string, lineIds: readonly string[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({ lineId: orderLineSources.lineId, animalId: orderLineSources.animalId, tagNumber: animals.tagNumber })
    .from(orderLineSources)
    .innerJoin(animals, eq(animals.id, orderLineSources.animalId))
    .where(and(eq(orderLineSources.organizationId, organizationId), inArray(orderLineSources.lineId, [...lineIds])))
    .orderBy(asc(animals.tagNumber));
}

/**
 * The steps of orders as the log holds them, in the order they were taken (event ids are ordered):
 * each `order.<status>` event with its stated time and who. Two steps of one minute keep their order
 * though a form's time has no seconds (a sale placed at 10:15:30 and shipped at 10:15).
 */
export async function historyOf(db: Db, organizationId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: events.orderId, type: events.type, occurredAt: events.occurredAt, notes: events.notes, byId: events.createdBy, byName: personName })
    .from(events)
    .leftJoin(users, eq(users.id, events.createdBy))
    .where(and(eq(events.organizationId, organizationId), inArray(events.orderId, [...orderIds]), like(events.type, 'order.%')))
    .orderBy(asc(events.id));
}
