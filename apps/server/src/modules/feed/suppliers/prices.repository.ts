import { sql } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** A supplier's price of a feed per tonne as fed, in minor units. */
export interface SupplierPriceRow {
  id: string;
  supplierId: string;
  supplierName: string;
  ingredientId: string;
  priceMinor: number;
  currency: string;
  validFrom: string;
}

type Raw = { id: string; supplier_id: string; supplier_name: string; ingredient_id: string; price_minor: string; currency: string; valid_from: string };
const present = (row: Raw): SupplierPriceRow => ({
  id: row.id,
  supplierId: row.supplier_id,
  supplierName: row.supplier_name,
  ingredientId: row.ingredient_id,
  priceMinor: Number(row.price_minor),
  currency: row.currency,
  validFrom: row.valid_from,
});

/**
 * Each supplier's price of each feed on a day: the latest from a day not after it (a price list
 * keeps its history). Only the feeds asked for, when `ingredientIds` is given.
 */
export async function currentPrices(db: Db, organizationId: string, on: string, ingredientIds?: readonly string[]): Promise<SupplierPriceRow[]> {
  if (ingredientIds?.length === 0) return [];
  const feeds = ingredientIds ? sql`and p.ingredient_id = any(${uuidArray(ingredientIds)})` : sql``;
  const rows = await rowsOf<Raw>(
    db.execute(sql`
      select distinct on (p.supplier_id, p.ingredient_id) p.id, p.supplier_id, c.name as supplier_name, p.ingredient_id, p.price_minor::text, p.currency, p.valid_from::text
      from feed_supplier_prices p join counterparties c on c.id = p.supplier_id and c.organization_id = p.organization_id
      where p.organization_id = ${organizationId} and p.valid_from <= ${on}::date ${feeds}
      order by p.supplier_id, p.ingredient_id, p.valid_from desc, p.id desc`),
  );
  return rows.map(present);
}

/**
 * The currency the organisation buys feed in: the one most of its lots were priced in, else the
 * one most of its suppliers' prices are in; null before either. Prices in other currencies are
 * not compared with it (docs/decisions.md: feed prices).
 */
export async function feedCurrency(db: Db, organizationId: string): Promise<string | null> {
  const [row] = await rowsOf<{ currency: string }>(
    db.execute(sql`
      select currency from (
        select price_currency as currency, 0 as rank from feed_lots where organization_id = ${organizationId} and price_currency is not null
        union all
        select currency, 1 from feed_supplier_prices where organization_id = ${organizationId}
      ) priced
      group by currency order by min(rank), count(*) desc, currency limit 1`),
  );
  return row?.currency ?? null;
}

/** The lowest price: among those in `currency` when any is, else among all. */
export function lowestPrice<T extends { priceMinor: number; currency: string }>(prices: readonly T[], currency: string | null): T | null {
  const inCurrency = prices.filter((price) => price.currency === currency);
  const pool = inCurrency.length > 0 ? inCurrency : prices;
  return pool.reduce<T | null>((best, price) => (best === null || price.priceMinor < best.priceMinor ? price : best), null);
}

/** The lowest current price of each feed, by ingredient id. */
export function lowestByIngredient(prices: readonly SupplierPriceRow[], currency: string | null): Map<string, SupplierPriceRow> {
  const byIngredient = new Map<string, SupplierPriceRow[]>();
  for (const price of prices) byIngredient.set(price.ingredientId, [...(byIngredient.get(price.ingredientId) ?? []), price]);
  return new Map([...byIngredient].map(([id, list]) => [id, lowestPrice(list, currency)!]));
}
