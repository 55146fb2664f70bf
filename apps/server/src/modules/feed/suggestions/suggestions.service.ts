import { FEED_EXPIRY_SOON_DAYS, type suggestions } from '@ganado/shared/feed';
import { fromMinor } from '@ganado/shared/money';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Session } from '../../sessions/authenticate';
import { addDays, dayOf } from '../composition';
import { allIngredients, type IngredientWithStock } from '../ingredients/ingredients.repository';
import { isLow } from '../inventory/lots.present';
import { latestLots, type LotRow, lotsInStock } from '../inventory/lots.repository';
import { currentPrices, feedCurrency, lowestByIngredient, type SupplierPriceRow } from '../suppliers/prices.repository';

type Suggestion = z.infer<typeof suggestions>['items'][number];
type Price = { amountMinor: number; currency: string };

/** Two feeds are alike when each figure both have is within this fraction of the first's. */
export const SUBSTITUTE_TOLERANCE = 0.1;
const money = (price: Price) => fromMinor(price.amountMinor, price.currency);
const lotPrice = (row: LotRow): Price | null => (row.lot.pricePerTonneMinor === null ? null : { amountMinor: row.lot.pricePerTonneMinor, currency: row.lot.priceCurrency! });

/** Lots with stock that expire within FEED_EXPIRY_SOON_DAYS (from today on): feed them first. */
function useSoon(lots: readonly LotRow[], today: string): Suggestion[] {
  const until = addDays(today, FEED_EXPIRY_SOON_DAYS);
  return lots
    .filter((row) => row.lot.expiresOn !== null && row.lot.expiresOn >= today && row.lot.expiresOn <= until)
    .sort((a, b) => a.lot.expiresOn!.localeCompare(b.lot.expiresOn!) || a.lot.number - b.lot.number)
    .map((row) => ({
      kind: 'useSoon',
      messageKey: 'feed.suggestions.useSoon',
      params: { name: row.ingredient.name, lotNumber: row.lot.number, expiresOn: row.lot.expiresOn!, stockKg: row.stockKg },
      lotNumber: row.lot.number,
      ingredientId: row.ingredient.id,
      savingPerTonne: null,
      currency: null,
    }));
}

/** The newest lot of each feed at or below its mark: an older lot run down is not a reason to buy when a newer one came in. */
function lowStock(latest: readonly LotRow[]): Suggestion[] {
  return latest.filter(isLow).map((row) => ({
    kind: 'lowStock',
    messageKey: 'feed.suggestions.lowStock',
    params: { name: row.ingredient.name, lotNumber: row.lot.number, stockKg: row.stockKg, lowStockKg: row.lot.lowStockKg! },
    lotNumber: row.lot.number,
    ingredientId: row.ingredient.id,
    savingPerTonne: null,
    currency: null,
  }));
}

/** A feed in stock whose latest lot cost more than a supplier's price of it today. */
function cheaperSupplier(latest: readonly LotRow[], inStock: ReadonlySet<string>, best: ReadonlyMap<string, SupplierPriceRow>): Suggestion[] {
  return latest.flatMap((row) => {
    const paid = lotPrice(row);
    const offer = best.get(row.ingredient.id);
    if (!paid || !offer || !inStock.has(row.ingredient.id) || offer.currency !== paid.currency || offer.priceMinor >= paid.amountMinor) return [];
    const saving = money({ amountMinor: paid.amountMinor - offer.priceMinor, currency: paid.currency });
    return [
      {
        kind: 'cheaperSupplier' as const,
        messageKey: 'feed.suggestions.cheaperSupplier',
        params: { name: row.ingredient.name, supplier: offer.supplierName, price: money({ amountMinor: offer.priceMinor, currency: offer.currency }), currency: paid.currency, saving, lotNumber: row.lot.number },
        lotNumber: row.lot.number,
        ingredientId: row.ingredient.id,
        savingPerTonne: saving,
        currency: paid.currency,
      },
    ];
  });
}

/** Within the tolerance of `base`, relative to it. */
const near = (value: number, base: number) => base > 0 && Math.abs(value - base) <= SUBSTITUTE_TOLERANCE * base;

/**
 * Whether `other` can stand in for `feed`: same category, crude protein within 10 % of the feed's,
 * and net energy for maintenance and for lactation each within 10 % when both feeds give it.
 */
export function isSubstitute(feed: IngredientWithStock, other: IngredientWithStock): boolean {
  if (feed.id === other.id || feed.category !== other.category) return false;
  const [cp, otherCp] = [feed.nutrients.cp, other.nutrients.cp];
  if (cp === undefined || otherCp === undefined || !near(otherCp, cp)) return false;
  return (['nem', 'nel'] as const).every((id) => feed.nutrients[id] === undefined || other.nutrients[id] === undefined || near(other.nutrients[id]!, feed.nutrients[id]!));
}

/**
 * A feed in stock for which a like feed (isSubstitute) costs less per tonne today: its own price is
 * its latest lot's, the other's the cheaper of its market price and its suppliers' lowest. The
 * cheapest such feed is named, once per feed.
 */
function cheaperSubstitute(library: readonly IngredientWithStock[], latest: readonly LotRow[], best: ReadonlyMap<string, SupplierPriceRow>): Suggestion[] {
  const priceOf = (feed: IngredientWithStock): Price | null => {
    const offer = best.get(feed.id);
    const market = feed.marketPriceMinor === null ? null : { amountMinor: feed.marketPriceMinor, currency: feed.marketPriceCurrency! };
    const supplier = offer ? { amountMinor: offer.priceMinor, currency: offer.currency } : null;
    if (!market || !supplier) return market ?? supplier;
    return market.currency === supplier.currency && supplier.amountMinor < market.amountMinor ? supplier : market;
  };
  const latestOf = new Map(latest.map((row) => [row.ingredient.id, row]));
  return library
    .filter((feed) => feed.stockKg > 0)
    .flatMap((feed) => {
      const own = (latestOf.get(feed.id) && lotPrice(latestOf.get(feed.id)!)) ?? priceOf(feed);
      if (!own) return [];
      const options = library
        .filter((other) => isSubstitute(feed, other))
        .map((other) => ({ other, price: priceOf(other) }))
        .filter((option): option is { other: IngredientWithStock; price: Price } => option.price !== null && option.price.currency === own.currency && option.price.amountMinor < own.amountMinor)
        .sort((a, b) => a.price.amountMinor - b.price.amountMinor);
      const [cheapest] = options;
      if (!cheapest) return [];
      const saving = money({ amountMinor: own.amountMinor - cheapest.price.amountMinor, currency: own.currency });
      return [
        {
          kind: 'cheaperSubstitute' as const,
          messageKey: 'feed.suggestions.cheaperSubstitute',
          params: { name: feed.name, substitute: cheapest.other.name, substitutePrice: money(cheapest.price), currency: own.currency, saving },
          lotNumber: null,
          ingredientId: feed.id,
          savingPerTonne: saving,
          currency: own.currency,
        },
      ];
    });
}

/** GET /api/feed/suggestion: feeds to use up, to buy, and cheaper suppliers or substitutes at today's prices. */
export async function getSuggestions(context: AppContext, session: Session): Promise<z.infer<typeof suggestions>> {
  const { organizationId } = session;
  const db = context.db;
  const today = dayOf(context.clock());
  const [lots, latest, library, prices] = [await lotsInStock(db, organizationId), await latestLots(db, organizationId), await allIngredients(db, organizationId), await currentPrices(db, organizationId, today)];
  const best = lowestByIngredient(prices, prices.length > 0 ? await feedCurrency(db, organizationId) : null);
  const inStock = new Set(lots.map((row) => row.ingredient.id));
  return { items: [...useSoon(lots, today), ...lowStock(latest), ...cheaperSupplier(latest, inStock, best), ...cheaperSubstitute(library, latest, best)] };
}
