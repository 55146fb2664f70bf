import type { FeedCategory, RationFeed } from '@ganado/shared/feed';
import { fromMinor } from '@ganado/shared/money';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { assets, feedLots } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { dayOf } from '../composition';
import { findIngredients, type IngredientWithStock } from '../ingredients/ingredients.repository';
import { currentPrices, feedCurrency, lowestPrice, type SupplierPriceRow } from '../suppliers/prices.repository';
import { findLots, latestAnalyses } from './lots.repository';

/**
 * A feed as a ration is formulated from it (the rations part of the module imports this): the
 * library's composition, a lot's overridden by its latest analysis; a price per tonne as fed in the
 * currency's major units; and what there is of it.
 */
export interface FeedForRation {
  lotId: string | null;
  lotNumber: number | null;
  ingredientId: string;
  name: string;
  category: FeedCategory;
  dmPercent: number;
  /** The wire units of nutrients.ts: % of DM, Mcal/kg DM, mg/kg DM, IU/kg DM. */
  nutrients: Record<string, number>;
  caAbsorption: number | null;
  pAbsorption: number | null;
  /** Per tonne as fed, in major units. */
  pricePerTonne: number | null;
  currency: string | null;
  /** A lot: its stock; a library feed: the sum over its lots, or null when it has none. */
  stockKg: number | null;
  maxPercentOfDm: number | null;
  maxKgDmPerHead: number | null;
  notForSpecies: string[];
  expiresOn: string | null;
}

type Price = { amountMinor: number; currency: string };
const major = (price: Price | null) => (price ? { pricePerTonne: fromMinor(price.amountMinor, price.currency), currency: price.currency } : { pricePerTonne: null, currency: null });
const asPrice = (row: SupplierPriceRow | null): Price | null => (row ? { amountMinor: row.priceMinor, currency: row.currency } : null);
const marketPrice = (ingredient: IngredientWithStock): Price | null =>
  ingredient.marketPriceMinor === null ? null : { amountMinor: ingredient.marketPriceMinor, currency: ingredient.marketPriceCurrency! };
/** The cheaper of two prices of one currency; the first when they cannot be compared. */
const cheaper = (a: Price | null, b: Price | null) => (!a ? b : !b ? a : a.currency === b.currency && b.amountMinor < a.amountMinor ? b : a);

function libraryFeed(ingredient: IngredientWithStock): Omit<FeedForRation, 'lotId' | 'lotNumber' | 'pricePerTonne' | 'currency' | 'stockKg' | 'expiresOn'> {
  return {
    ingredientId: ingredient.id,
    name: ingredient.name,
    category: ingredient.category,
    dmPercent: ingredient.dmPercent,
    nutrients: ingredient.nutrients,
    caAbsorption: ingredient.caAbsorption,
    pAbsorption: ingredient.pAbsorption,
    maxPercentOfDm: ingredient.maxPercentOfDm,
    maxKgDmPerHead: ingredient.maxKgDmPerHead,
    notForSpecies: ingredient.notForSpecies,
  };
}

/**
 * The feeds chosen for a ration, in the order given, as they stand on the day `on`. A lot is its
 * feed with its latest analysis over the library's values (dry matter and each nutrient analysed),
 * priced at what it cost, else its supplier's price that day, else the feed's market price. A
 * library feed is priced at the cheaper of its market price and its suppliers' lowest that day.
 * Any id not the organisation's is 404.
 */
export async function feedsForRation(tx: Db, organizationId: string, feeds: readonly RationFeed[], on: Date): Promise<FeedForRation[]> {
  const lots = await findLots(tx, organizationId, feeds.flatMap((feed) => (feed.lotId ? [feed.lotId] : [])));
  const lotById = new Map(lots.map((row) => [row.lot.id, row]));
  const ingredientIds = [...new Set([...feeds.flatMap((feed) => (feed.ingredientId ? [feed.ingredientId] : [])), ...lots.map((row) => row.ingredient.id)])];
  const ingredients = new Map((await findIngredients(tx, organizationId, ingredientIds)).map((row) => [row.id, row]));
  const missing = feeds.some((feed) => (feed.lotId ? !lotById.has(feed.lotId) : !ingredients.has(feed.ingredientId ?? '')));
  if (missing) throw AppError.notFound();
  const analyses = await latestAnalyses(tx, organizationId, [...lotById.keys()]);
  const prices = await currentPrices(tx, organizationId, dayOf(on), ingredientIds);
  const currency = prices.length > 0 ? await feedCurrency(tx, organizationId) : null;
  const lowestOf = (ingredientId: string, supplierId?: string | null) =>
    lowestPrice(prices.filter((price) => price.ingredientId === ingredientId && (supplierId === undefined || price.supplierId === supplierId)), currency);
  return feeds.map((feed) => {
    if (!feed.lotId) {
      const ingredient = ingredients.get(feed.ingredientId!)!;
      const price = cheaper(marketPrice(ingredient), asPrice(lowestOf(ingredient.id)));
      return { ...libraryFeed(ingredient), lotId: null, lotNumber: null, ...major(price), stockKg: ingredient.lotCount > 0 ? ingredient.stockKg : null, expiresOn: null };
    }
    const row = lotById.get(feed.lotId)!;
    const ingredient = ingredients.get(row.ingredient.id)!;
    const analysis = analyses.get(row.lot.id);
    const own: Price | null = row.lot.pricePerTonneMinor === null ? null : { amountMinor: row.lot.pricePerTonneMinor, currency: row.lot.priceCurrency! };
    const supplier = row.lot.supplierId ? asPrice(lowestOf(ingredient.id, row.lot.supplierId)) : null;
    return {
      ...libraryFeed(ingredient),
      lotId: row.lot.id,
      lotNumber: row.lot.number,
      dmPercent: analysis?.dmPercent ?? ingredient.dmPercent,
      nutrients: { ...ingredient.nutrients, ...analysis?.nutrients },
      ...major(own ?? supplier ?? marketPrice(ingredient)),
      stockKg: row.stockKg,
      expiresOn: row.lot.expiresOn,
    };
  });
}

/** How much to take of one lot. */
export interface LotDraw {
  lotId: string;
  lotNumber: number;
  kg: number;
  /** Its stock before the draw. */
  stockKg: number;
}

/**
 * Where `kg` of a feed comes from: its lots with stock, soonest to expire first (no expiry last),
 * then by number, each emptied before the next. When they hold too little the last is asked for
 * the rest anyway, so the ledger refuses the draw (409) rather than feeding less than was fed; with
 * no lot in stock the answer is empty.
 */
export async function lotsToDraw(tx: Db, organizationId: string, ingredientId: string, kg: number): Promise<LotDraw[]> {
  const lots = await tx
    .select({ lotId: feedLots.id, lotNumber: feedLots.number, stockKg: sql<number>`${assets.stockOnHand}::float8` })
    .from(feedLots)
    .innerJoin(assets, eq(assets.id, feedLots.id))
    .where(and(eq(feedLots.organizationId, organizationId), eq(feedLots.ingredientId, ingredientId), gt(assets.stockOnHand, 0)))
    .orderBy(sql`${feedLots.expiresOn} asc nulls last`, asc(feedLots.number));
  const draws: LotDraw[] = [];
  let left = kg;
  for (const [index, lot] of lots.entries()) {
    // A thousandth of a gram is rounding, not feed still to find.
    if (left <= 1e-6) break;
    const stockKg = Number(lot.stockKg);
    const take = index === lots.length - 1 ? left : Math.min(stockKg, left);
    draws.push({ lotId: lot.lotId, lotNumber: lot.lotNumber, kg: take, stockKg });
    left -= take;
  }
  return draws;
}
