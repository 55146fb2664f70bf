import type { Supplier, SupplierPriceRequest, SupplierRequest, SuppliersQuery } from '@ganado/shared/feed';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import type { CounterpartyRow } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { counterpartyNameTaken } from '../../orders/counterparties/counterparties.service';
import { insertCounterparty, listCounterparties } from '../../orders/counterparties/counterparties.repository';
import type { Session } from '../../sessions/authenticate';
import { dayOf } from '../composition';
import { findIngredients } from '../ingredients/ingredients.repository';
import { deletePrice, findSuppliers, insertPrice, type PriceWithIngredient, pricesOf } from './suppliers.repository';

/** A supplier with its price list newest first; `current` marks, per feed, the latest price from a day not after today. */
function presentSupplier(row: CounterpartyRow, prices: readonly PriceWithIngredient[], today: string): Supplier {
  const current = new Set<string>();
  const seen = new Set<string>();
  for (const { price } of prices) {
    if (price.validFrom > today || seen.has(price.ingredientId)) continue;
    seen.add(price.ingredientId);
    current.add(price.id);
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    prices: prices.map(({ price, ingredientName }) => ({
      id: price.id,
      ingredient: { id: price.ingredientId, name: ingredientName },
      pricePerTonne: { amountMinor: price.priceMinor, currency: price.currency },
      validFrom: price.validFrom,
      current: current.has(price.id),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

async function present(db: Db, organizationId: string, today: string, rows: readonly CounterpartyRow[]): Promise<Supplier[]> {
  const prices = await pricesOf(db, organizationId, rows.map((row) => row.id));
  return rows.map((row) => presentSupplier(row, prices.filter(({ price }) => price.supplierId === row.id), today));
}

/** One supplier of the organisation, or 404 (another organisation's, or a counterparty that is not a supplier). */
async function presentOne(db: Db, organizationId: string, today: string, id: string): Promise<Supplier> {
  const rows = await findSuppliers(db, organizationId, [id]);
  if (rows.length === 0) throw AppError.notFound();
  return (await present(db, organizationId, today, rows))[0]!;
}

export async function getSuppliers(context: AppContext, session: Session, query: SuppliersQuery) {
  const { rows, total } = await listCounterparties(context.db, session.organizationId, { ...query, kind: 'supplier' });
  return { items: await present(context.db, session.organizationId, dayOf(context.clock()), rows), total, page: query.page, limit: query.limit };
}

/** A new counterparty of kind supplier, through the orders module's own register; a name taken is its 409. */
export function addSupplier(context: AppContext, session: Session, request: SupplierRequest, ip: string): Promise<Supplier> {
  const { organizationId } = session;
  const work = context.db.transaction(async (tx) => {
    const values = { name: request.name, kind: 'supplier' as const, email: request.email ?? null, phone: request.phone ?? null, taxId: null, address: request.address ?? null, country: null, notes: request.notes ?? null };
    const id = await insertCounterparty(tx, organizationId, session.userId, values);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'feedSupplier.create', entityType: 'feedSupplier', entityId: id, after: request, ipAddress: ip });
    return presentOne(tx, organizationId, dayOf(context.clock()), id);
  });
  return refuseOnUniqueViolation(work, () => counterpartyNameTaken());
}

export function addSupplierPrice(context: AppContext, session: Session, supplierId: string, request: SupplierPriceRequest, ip: string): Promise<Supplier> {
  const { organizationId } = session;
  return context.db.transaction(async (tx) => {
    if ((await findSuppliers(tx, organizationId, [supplierId])).length === 0) throw AppError.notFound();
    const [ingredient] = await findIngredients(tx, organizationId, [request.ingredientId]);
    if (!ingredient) throw new AppError(404, 'errors.notFound', { param: 'ingredientId' });
    const values = { organizationId, supplierId, ingredientId: ingredient.id, priceMinor: request.pricePerTonne.amountMinor, currency: request.pricePerTonne.currency, validFrom: request.validFrom.slice(0, 10), createdBy: session.userId };
    const id = await insertPrice(tx, values);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'feedSupplier.price', entityType: 'feedSupplier', entityId: supplierId, after: { priceId: id, ...request }, ipAddress: ip });
    return presentOne(tx, organizationId, dayOf(context.clock()), supplierId);
  });
}

export function removeSupplierPrice(context: AppContext, session: Session, supplierId: string, priceId: string, ip: string): Promise<Supplier> {
  const { organizationId } = session;
  return context.db.transaction(async (tx) => {
    if ((await findSuppliers(tx, organizationId, [supplierId])).length === 0) throw AppError.notFound();
    const removed = await deletePrice(tx, organizationId, supplierId, priceId);
    if (!removed) throw AppError.notFound();
    const before = { priceId, ingredientId: removed.ingredientId, pricePerTonne: { amountMinor: removed.priceMinor, currency: removed.currency }, validFrom: removed.validFrom };
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'feedSupplier.price', entityType: 'feedSupplier', entityId: supplierId, before, after: null, ipAddress: ip });
    return presentOne(tx, organizationId, dayOf(context.clock()), supplierId);
  });
}
