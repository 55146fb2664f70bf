import type { MoveRequest, Pack, PacksQuery, StoreRequest } from '@ganado/shared/semen';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { assets, semenBatches, semenPacks, semenTanks } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { type EventInput, writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { findPacks, insertPack, listPacks, type PackRow } from './tanks.repository';

function presentPack({ pack, batch, sire, tank, straws }: PackRow): Pack {
  return { id: pack.id, batch, sire, tank, canister: pack.canister, goblet: pack.goblet, straws: Number(straws ?? 0), createdAt: pack.createdAt.toISOString() };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Pack> {
  const [row] = await findPacks(db, organizationId, [id]);
  if (!row) throw AppError.notFound();
  return presentPack(row);
}

export async function getPacks(context: AppContext, session: Session, query: PacksQuery) {
  const { rows, total } = await listPacks(context.db, session.organizationId, query);
  return { items: rows.map(presentPack), total, page: query.page, limit: query.limit };
}

/** The place straws go: an active tank of the organisation (404 on the field) and one of its canisters (422). */
async function checkedPlace(tx: Db, organizationId: string, request: { tankId: string; canister: number; goblet?: string | null }) {
  const [tank] = await tx.select().from(semenTanks).where(and(eq(semenTanks.organizationId, organizationId), eq(semenTanks.id, request.tankId)));
  if (!tank || !tank.active) throw new AppError(404, 'errors.notFound', { param: 'tankId' });
  if (request.canister > tank.canisters) throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: 'canister', key: 'semen.canisterRange' }] });
  return { tankId: tank.id, canister: request.canister, goblet: request.goblet ?? null };
}

/** Straws taken out of one asset and put into another, by one event's two quantities. */
const transfer = (from: string, to: string, straws: number) => ({
  assets: [
    { assetId: from, role: 'consumed' as const },
    { assetId: to, role: 'produced' as const },
  ],
  quantities: [
    { value: straws, unit: 'straw', assetId: from, adjustment: 'decrement' as const },
    { value: straws, unit: 'straw', assetId: to, adjustment: 'increment' as const },
  ],
});

/** Stock short on the write: answered on the request's `straws`, with what there is. */
async function writeMoving(tx: Db, actor: { organizationId: string; userId: string; ip: string }, event: EventInput, activity: Parameters<typeof writeEvents>[3], available: number) {
  try {
    await writeEvents(tx, actor, [event], activity);
  } catch (error) {
    if (error instanceof AppError && error.errors.some((problem) => problem.key === 'ledger.insufficientStock')) {
      throw new AppError(409, 'semen.tooManyStraws', { errors: [{ param: 'straws', key: 'semen.tooManyStraws', params: { available: String(available) } }], cause: error });
    }
    throw error;
  }
}

/**
 * POST /api/semen/batch/{id}/store (docs/decisions.md: semen storage): straws of an approved batch
 * (409 otherwise) become a new pack at a place in a tank; the event takes them from the batch and
 * puts them in the pack, so two people storing its last straws at once cannot both succeed.
 */
export function storeStraws(context: AppContext, session: Session, batchId: string, request: StoreRequest, ip: string): Promise<Pack> {
  return context.db.transaction(async (tx) => {
    const { organizationId } = session;
    const [batch] = await tx.select({ status: semenBatches.status, code: semenBatches.code }).from(semenBatches).where(and(eq(semenBatches.organizationId, organizationId), eq(semenBatches.id, batchId)));
    if (!batch) throw AppError.notFound();
    if (batch.status !== 'approved') throw new AppError(409, 'semen.batchNotApproved', { param: 'straws' });
    const place = await checkedPlace(tx, organizationId, request);
    const packId = await insertPack(tx, organizationId, session.userId, { batchId, ...place });
    const [held] = await tx.select({ stock: assets.stockOnHand }).from(assets).where(eq(assets.id, batchId));
    await writeMoving(
      tx,
      { organizationId, userId: session.userId, ip },
      {
        type: 'semenStored',
        status: 'done',
        occurredAt: new Date(request.occurredAt),
        details: { batchCode: batch.code, ...place },
        ...transfer(batchId, packId, request.straws),
      },
      [{ action: 'semenPack.store', entityType: 'semenPack', entityId: packId, after: { batchId, ...request } }],
      Number(held?.stock ?? 0),
    );
    return presentOne(tx, organizationId, packId);
  });
}

/**
 * POST /api/semen/pack/{id}/move: the pack moves whole (its place, the cache of this event, changes)
 * or `straws` of it split off into a new pack at the new place, taken from it by the event.
 */
export function movePack(context: AppContext, session: Session, id: string, request: MoveRequest, ip: string): Promise<Pack> {
  return context.db.transaction(async (tx) => {
    const { organizationId } = session;
    const [row] = await findPacks(tx, organizationId, [id]);
    if (!row) throw AppError.notFound();
    const place = await checkedPlace(tx, organizationId, request);
    const from = { tankId: row.pack.tankId, canister: row.pack.canister, goblet: row.pack.goblet };
    const available = Number(row.straws ?? 0);
    const actor = { organizationId, userId: session.userId, ip };
    const occurredAt = new Date(request.occurredAt);
    if (request.straws == null || request.straws === available) {
      await tx.update(semenPacks).set(place).where(and(eq(semenPacks.organizationId, organizationId), eq(semenPacks.id, id)));
      await writeEvents(tx, actor, [{ type: 'semenMoved', status: 'done', occurredAt, details: { from, to: place }, assets: [{ assetId: id, role: 'subject' }] }], [
        { action: 'semenPack.move', entityType: 'semenPack', entityId: id, before: from, after: place },
      ]);
      return presentOne(tx, organizationId, id);
    }
    const split = await insertPack(tx, organizationId, session.userId, { batchId: row.pack.batchId, ...place });
    await writeMoving(
      tx,
      actor,
      {
        type: 'semenMoved',
        status: 'done',
        occurredAt,
        details: { from, to: place },
        ...transfer(id, split, request.straws),
      },
      [{ action: 'semenPack.move', entityType: 'semenPack', entityId: split, before: from, after: { ...place, straws: request.straws, from: id } }],
      available,
    );
    return presentOne(tx, organizationId, split);
  });
}
