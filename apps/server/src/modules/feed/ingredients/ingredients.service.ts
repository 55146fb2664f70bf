import type { Ingredient, IngredientRequest, IngredientsQuery } from '@ganado/shared/feed';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { dayOf, knownNutrients } from '../composition';
import { currentPrices, feedCurrency, lowestByIngredient, type SupplierPriceRow } from '../suppliers/prices.repository';
import { findIngredients, type IngredientValues, type IngredientWithStock, insertIngredient, knownSpecies, listIngredients, updateIngredientRow } from './ingredients.repository';

function presentIngredient(row: IngredientWithStock, best: SupplierPriceRow | undefined): Ingredient {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    dmPercent: row.dmPercent,
    nutrients: row.nutrients,
    caAbsorption: row.caAbsorption,
    pAbsorption: row.pAbsorption,
    marketPrice: row.marketPriceMinor === null ? null : { amountMinor: row.marketPriceMinor, currency: row.marketPriceCurrency! },
    safety: { maxPercentOfDm: row.maxPercentOfDm, maxKgDmPerHead: row.maxKgDmPerHead, notForSpecies: row.notForSpecies, toxicity: row.toxicity },
    source: row.source,
    stockKg: row.stockKg,
    bestSupplierPrice: best ? { amountMinor: best.priceMinor, currency: best.currency, supplierId: best.supplierId, supplierName: best.supplierName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Feeds as answered, each with the lowest of its suppliers' prices today. */
async function present(db: Db, organizationId: string, today: string, rows: readonly IngredientWithStock[]): Promise<Ingredient[]> {
  const prices = await currentPrices(db, organizationId, today, rows.map((row) => row.id));
  const best = lowestByIngredient(prices, prices.length > 0 ? await feedCurrency(db, organizationId) : null);
  return rows.map((row) => presentIngredient(row, best.get(row.id)));
}

async function presentOne(db: Db, organizationId: string, today: string, id: string): Promise<Ingredient> {
  const rows = await findIngredients(db, organizationId, [id]);
  if (rows.length === 0) throw AppError.notFound();
  return (await present(db, organizationId, today, rows))[0]!;
}

export async function getIngredients(context: AppContext, session: Session, query: IngredientsQuery) {
  const { rows, total } = await listIngredients(context.db, session.organizationId, query);
  return { items: await present(context.db, session.organizationId, dayOf(context.clock()), rows), total, page: query.page, limit: query.limit };
}

export const getIngredient = (context: AppContext, session: Session, id: string) => presentOne(context.db, session.organizationId, dayOf(context.clock()), id);

/** The species a feed must not be fed to are codes of the reference table: an unknown one is 422 on its place in the list. */
async function refuseUnknownSpecies(db: Db, codes: readonly string[]): Promise<void> {
  const known = await knownSpecies(db, codes);
  const problems = codes.flatMap((code, index) => (known.has(code) ? [] : [{ param: `safety.notForSpecies.${index}`, key: 'animals.speciesUnknown' as const }]));
  if (problems.length > 0) throw AppError.invalid(problems);
}

const valuesOf = (request: IngredientRequest): IngredientValues => ({
  name: request.name,
  category: request.category,
  dmPercent: request.dmPercent,
  nutrients: knownNutrients(request.nutrients),
  caAbsorption: request.caAbsorption ?? null,
  pAbsorption: request.pAbsorption ?? null,
  marketPriceMinor: request.marketPrice?.amountMinor ?? null,
  marketPriceCurrency: request.marketPrice?.currency ?? null,
  maxPercentOfDm: request.safety.maxPercentOfDm ?? null,
  maxKgDmPerHead: request.safety.maxKgDmPerHead ?? null,
  notForSpecies: [...new Set(request.safety.notForSpecies)],
  toxicity: request.safety.toxicity ?? null,
  source: request.source ?? null,
});

const nameTaken = () => new AppError(409, 'feed.ingredientNameTaken', { param: 'name' });

export function addIngredient(context: AppContext, session: Session, request: IngredientRequest, ip: string): Promise<Ingredient> {
  const { organizationId } = session;
  const work = context.db.transaction(async (tx) => {
    await refuseUnknownSpecies(tx, request.safety.notForSpecies);
    const id = await insertIngredient(tx, organizationId, session.userId, valuesOf(request));
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'ingredient.create', entityType: 'ingredient', entityId: id, after: request, ipAddress: ip });
    return presentOne(tx, organizationId, dayOf(context.clock()), id);
  });
  return refuseOnUniqueViolation(work, nameTaken);
}

export function updateIngredient(context: AppContext, session: Session, id: string, request: IngredientRequest, ip: string): Promise<Ingredient> {
  const { organizationId } = session;
  const today = dayOf(context.clock());
  const work = context.db.transaction(async (tx) => {
    const before = await presentOne(tx, organizationId, today, id);
    await refuseUnknownSpecies(tx, request.safety.notForSpecies);
    await updateIngredientRow(tx, organizationId, id, valuesOf(request));
    const after = await presentOne(tx, organizationId, today, id);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'ingredient.update', entityType: 'ingredient', entityId: id, before, after, ipAddress: ip });
    return after;
  });
  return refuseOnUniqueViolation(work, nameTaken);
}
