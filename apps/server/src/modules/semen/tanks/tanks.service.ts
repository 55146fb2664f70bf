import { type Tank, type TankCount, type TankCountRequest, type TankRequest, type TanksQuery, TANK_COUNT_DAYS } from '@ganado/shared/semen';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { farms, semenTanks } from '../../../db/schema';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { findPacks, findTank, listTanks, packsInTank, type TankRow } from './tanks.repository';

const DAY_MS = 86_400_000;

function presentTank({ tank, farmName, straws, packs }: TankRow, now: Date): Tank {
  return {
    id: tank.id,
    name: tank.name,
    farm: tank.farmId && farmName !== null ? { id: tank.farmId, name: farmName } : null,
    canisters: tank.canisters,
    notes: tank.notes,
    active: tank.active,
    straws: Number(straws),
    packs,
    lastCountedAt: tank.lastCountedAt?.toISOString() ?? null,
    countDue: !tank.lastCountedAt || now.getTime() - tank.lastCountedAt.getTime() > TANK_COUNT_DAYS * DAY_MS,
    createdAt: tank.createdAt.toISOString(),
  };
}

export async function presentOneTank(db: Db, organizationId: string, id: string, now: Date): Promise<Tank> {
  const row = await findTank(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return presentTank(row, now);
}

export async function getTanks(context: AppContext, session: Session, query: TanksQuery) {
  const { rows, total } = await listTanks(context.db, session.organizationId, query);
  const now = context.clock();
  return { items: rows.map((row) => presentTank(row, now)), total, page: query.page, limit: query.limit };
}

export const getTank = (context: AppContext, session: Session, id: string) => presentOneTank(context.db, session.organizationId, id, context.clock());

const tankNameTaken = () => new AppError(409, 'semen.tankNameTaken', { param: 'name' });

/** A farm named is the organisation's (404 on the field); the name is not another tank's. */
async function checked(tx: Db, organizationId: string, request: TankRequest, except?: string) {
  if (request.farmId) {
    const [farm] = await tx.select({ id: farms.id }).from(farms).where(and(eq(farms.organizationId, organizationId), eq(farms.id, request.farmId)));
    if (!farm) throw new AppError(404, 'errors.notFound', { param: 'farmId' });
  }
  const [taken] = await tx
    .select({ id: semenTanks.id })
    .from(semenTanks)
    .where(and(eq(semenTanks.organizationId, organizationId), eq(sql`lower(${semenTanks.name})`, request.name.toLowerCase()), except ? ne(semenTanks.id, except) : undefined));
  if (taken) throw tankNameTaken();
  return { name: request.name, farmId: request.farmId ?? null, canisters: request.canisters, notes: request.notes ?? null, active: request.active };
}

export function addTank(context: AppContext, session: Session, request: TankRequest, ip: string): Promise<Tank> {
  const work = context.db.transaction(async (tx) => {
    const values = await checked(tx, session.organizationId, request);
    const [row] = await tx.insert(semenTanks).values({ ...values, organizationId: session.organizationId, createdBy: session.userId }).returning({ id: semenTanks.id });
    const answer = await presentOneTank(tx, session.organizationId, row!.id, context.clock());
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'tank.create', entityType: 'tank', entityId: row!.id, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, tankNameTaken);
}

/**
 * PUT /api/semen/tank/{id}: a tank's canisters may not drop below one a pack stands in, and a tank
 * with straws is not retired (409): its straws would be nowhere.
 */
export function updateTank(context: AppContext, session: Session, id: string, request: TankRequest, ip: string): Promise<Tank> {
  const work = context.db.transaction(async (tx) => {
    const before = await presentOneTank(tx, session.organizationId, id, context.clock());
    const values = await checked(tx, session.organizationId, request, id);
    const packs = await packsInTank(tx, session.organizationId, id);
    if (!values.active && packs.length > 0) throw new AppError(409, 'semen.tankNotEmpty', { param: 'active' });
    if (packs.some((pack) => pack.pack.canister > values.canisters)) throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: 'canisters', key: 'semen.canisterRange' }] });
    await tx.update(semenTanks).set(values).where(and(eq(semenTanks.organizationId, session.organizationId), eq(semenTanks.id, id)));
    const answer = await presentOneTank(tx, session.organizationId, id, context.clock());
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'tank.update', entityType: 'tank', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, tankNameTaken);
}

/**
 * POST /api/semen/tank/{id}/count (docs/decisions.md: tank reconciliation): every pack the log has in
 * the tank is counted (422 naming how many were not; a pack of another tank is 422 on its line,
 * another organisation's 404), each reset to its count by one event, and the differences answered.
 */
export function countTank(context: AppContext, session: Session, id: string, request: TankCountRequest, ip: string): Promise<TankCount> {
  return context.db.transaction(async (tx) => {
    const { organizationId } = session;
    const [locked] = await tx.select({ id: semenTanks.id }).from(semenTanks).where(and(eq(semenTanks.organizationId, organizationId), eq(semenTanks.id, id))).for('update');
    if (!locked) throw AppError.notFound();
    const inTank = new Map((await packsInTank(tx, organizationId, id)).map((row) => [row.pack.id, row]));
    const named = new Map((await findPacks(tx, organizationId, request.counts.map((count) => count.packId))).map((row) => [row.pack.id, row]));
    const seen = new Set<string>();
    const problems = request.counts.flatMap((count, index): FieldProblem[] => {
      if (!named.has(count.packId)) throw new AppError(404, 'errors.notFound', { param: `counts.${index}.packId` });
      const param = `counts.${index}.packId`;
      if (seen.has(count.packId)) return [{ param, key: 'validation.invalid' }];
      seen.add(count.packId);
      return named.get(count.packId)!.pack.tankId === id ? [] : [{ param, key: 'semen.packNotInTank' }];
    });
    if (problems.length > 0) throw new AppError(422, 'errors.checkAllValues', { errors: problems });
    const missing = [...inTank.keys()].filter((packId) => !request.counts.some((count) => count.packId === packId));
    if (missing.length > 0) throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: 'counts', key: 'semen.packNotCounted', params: { count: String(missing.length) } }] });
    const at = new Date(request.occurredAt);
    await writeEvents(
      tx,
      { organizationId, userId: session.userId, ip },
      [
        {
          type: 'semenCounted',
          status: 'done',
          occurredAt: at,
          notes: request.notes ?? null,
          details: { tankId: id },
          assets: request.counts.map((count) => ({ assetId: count.packId, role: 'subject' as const })),
          quantities: request.counts.map((count) => ({ value: count.counted, unit: 'straw', assetId: count.packId, adjustment: 'reset' as const })),
        },
      ],
      [{ action: 'tank.count', entityType: 'tank', entityId: id, after: request }],
    );
    await tx.update(semenTanks).set({ lastCountedAt: at }).where(and(eq(semenTanks.organizationId, organizationId), eq(semenTanks.id, id)));
    return {
      tank: await presentOneTank(tx, organizationId, id, context.clock()),
      packs: request.counts.map((count) => {
        const ledger = Number(named.get(count.packId)!.straws ?? 0);
        return { packId: count.packId, batchCode: named.get(count.packId)!.batch.code, ledger, counted: count.counted, difference: count.counted - ledger };
      }),
    };
  });
}
