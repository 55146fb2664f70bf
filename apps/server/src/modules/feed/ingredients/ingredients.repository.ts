import type { IngredientsQuery } from '@ganado/shared/feed';
import { and, asc, count, desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { feedIngredients, type FeedIngredientRow, species } from '../../../db/schema';

export type IngredientValues = Omit<typeof feedIngredients.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;
export type IngredientWithStock = FeedIngredientRow & { stockKg: number; lotCount: number };

/**
 * kg as fed over all its lots: the sum of their assets' stock (the ledger's cached figure). The outer
 * table is named in full: drizzle writes a one-table query's columns unqualified.
 */
const stockKg = sql<number>`coalesce((select sum(a.stock_on_hand) from feed_lots l join assets a on a.id = l.id and a.organization_id = l.organization_id
  where l.organization_id = feed_ingredients.organization_id and l.ingredient_id = feed_ingredients.id), 0)::float8`;

/** Its lots ever received, empty ones included. */
const lotCount = sql<number>`(select count(*) from feed_lots l where l.organization_id = feed_ingredients.organization_id and l.ingredient_id = feed_ingredients.id)::int`;

const withStock = (db: Db) => db.select({ ingredient: feedIngredients, stockKg, lotCount }).from(feedIngredients);
const flatten = (rows: { ingredient: FeedIngredientRow; stockKg: number; lotCount: number }[]): IngredientWithStock[] =>
  rows.map((row) => ({ ...row.ingredient, stockKg: Number(row.stockKg), lotCount: Number(row.lotCount) }));

const SORTS = { name: sql`lower(${feedIngredients.name})`, category: feedIngredients.category, dmPercent: feedIngredients.dmPercent, stockKg } as const;

export async function listIngredients(db: Db, organizationId: string, query: IngredientsQuery) {
  const where = and(
    eq(feedIngredients.organizationId, organizationId),
    query.category ? eq(feedIngredients.category, query.category) : undefined,
    query.search ? ilike(feedIngredients.name, containing(query.search)) : undefined,
    query.inStock === undefined ? undefined : query.inStock ? gt(stockKg, 0) : sql`${stockKg} <= 0`,
  );
  const direction = query.desc ? desc : asc;
  const sort = SORTS[query.col as keyof typeof SORTS] ?? SORTS.name;
  const rows = await withStock(db)
    .where(where)
    .orderBy(direction(sort), direction(feedIngredients.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(feedIngredients).where(where);
  return { rows: flatten(rows), total: total?.value ?? 0 };
}

export async function findIngredients(db: Db, organizationId: string, ids: readonly string[]): Promise<IngredientWithStock[]> {
  if (ids.length === 0) return [];
  return flatten(await withStock(db).where(and(eq(feedIngredients.organizationId, organizationId), inArray(feedIngredients.id, [...ids]))));
}

/** Every feed of the library (the suggestions compare them all). */
export async function allIngredients(db: Db, organizationId: string): Promise<IngredientWithStock[]> {
  return flatten(await withStock(db).where(eq(feedIngredients.organizationId, organizationId)).orderBy(asc(feedIngredients.id)));
}

export async function insertIngredient(db: Db, organizationId: string, createdBy: string, values: IngredientValues): Promise<string> {
  const [row] = await db.insert(feedIngredients).values({ ...values, organizationId, createdBy }).returning({ id: feedIngredients.id });
  return row!.id;
}

export async function updateIngredientRow(db: Db, organizationId: string, id: string, values: IngredientValues): Promise<void> {
  await db.update(feedIngredients).set(values).where(and(eq(feedIngredients.organizationId, organizationId), eq(feedIngredients.id, id)));
}

/** Which of these species codes the reference table knows. */
export async function knownSpecies(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: species.code }).from(species).where(inArray(species.code, [...codes]));
  return new Set(rows.map((row) => row.code));
}
