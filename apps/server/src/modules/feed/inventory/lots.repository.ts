import type { LotsQuery } from '@ganado/shared/feed';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { nextNumber } from '../../../db/numbering';
import { rowsOf } from '../../../db/rows';
import { assets, counterparties, feedIngredients, feedLotAnalyses, feedLots } from '../../../db/schema';

/** A lot's stock on hand in kg: its asset's, as the ledger caches it. */
const stockKg = sql<number>`coalesce(${assets.stockOnHand}, 0)::float8`;

/** A lot at or below its low mark: the inventory's `low` filter. */
const isLow = and(isNotNull(feedLots.lowStockKg), lte(stockKg, sql`${feedLots.lowStockKg}`));

/** The dashboard's counter (module.ts): the organisation's lots low on stock, those used up being history as in the list. */
export async function lotsLowOnStock(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(feedLots)
    .innerJoin(assets, eq(assets.id, feedLots.id))
    .where(and(eq(feedLots.organizationId, organizationId), isLow, gt(stockKg, 0)));
  return row?.value ?? 0;
}

const lotColumns = {
  lot: feedLots,
  ingredient: { id: feedIngredients.id, name: feedIngredients.name, category: feedIngredients.category },
  ingredientDmPercent: feedIngredients.dmPercent,
  supplierName: counterparties.name,
  stockKg,
};
const lotRows = (db: Db) =>
  db
    .select(lotColumns)
    .from(feedLots)
    .innerJoin(feedIngredients, eq(feedIngredients.id, feedLots.ingredientId))
    .innerJoin(assets, eq(assets.id, feedLots.id))
    .leftJoin(counterparties, eq(counterparties.id, feedLots.supplierId));
export type LotRow = Awaited<ReturnType<ReturnType<typeof lotRows>['where']>>[number];

/** A search of digits also finds the lot of that number. */
const numbered = (search: string) => (/^\d{1,9}$/.test(search.trim()) ? [eq(feedLots.number, Number(search.trim()))] : []);
const SORTS = { number: feedLots.number, receivedAt: feedLots.receivedAt, expiresOn: feedLots.expiresOn, stockKg, name: sql`lower(${feedIngredients.name})` } as const;

export async function listLots(db: Db, organizationId: string, query: LotsQuery) {
  const where = and(
    eq(feedLots.organizationId, organizationId),
    query.ingredientId ? eq(feedLots.ingredientId, query.ingredientId) : undefined,
    query.low ? isLow : undefined,
    // Lots with nothing left are history: hidden unless asked for.
    query.empty ? undefined : gt(stockKg, 0),
    query.search ? or(ilike(feedIngredients.name, containing(query.search)), ilike(feedLots.lotCode, containing(query.search)), ...numbered(query.search)) : undefined,
  );
  // Newest first unless a column is asked for; the number breaks ties so pages do not overlap.
  const column = SORTS[query.col as keyof typeof SORTS];
  const direction = column && !query.desc ? asc : desc;
  const order = column ? [sql`${column} ${direction === asc ? sql`asc nulls last` : sql`desc nulls last`}`, direction(feedLots.number)] : [desc(feedLots.number)];
  const rows = await lotRows(db)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ value: count() })
    .from(feedLots)
    .innerJoin(feedIngredients, eq(feedIngredients.id, feedLots.ingredientId))
    .innerJoin(assets, eq(assets.id, feedLots.id))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findLots(db: Db, organizationId: string, ids: readonly string[]): Promise<LotRow[]> {
  if (ids.length === 0) return [];
  return lotRows(db).where(and(eq(feedLots.organizationId, organizationId), inArray(feedLots.id, [...ids])));
}

export async function findLotByNumber(db: Db, organizationId: string, number: number): Promise<LotRow | undefined> {
  const [row] = await lotRows(db).where(and(eq(feedLots.organizationId, organizationId), eq(feedLots.number, number)));
  return row;
}

/** Every lot with stock on hand, or of the feeds asked for (suggestions, the analysis template, rations). */
export async function lotsInStock(db: Db, organizationId: string, ingredientIds?: readonly string[]): Promise<LotRow[]> {
  if (ingredientIds?.length === 0) return [];
  return lotRows(db)
    .where(and(eq(feedLots.organizationId, organizationId), gt(stockKg, 0), ingredientIds ? inArray(feedLots.ingredientId, [...ingredientIds]) : undefined))
    .orderBy(asc(feedLots.number));
}

/** The latest lot received of each feed (by the day received, then the number), whatever its stock. */
export async function latestLots(db: Db, organizationId: string): Promise<LotRow[]> {
  return lotRows(db)
    .where(
      and(
        eq(feedLots.organizationId, organizationId),
        sql`feed_lots.id = (select l.id from feed_lots l where l.organization_id = feed_lots.organization_id and l.ingredient_id = feed_lots.ingredient_id order by l.received_at desc, l.number desc limit 1)`,
      ),
    )
    .orderBy(asc(feedLots.number));
}

export type LotValues = Omit<typeof feedLots.$inferInsert, 'id' | 'organizationId' | 'number' | 'createdAt' | 'updatedAt' | 'createdBy'>;

/**
 * A new lot: the next number of its organisation's series (db/numbering.ts), an asset of kind
 * `feedLot` counted in kg with no stock yet (its receipt's event puts it in), then the kind's row
 * with the same id.
 */
export async function insertLot(db: Db, organizationId: string, createdBy: string, values: LotValues): Promise<{ id: string; number: number }> {
  const number = await nextNumber(db, `feedLots:${organizationId}`, feedLots, feedLots.number, eq(feedLots.organizationId, organizationId));
  const [asset] = await db.insert(assets).values({ organizationId, kind: 'feedLot', stockUnit: 'kg', stockOnHand: 0 }).returning({ id: assets.id });
  await db.insert(feedLots).values({ ...values, id: asset!.id, organizationId, number, createdBy });
  return { id: asset!.id, number };
}

export async function updateLotRow(db: Db, organizationId: string, id: string, values: Partial<LotValues>): Promise<void> {
  await db.update(feedLots).set(values).where(and(eq(feedLots.organizationId, organizationId), eq(feedLots.id, id)));
}

/** The latest analysis of each lot (by the day analysed, then the id). */
export async function latestAnalyses(db: Db, organizationId: string, lotIds: readonly string[]) {
  if (lotIds.length === 0) return new Map<string, typeof feedLotAnalyses.$inferSelect>();
  const rows = await db
    .selectDistinctOn([feedLotAnalyses.lotId])
    .from(feedLotAnalyses)
    .where(and(eq(feedLotAnalyses.organizationId, organizationId), inArray(feedLotAnalyses.lotId, [...lotIds])))
    .orderBy(feedLotAnalyses.lotId, desc(feedLotAnalyses.analysedOn), desc(feedLotAnalyses.id));
  return new Map(rows.map((row) => [row.lotId, row]));
}
export type AnalysisRow = typeof feedLotAnalyses.$inferSelect;

export async function insertAnalyses(db: Db, rows: readonly Omit<typeof feedLotAnalyses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>[]): Promise<void> {
  if (rows.length > 0) await db.insert(feedLotAnalyses).values([...rows]);
}

export interface MoveRow {
  event_id: string;
  type: string;
  occurred_at: Date | string;
  adjustment: 'increment' | 'decrement' | 'reset';
  stock_value: number;
  reason: string | null;
  by: string | null;
}

/** A lot's stock history: every done event with a quantity that moved its stock (feeding included), newest first. */
export async function lotMoves(db: Db, organizationId: string, lotId: string): Promise<MoveRow[]> {
  return rowsOf<MoveRow>(
    db.execute(sql`
      select e.id as event_id, e.type, e.occurred_at, q.adjustment, q.stock_value::float8 as stock_value, coalesce(e.details->>'reason', e.notes) as reason,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as by
      from quantities q
      join events e on e.id = q.event_id and e.organization_id = q.organization_id
      left join users u on u.id = e.created_by
      where q.organization_id = ${organizationId} and q.asset_id = ${lotId} and q.adjustment is not null and e.status = 'done'
      order by e.occurred_at desc, e.id desc, q.id desc`),
  );
}
