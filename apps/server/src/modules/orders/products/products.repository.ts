import type { ProductsQuery } from '@ganado/shared/orders';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { assets, drugs, products, type ProductRow, semenBatches, supplies } from '../../../db/schema';

const columns = {
  product: products,
  supplyName: supplies.name,
  supplyUnit: assets.stockUnit,
  supplyStock: sql<number | null>`${assets.stockOnHand}::float8`,
  drugName: drugs.name,
  semenBatchCode: semenBatches.code,
};
export type ProductWithStock = { product: ProductRow; supplyName: string | null; supplyUnit: string | null; supplyStock: number | null; drugName: string | null; semenBatchCode: string | null };

const withStock = (db: Db) =>
  db
    .select(columns)
    .from(products)
    .leftJoin(supplies, eq(supplies.id, products.supplyId))
    .leftJoin(assets, eq(assets.id, products.supplyId))
    .leftJoin(drugs, eq(drugs.id, products.drugId))
    .leftJoin(semenBatches, eq(semenBatches.id, products.semenBatchId));

export async function listProducts(db: Db, organizationId: string, query: ProductsQuery) {
  const where = and(
    eq(products.organizationId, organizationId),
    query.kind ? eq(products.kind, query.kind) : undefined,
    query.archived === undefined ? eq(products.active, true) : eq(products.active, !query.archived),
    query.search ? ilike(products.name, containing(query.search)) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const rows = await withStock(db)
    .where(where)
    .orderBy(direction(sql`lower(${products.name})`), direction(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(products).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findProducts(db: Db, organizationId: string, ids: readonly string[]): Promise<ProductWithStock[]> {
  if (ids.length === 0) return [];
  return withStock(db).where(and(eq(products.organizationId, organizationId), inArray(products.id, [...ids])));
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;

export async function insertProduct(db: Db, organizationId: string, createdBy: string, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values({ ...values, organizationId, createdBy }).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(db: Db, organizationId: string, id: string, values: ProductValues): Promise<boolean> {
  const rows = await db.update(products).set(values).where(and(eq(products.organizationId, organizationId), eq(products.id, id))).returning({ id: products.id });
  return rows.length > 0;
}
