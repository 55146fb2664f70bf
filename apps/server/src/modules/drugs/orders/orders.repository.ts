import type { DrugOrdersQuery } from '@ganado/shared/drugs';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { drugOrderLines, drugOrders, drugs } from '../../../db/schema';

export type OrderRow = typeof drugOrders.$inferSelect;
export type OrderValues = Omit<typeof drugOrders.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy' | 'status'>;
export type NewLine = Omit<typeof drugOrderLines.$inferInsert, 'id' | 'organizationId' | 'orderId'>;

export async function listOrders(db: Db, organizationId: string, query: DrugOrdersQuery) {
  const where = and(eq(drugOrders.organizationId, organizationId), query.status ? eq(drugOrders.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(drugOrders)
    .where(where)
    .orderBy(desc(drugOrders.createdAt), desc(drugOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(drugOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The order, locked when it is about to change status (two clicks on "receive" receive once). */
export async function findOrder(db: Db, organizationId: string, id: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(drugOrders).where(and(eq(drugOrders.organizationId, organizationId), eq(drugOrders.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function linesOf(db: Db, organizationId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: drugOrderLines, drugName: drugs.name, stockUnit: drugs.stockUnit })
    .from(drugOrderLines)
    .innerJoin(drugs, and(eq(drugs.id, drugOrderLines.drugId), eq(drugs.organizationId, drugOrderLines.organizationId)))
    .where(and(eq(drugOrderLines.organizationId, organizationId), inArray(drugOrderLines.orderId, [...orderIds])))
    .orderBy(asc(drugOrderLines.orderId), asc(drugOrderLines.position));
}
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

export async function insertOrder(db: Db, organizationId: string, createdBy: string, values: OrderValues): Promise<string> {
  const [row] = await db.insert(drugOrders).values({ ...values, organizationId, createdBy }).returning({ id: drugOrders.id });
  return row!.id;
}

export async function updateOrderRow(db: Db, organizationId: string, id: string, values: Partial<typeof drugOrders.$inferInsert>): Promise<void> {
  await db
    .update(drugOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(drugOrders.organizationId, organizationId), eq(drugOrders.id, id)));
}

export async function replaceLines(db: Db, organizationId: string, orderId: string, lines: readonly NewLine[]): Promise<void> {
  await db.delete(drugOrderLines).where(and(eq(drugOrderLines.organizationId, organizationId), eq(drugOrderLines.orderId, orderId)));
  await db.insert(drugOrderLines).values(lines.map((line) => ({ ...line, organizationId, orderId })));
}
