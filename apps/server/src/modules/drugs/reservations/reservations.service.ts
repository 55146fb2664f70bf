import type { Reservation, ReservationRequest, ReservationsQuery } from '@ganado/shared/drugs';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordActivities } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { findTask } from '../../action-list/tasks.repository';
import { todayOf } from '../cabinet/drugs.service';
import { releaseReservations, reservedOf } from '../packs/packs.repository';
import { refuseBeyondFree, usablePack } from '../packs/packs.usable';
import { inStockUnit } from '../packs/packs.service';
import { findReservation, insertReservation, listReservations, releaseExpired, type ReservationRow } from './reservations.repository';
import { isoInstant } from '../../../db/rows';

const HOUR_MS = 3_600_000;


function presentReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    packId: row.pack_id,
    drugId: row.drug_id,
    drugName: row.drug_name,
    batch: row.batch,
    quantity: Number(row.quantity),
    unit: row.unit,
    expiresAt: isoInstant(row.expires_at),
    releasedAt: isoInstant(row.released_at),
    releaseReason: row.release_reason as Reservation['releaseReason'],
    taskId: row.task_id,
    recordId: row.event_id,
    notes: row.notes,
    createdAt: isoInstant(row.created_at),
  };
}

export async function getReservations(context: AppContext, session: Session, query: ReservationsQuery) {
  const { rows, total } = await listReservations(context.db, session.organizationId, query);
  return { items: rows.map(presentReservation), total, page: query.page, limit: query.limit };
}

export interface Hold {
  packId: string;
  quantity: { value: number; unit: string };
  taskId?: string | null;
  eventId?: string | null;
  notes?: string | null;
  /** When the work is planned for: a hold for next week's dose lasts until then, and the timeout after. */
  plannedAt?: Date;
}

/**
 * Holds part of a pack, in the caller's transaction: the pack the organisation's (404), open (409)
 * and in date today (409), the amount in its unit (422) and no more than is free, on hand less what
 * others hold (409). It holds for the configured hours from now, or from the planned time when that
 * is later (docs/decisions.md: reservations).
 */
export async function holdStock(tx: Db, context: AppContext, session: Session, hold: Hold, param = 'quantity'): Promise<string> {
  const pack = await usablePack(tx, session.organizationId, hold.packId, todayOf(context));
  const quantity = inStockUnit(hold.quantity, pack.unit, `${param}.unit`);
  const free = Number(pack.on_hand) - ((await reservedOf(tx, session.organizationId, [pack.id])).get(pack.id) ?? 0);
  refuseBeyondFree(pack, quantity, free, `${param}.value`);
  return insertReservation(tx, {
    organizationId: session.organizationId,
    packId: pack.id,
    quantity,
    expiresAt: new Date(Math.max(context.clock().getTime(), hold.plannedAt?.getTime() ?? 0) + context.config.drugReservationHours * HOUR_MS),
    taskId: hold.taskId ?? null,
    eventId: hold.eventId ?? null,
    notes: hold.notes ?? null,
    createdBy: session.userId,
  });
}

/** POST /api/drug/reservation: a hold for planned work, of a task of the organisation when one is named. */
export function reserveDrug(context: AppContext, session: Session, request: ReservationRequest, ip: string): Promise<Reservation> {
  return context.db.transaction(async (tx) => {
    if (request.taskId && !(await findTask(tx, session.organizationId, request.taskId))) throw new AppError(404, 'errors.notFound', { param: 'taskId' });
    const id = await holdStock(tx, context, session, request);
    const answer = presentReservation((await findReservation(tx, session.organizationId, id))!);
    await recordActivities(tx, [
      { organizationId: session.organizationId, actorId: session.userId, ipAddress: ip, action: 'drugReservation.create', entityType: 'drugPack', entityId: request.packId, after: answer },
    ]);
    return answer;
  });
}

/** POST /api/drug/reservation/{id}/release: its work was cancelled; 409 when it no longer holds anything. */
export function releaseReservation(context: AppContext, session: Session, id: string, ip: string): Promise<Reservation> {
  return context.db.transaction(async (tx) => {
    const row = await findReservation(tx, session.organizationId, id, true);
    if (!row) throw AppError.notFound();
    if (row.released_at) throw new AppError(409, 'drugs.reservationReleased');
    await releaseReservations(tx, session.organizationId, sql`id = ${id}`, 'cancelled', context.clock());
    const answer = presentReservation((await findReservation(tx, session.organizationId, id))!);
    await recordActivities(tx, [
      { organizationId: session.organizationId, actorId: session.userId, ipAddress: ip, action: 'drugReservation.release', entityType: 'drugPack', entityId: row.pack_id, before: presentReservation(row), after: answer },
    ]);
    return answer;
  });
}

/** The sweep's work: reservations whose time ran out are given back, each logged without an actor. */
export async function sweepExpiredReservations(context: AppContext, at: Date): Promise<number> {
  return context.system.transaction(async (tx) => {
    const released = await releaseExpired(tx, at);
    await recordActivities(
      tx,
      released.map((row) => ({
        organizationId: row.organization_id,
        actorId: null,
        action: 'drugReservation.expire' as const,
        entityType: 'drugPack',
        entityId: row.pack_id,
        after: { reservationId: row.id, quantity: Number(row.quantity), releasedAt: at.toISOString() },
      })),
    );
    return released.length;
  });
}

/** What a task or a planned record held is given back when its work is done, changed or called off. */
export function releaseHeldFor(tx: Db, organizationId: string, holder: { taskId: string; packId?: string } | { eventId: string }, reason: 'used' | 'cancelled', at: Date) {
  const where =
    'eventId' in holder
      ? sql`event_id = ${holder.eventId}`
      : sql`task_id = ${holder.taskId} and (${holder.packId ?? null}::uuid is null or pack_id = ${holder.packId ?? null}::uuid)`;
  return releaseReservations(tx, organizationId, where, reason, at);
}
