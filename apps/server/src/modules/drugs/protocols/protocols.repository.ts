import type { ProtocolsQuery } from '@ganado/shared/drugs';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { drugProtocols, drugs } from '../../../db/schema';

const columns = {
  id: drugProtocols.id,
  name: drugProtocols.name,
  diagnosis: drugProtocols.diagnosis,
  drugId: drugProtocols.drugId,
  drugName: drugs.name,
  doseValue: drugProtocols.doseValue,
  doseUnit: drugProtocols.doseUnit,
  route: drugProtocols.route,
  intervalHours: drugProtocols.intervalHours,
  doses: drugProtocols.doses,
  notes: drugProtocols.notes,
  createdAt: drugProtocols.createdAt,
};

const select = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(drugProtocols)
    .innerJoin(drugs, and(eq(drugs.id, drugProtocols.drugId), eq(drugs.organizationId, drugProtocols.organizationId)))
    .where(where);
export type ProtocolRow = Awaited<ReturnType<typeof select>>[number];

export async function listProtocols(db: Db, organizationId: string, query: ProtocolsQuery) {
  const where = and(
    eq(drugProtocols.organizationId, organizationId),
    query.drugId ? eq(drugProtocols.drugId, query.drugId) : undefined,
    query.search ? sql`(${drugProtocols.name} ilike ${containing(query.search)} or ${drugProtocols.diagnosis} ilike ${containing(query.search)})` : undefined,
  );
  const rows = await select(db, where)
    .orderBy(asc(sql`lower(${drugProtocols.name})`), asc(drugProtocols.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(drugProtocols).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProtocol(db: Db, organizationId: string, id: string): Promise<ProtocolRow | undefined> {
  const [row] = await select(db, and(eq(drugProtocols.organizationId, organizationId), eq(drugProtocols.id, id)));
  return row;
}

export type ProtocolColumns = Omit<typeof drugProtocols.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;

export async function insertProtocol(db: Db, organizationId: string, createdBy: string, values: ProtocolColumns): Promise<string> {
  const [row] = await db.insert(drugProtocols).values({ ...values, organizationId, createdBy }).returning({ id: drugProtocols.id });
  return row!.id;
}

export async function updateProtocolRow(db: Db, organizationId: string, id: string, values: ProtocolColumns): Promise<boolean> {
  const rows = await db
    .update(drugProtocols)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(drugProtocols.organizationId, organizationId), eq(drugProtocols.id, id)))
    .returning({ id: drugProtocols.id });
  return rows.length > 0;
}
