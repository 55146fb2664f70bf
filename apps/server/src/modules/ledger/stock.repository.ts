import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numericArray, uuidArray } from '../../db/arrays';
import { rowsOf } from '../../db/rows';
import { assets } from '../../db/schema';

/**
 * Stock on hand of each asset as derived from the log: its done adjustments in order of time, then event id, then quantity
 * id (the tie-break every derived state uses, docs/ARCHITECTURE.md), from its latest reset (a
 * stocktake sets the figure) onwards. An asset with no adjustment has none on hand. Values are in
 * the asset's own unit, converted when written, so this is a sum and nothing else.
 */
export async function deriveStockOnHand(db: Db, organizationId: string, assetIds: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map(assetIds.map((id) => [id, 0]));
  if (assetIds.length === 0) return stock;
  const rows = await rowsOf<{ asset_id: string; on_hand: string }>(
    db.execute(sql`
    with adjustments as (
      select q.asset_id, q.adjustment, q.stock_value,
        row_number() over (partition by q.asset_id order by e.occurred_at, e.id, q.id) as n
      from quantities q
      join events e on e.id = q.event_id and e.organization_id = q.organization_id
      where q.organization_id = ${organizationId} and q.asset_id = any(${uuidArray(assetIds)})
        and q.adjustment is not null and e.status = 'done'
    ), latest_reset as (
      select asset_id, max(n) as n from adjustments where adjustment = 'reset' group by asset_id
    )
    select a.asset_id, sum(case a.adjustment when 'decrement' then -a.stock_value else a.stock_value end)::text as on_hand
    from adjustments a left join latest_reset r on r.asset_id = a.asset_id
    where a.n >= coalesce(r.n, 0)
    group by a.asset_id`),
  );
  for (const row of rows) stock.set(row.asset_id, Number(row.on_hand));
  return stock;
}

/**
 * Keeps the derived figure on the registry rows, in the write's transaction (the write path calls
 * it for every asset whose stock a write may have moved): a page of 25 supplies then reads 25 rows
 * instead of deriving 2,500 adjustments (bench/README.md: stock).
 */
export async function cacheStockOnHand(db: Db, organizationId: string, stock: ReadonlyMap<string, number>): Promise<void> {
  if (stock.size === 0) return;
  const ids = [...stock.keys()];
  const values = ids.map((id) => stock.get(id)!);
  await db.execute(sql`
    update assets as a set stock_on_hand = s.on_hand
    from unnest(${uuidArray(ids)}, ${numericArray(values)}) as s(id, on_hand)
    where a.organization_id = ${organizationId} and a.id = s.id`);
}

/** Stock on hand as cached on the registry: what the screens and the API read. */
export async function stockOnHand(db: Db, organizationId: string, assetIds: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map(assetIds.map((id) => [id, 0]));
  if (assetIds.length === 0) return stock;
  const rows = await db
    .select({ id: assets.id, onHand: assets.stockOnHand })
    .from(assets)
    .where(and(eq(assets.organizationId, organizationId), inArray(assets.id, [...assetIds])));
  for (const row of rows) stock.set(row.id, row.onHand ?? 0);
  return stock;
}
