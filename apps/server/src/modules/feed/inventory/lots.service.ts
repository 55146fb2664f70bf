import { isRecordInFuture } from '@ganado/shared/format';
import type { Lot, LotRequest, LotsQuery, LotUpdateRequest } from '@ganado/shared/feed';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { type Actor, writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { dayOf } from '../composition';
import { findIngredients } from '../ingredients/ingredients.repository';
import { currentPrices, feedCurrency, lowestPrice } from '../suppliers/prices.repository';
import { findSuppliers } from '../suppliers/suppliers.repository';
import { presentLots } from './lots.present';
import { findLotByNumber, findLots, insertLot, listLots, type LotRow, updateLotRow } from './lots.repository';

export async function getLots(context: AppContext, session: Session, query: LotsQuery) {
  const { rows, total } = await listLots(context.db, session.organizationId, query);
  return { items: await presentLots(context.db, session.organizationId, dayOf(context.clock()), rows), total, page: query.page, limit: query.limit };
}

/** A lot by its number in the organisation's series, or 404. */
export async function lotByNumber(db: Db, organizationId: string, number: number): Promise<LotRow> {
  const row = await findLotByNumber(db, organizationId, number);
  if (!row) throw AppError.notFound();
  return row;
}

export async function lotAnswer(db: Db, organizationId: string, today: string, id: string): Promise<Lot> {
  return (await presentLots(db, organizationId, today, await findLots(db, organizationId, [id])))[0]!;
}

export async function getLot(context: AppContext, session: Session, number: number): Promise<Lot> {
  const row = await lotByNumber(context.db, session.organizationId, number);
  return (await presentLots(context.db, session.organizationId, dayOf(context.clock()), [row]))[0]!;
}

/** What the lot cost per tonne: as typed, else its supplier's price of that feed on the day received, else unknown. */
async function priceOf(tx: Db, organizationId: string, request: LotRequest, supplierId: string | null) {
  if (request.pricePerTonne) return request.pricePerTonne;
  if (!supplierId) return null;
  const prices = (await currentPrices(tx, organizationId, request.receivedAt.slice(0, 10), [request.ingredientId])).filter((price) => price.supplierId === supplierId);
  const price = lowestPrice(prices, await feedCurrency(tx, organizationId));
  return price ? { amountMinor: price.priceMinor, currency: price.currency } : null;
}

/**
 * A lot received, in the caller's transaction: its number, its asset and row, and one done
 * `feedReceived` event putting its kg into stock (the supplier, a counterparty and not an asset, is
 * kept in the event's details). Checks the feed and the supplier are the organisation's (404 on the
 * field) and the dates (422); answers the lot's id. The seed receives its lots through here too.
 */
export async function receiveInto(tx: Db, actor: Actor & { userId: string }, request: LotRequest, now: Date): Promise<{ id: string; number: number }> {
  const { organizationId } = actor;
  const [ingredient] = await findIngredients(tx, organizationId, [request.ingredientId]);
  if (!ingredient) throw new AppError(404, 'errors.notFound', { param: 'ingredientId' });
  const [supplier] = request.supplierId ? await findSuppliers(tx, organizationId, [request.supplierId]) : [];
  if (request.supplierId && !supplier) throw new AppError(404, 'errors.notFound', { param: 'supplierId' });
  if (isRecordInFuture(request.receivedAt, now)) throw AppError.invalid({ param: 'receivedAt', key: 'animals.recordInFuture' });
  if (request.expiresOn && request.expiresOn < request.receivedAt.slice(0, 10)) throw AppError.invalid({ param: 'expiresOn', key: 'feed.expiryBeforeReceipt' });
  const price = await priceOf(tx, organizationId, request, supplier?.id ?? null);
  const receivedAt = new Date(request.receivedAt);
  const lot = await insertLot(tx, organizationId, actor.userId, {
    ingredientId: ingredient.id,
    supplierId: supplier?.id ?? null,
    lotCode: request.lotCode ?? null,
    receivedAt,
    expiresOn: request.expiresOn ?? null,
    location: request.location ?? null,
    pricePerTonneMinor: price?.amountMinor ?? null,
    priceCurrency: price?.currency ?? null,
    lowStockKg: request.lowStockKg ?? null,
  });
  const details = { move: 'received', ingredientId: ingredient.id, lotNumber: lot.number, supplier: supplier ? { id: supplier.id, name: supplier.name } : null, pricePerTonne: price };
  await writeEvents(
    tx,
    actor,
    [{ type: 'feedReceived', status: 'done', occurredAt: receivedAt, details, assets: [{ assetId: lot.id, role: 'subject' }], quantities: [{ value: request.quantityKg, unit: 'kg', label: 'received', assetId: lot.id, adjustment: 'increment' }] }],
    [{ action: 'feedLot.receive', entityType: 'feedLot', entityId: lot.id, after: { ...request, number: lot.number, pricePerTonne: price } }],
  );
  return lot;
}

/** POST /api/feed/inventory: a lot received, in one transaction. */
export function receiveLot(context: AppContext, session: Session, request: LotRequest, ip: string): Promise<Lot> {
  return context.db.transaction(async (tx) => {
    const { id } = await receiveInto(tx, { organizationId: session.organizationId, userId: session.userId, ip }, request, context.clock());
    return lotAnswer(tx, session.organizationId, dayOf(context.clock()), id);
  });
}

/** PUT /api/feed/inventory/:number: what may change after receipt, each field as sent (its stock moves only by events). */
export function updateLot(context: AppContext, session: Session, number: number, request: LotUpdateRequest, ip: string): Promise<Lot> {
  const { organizationId } = session;
  const today = dayOf(context.clock());
  return context.db.transaction(async (tx) => {
    const row = await lotByNumber(tx, organizationId, number);
    if (request.expiresOn && request.expiresOn < dayOf(row.lot.receivedAt)) throw AppError.invalid({ param: 'expiresOn', key: 'feed.expiryBeforeReceipt' });
    const [before] = await presentLots(tx, organizationId, today, [row]);
    await updateLotRow(tx, organizationId, row.lot.id, {
      lotCode: request.lotCode ?? null,
      expiresOn: request.expiresOn ?? null,
      lowStockKg: request.lowStockKg ?? null,
      location: request.location ?? null,
      pricePerTonneMinor: request.pricePerTonne?.amountMinor ?? null,
      priceCurrency: request.pricePerTonne?.currency ?? null,
    });
    const after = await lotAnswer(tx, organizationId, today, row.lot.id);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'feedLot.update', entityType: 'feedLot', entityId: row.lot.id, before, after, ipAddress: ip });
    return after;
  });
}
