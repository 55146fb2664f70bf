import { convert } from '@ganado/shared/ledger';
import type { Pack, PackCount, PackDetail, PackDisposal, PackMove, PackReceipt, PacksQuery, StockByLocation } from '@ganado/shared/drugs';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { type Actor, writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { lockDrug } from '../cabinet/drugs.repository';
import { todayOf } from '../cabinet/drugs.service';
import { packStatus, presentPack, presentPackEvent } from './packs.present';
import { findPackRows, insertPacks, listPacks, lockPacks, packHistory, releaseReservations, stockPerWarehouse, suggestedPacks } from './packs.repository';

const actorOf = (session: Session, ip: string): Actor => ({ organizationId: session.organizationId, userId: session.userId, ip });

export async function presentPacks(db: Db, organizationId: string, today: string, ids: readonly string[]): Promise<Pack[]> {
  const rows = await findPackRows(db, organizationId, ids);
  const suggested = await suggestedPacks(db, organizationId, today, [...new Set(rows.map((row) => row.drug_id))]);
  return rows.map((row) => presentPack(row, today, suggested));
}

export async function getPacks(context: AppContext, session: Session, query: PacksQuery) {
  const today = todayOf(context);
  const { rows, total } = await listPacks(context.db, session.organizationId, today, query);
  const suggested = await suggestedPacks(context.db, session.organizationId, today, [...new Set(rows.map((row) => row.drug_id))]);
  return { items: rows.map((row) => presentPack(row, today, suggested)), total, page: query.page, limit: query.limit };
}

export async function getPack(context: AppContext, session: Session, id: string): Promise<PackDetail> {
  const [found] = await presentPacks(context.db, session.organizationId, todayOf(context), [id]);
  if (!found) throw AppError.notFound();
  const history = await packHistory(context.db, session.organizationId, id);
  return { ...found, history: history.map(presentPackEvent) };
}

export async function getStockByLocation(context: AppContext, session: Session, drugId?: string): Promise<StockByLocation[]> {
  const rows = await stockPerWarehouse(context.db, session.organizationId, drugId);
  return rows.map((row) => ({ drugId: row.drug_id, drugName: row.drug_name, warehouse: row.warehouse, unit: row.unit, stockOnHand: Number(row.on_hand), packs: row.packs }));
}

/** A value in the drug's unit, or 422 on the field that carried a unit that cannot convert. */
export function inStockUnit(quantity: { value: number; unit: string }, stockUnit: string, param: string): number {
  const value = convert(quantity.value, quantity.unit, stockUnit);
  if (value === undefined) throw AppError.invalid({ param, key: 'ledger.unitCannotConvert' });
  return value;
}

/**
 * `count` packs of one batch received in the caller's transaction (a manual receipt, a drug order's
 * line), each an asset received by its own event (its stock is its own). The expiry must come after
 * the day of receipt; the size must convert to the drug's unit (422 on `param`'s fields). Answers the
 * new packs' ids; the caller logs the receipt.
 */
export async function receiveInto(tx: Db, session: Session, drugId: string, request: PackReceipt, orderId: string | null, param = ''): Promise<string[]> {
  const { organizationId } = session;
  const drug = await lockDrug(tx, organizationId, drugId);
  if (!drug) throw AppError.notFound();
  if (request.expiresOn <= request.receivedAt.slice(0, 10)) throw AppError.invalid({ param: `${param}expiresOn`, key: 'drugs.expiryBeforeReceipt' });
  const size = inStockUnit(request.size, drug.stockUnit, `${param}size.unit`);
  const receivedAt = new Date(request.receivedAt);
  const location = { warehouse: request.location.warehouse, rack: request.location.rack ?? null, tier: request.location.tier ?? null, position: request.location.position ?? null };
  const ids = await insertPacks(
    tx,
    drug.stockUnit,
    Array.from({ length: request.count }, () => ({
      organizationId,
      drugId,
      batch: request.batch,
      expiresOn: request.expiresOn,
      receivedAt,
      size,
      priceMinor: request.price?.amountMinor ?? null,
      currency: request.price?.currency ?? null,
      supplier: request.supplier ?? null,
      orderId,
      ...location,
      createdBy: session.userId,
    })),
  );
  await writeEvents(
    tx,
    { organizationId, userId: session.userId },
    ids.map((id) => ({
      type: 'drugReceived',
      status: 'done' as const,
      occurredAt: receivedAt,
      notes: request.notes ?? null,
      details: { drugId, batch: request.batch, expiresOn: request.expiresOn, location, supplier: request.supplier ?? null, price: request.price ?? null, orderId },
      assets: [{ assetId: id, role: 'subject' as const }],
      quantities: [{ value: request.size.value, unit: request.size.unit, assetId: id, adjustment: 'increment' as const }],
    })),
  );
  return ids;
}

/** POST /api/drug/{id}/pack: a manual receipt, one activity entry for it. */
export function receivePacks(context: AppContext, session: Session, drugId: string, request: PackReceipt, ip: string): Promise<Pack[]> {
  return context.db.transaction(async (tx) => {
    const ids = await receiveInto(tx, session, drugId, request, null);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'drugPack.receive',
      entityType: 'drug',
      entityId: drugId,
      after: { ...request, packIds: ids },
      ipAddress: ip,
    });
    return presentPacks(tx, session.organizationId, todayOf(context), ids);
  });
}

/** The pack locked for a write that needs it open (not disposed); 404 when not the organisation's. */
async function openPack(tx: Db, organizationId: string, id: string) {
  const [pack] = await lockPacks(tx, organizationId, [id]);
  if (!pack) throw AppError.notFound();
  if (pack.disposed_at) throw new AppError(409, 'drugs.packDisposed');
  return pack;
}

async function answer(tx: Db, context: AppContext, session: Session, id: string): Promise<Pack> {
  const [found] = await presentPacks(tx, session.organizationId, todayOf(context), [id]);
  return found!;
}

export function movePack(context: AppContext, session: Session, id: string, request: PackMove, ip: string): Promise<Pack> {
  return context.db.transaction(async (tx) => {
    await openPack(tx, session.organizationId, id);
    const location = { warehouse: request.location.warehouse, rack: request.location.rack ?? null, tier: request.location.tier ?? null, position: request.location.position ?? null };
    await writeEvents(
      tx,
      actorOf(session, ip),
      [{ type: 'drugMoved', status: 'done', occurredAt: new Date(request.occurredAt), notes: request.notes ?? null, details: { location }, assets: [{ assetId: id, role: 'subject' }] }],
      [{ action: 'drugPack.move', entityType: 'drugPack', entityId: id, after: request }],
    );
    return answer(tx, context, session, id);
  });
}

/** What is left leaves the stock with a reason; the pack's reservations are released. */
export function disposePack(context: AppContext, session: Session, id: string, request: PackDisposal, ip: string): Promise<Pack> {
  return context.db.transaction(async (tx) => {
    const pack = await openPack(tx, session.organizationId, id);
    const left = Number(pack.on_hand);
    const at = new Date(request.occurredAt);
    await writeEvents(
      tx,
      actorOf(session, ip),
      [
        {
          type: 'drugDisposed',
          status: 'done',
          occurredAt: at,
          notes: request.notes ?? null,
          details: { reason: request.reason, status: packStatus(pack, todayOf(context)) },
          assets: [{ assetId: id, role: 'subject' }],
          quantities: left > 0 ? [{ value: left, unit: pack.unit, assetId: id, adjustment: 'decrement' }] : [],
        },
      ],
      [{ action: 'drugPack.dispose', entityType: 'drugPack', entityId: id, after: { ...request, quantity: left, unit: pack.unit } }],
    );
    await releaseReservations(tx, session.organizationId, sql`pack_id = ${id}`, 'disposed', context.clock());
    return answer(tx, context, session, id);
  });
}

/** A stocktake: the pack's figure is reset to what was counted, whatever the log had. */
export function countPack(context: AppContext, session: Session, id: string, request: PackCount, ip: string): Promise<Pack> {
  return context.db.transaction(async (tx) => {
    const pack = await openPack(tx, session.organizationId, id);
    inStockUnit(request.quantity, pack.unit, 'quantity.unit');
    await writeEvents(
      tx,
      actorOf(session, ip),
      [
        {
          type: 'drugCounted',
          status: 'done',
          occurredAt: new Date(request.occurredAt),
          notes: request.notes ?? null,
          assets: [{ assetId: id, role: 'subject' }],
          quantities: [{ value: request.quantity.value, unit: request.quantity.unit, assetId: id, adjustment: 'reset' }],
        },
      ],
      [{ action: 'drugPack.count', entityType: 'drugPack', entityId: id, before: { stockOnHand: Number(pack.on_hand) }, after: request }],
    );
    return answer(tx, context, session, id);
  });
}
