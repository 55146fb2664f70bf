import type { CounterpartiesQuery } from '@ganado/shared/orders';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { counterparties, type CounterpartyRow } from '../../../db/schema';

export type CounterpartyValues = Omit<typeof counterparties.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;

export async function listCounterparties(db: Db, organizationId: string, query: CounterpartiesQuery) {
  const where = and(
    eq(counterparties.organizationId, organizationId),
    query.kind ? eq(counterparties.kind, query.kind) : undefined,
    query.search ? ilike(counterparties.name, containing(query.search)) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await db
    .select()
    .from(counterparties)
    .where(where)
    .orderBy(direction(sql`lower(${counterparties.name})`), direction(counterparties.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(counterparties).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findCounterparties(db: Db, organizationId: string, ids: readonly string[]): Promise<CounterpartyRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(counterparties).where(and(eq(counterparties.organizationId, organizationId), inArray(counterparties.id, [...ids])));
}

export async function insertCounterparty(db: Db, organizationId: string, createdBy: string, values: CounterpartyValues): Promise<string> {
  const [row] = await db.insert(counterparties).values({ ...values, organizationId, createdBy }).returning({ id: counterparties.id });
  return row!.id;
}

export async function updateCounterpartyRow(db: Db, organizationId: string, id: string, values: CounterpartyValues): Promise<void> {
  await db.update(counterparties).set(values).where(and(eq(counterparties.organizationId, organizationId), eq(counterparties.id, id)));
}
