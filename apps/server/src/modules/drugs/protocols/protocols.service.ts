import { taskRequest } from '@ganado/shared/action-list';
import type { Protocol, ProtocolApplication, ProtocolPlan, ProtocolRequest, ProtocolsQuery } from '@ganado/shared/drugs';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { createTask } from '../../action-list/tasks.service';
import { toInstant } from '../../action-list/tasks.occurrences';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { lockDrug } from '../cabinet/drugs.repository';
import { todayOf } from '../cabinet/drugs.service';
import { suggestedPacks } from '../packs/packs.repository';
import { inStockUnit } from '../packs/packs.service';
import { usablePack } from '../packs/packs.usable';
import { holdStock } from '../reservations/reservations.service';
import { findProtocol, insertProtocol, listProtocols, type ProtocolColumns, type ProtocolRow, updateProtocolRow } from './protocols.repository';

const HOUR_MS = 3_600_000;
/** Each dose's task is an hour's work on the action list. */
const TASK_MS = HOUR_MS;

const presentProtocol = (row: ProtocolRow): Protocol => ({
  id: row.id,
  name: row.name,
  diagnosis: row.diagnosis,
  drugId: row.drugId,
  drugName: row.drugName,
  dose: { value: row.doseValue, unit: row.doseUnit },
  route: row.route as Protocol['route'],
  intervalHours: row.intervalHours,
  doses: row.doses,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

export async function getProtocols(context: AppContext, session: Session, query: ProtocolsQuery) {
  const { rows, total } = await listProtocols(context.db, session.organizationId, query);
  return { items: rows.map(presentProtocol), total, page: query.page, limit: query.limit };
}

/** The drug the organisation's (404 on drugId) and the dose in a unit its stock converts to (422). */
async function columnsOf(tx: Db, session: Session, request: ProtocolRequest): Promise<ProtocolColumns> {
  const drug = await lockDrug(tx, session.organizationId, request.drugId);
  if (!drug) throw new AppError(404, 'errors.notFound', { param: 'drugId' });
  inStockUnit(request.dose, drug.stockUnit, 'dose.unit');
  return {
    name: request.name,
    diagnosis: request.diagnosis ?? null,
    drugId: request.drugId,
    doseValue: request.dose.value,
    doseUnit: request.dose.unit,
    route: request.route ?? null,
    intervalHours: request.intervalHours,
    doses: request.doses,
    notes: request.notes ?? null,
  };
}

const nameTaken = () => new AppError(409, 'drugs.protocolNameTaken', { param: 'name' });

export function addProtocol(context: AppContext, session: Session, request: ProtocolRequest, ip: string): Promise<Protocol> {
  const work = context.db.transaction(async (tx) => {
    const id = await insertProtocol(tx, session.organizationId, session.userId, await columnsOf(tx, session, request));
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'drugProtocol.create', entityType: 'drugProtocol', entityId: id, after: request, ipAddress: ip });
    return presentProtocol((await findProtocol(tx, session.organizationId, id))!);
  });
  return refuseOnUniqueViolation(work, nameTaken);
}

export function updateProtocol(context: AppContext, session: Session, id: string, request: ProtocolRequest, ip: string): Promise<Protocol> {
  const work = context.db.transaction(async (tx) => {
    const before = await findProtocol(tx, session.organizationId, id);
    if (!before) throw AppError.notFound();
    await updateProtocolRow(tx, session.organizationId, id, await columnsOf(tx, session, request));
    const after = presentProtocol((await findProtocol(tx, session.organizationId, id))!);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'drugProtocol.update',
      entityType: 'drugProtocol',
      entityId: id,
      before: presentProtocol(before),
      after,
      ipAddress: ip,
    });
    return after;
  });
  return refuseOnUniqueViolation(work, nameTaken);
}

/**
 * POST /api/drug/protocol/{id}/apply: the course planned on the action list, one health task per
 * dose `intervalHours` apart from `startAt`, each holding its dose for every animal in one pack (the
 * one named, or the first to expire with stock free). All or nothing: a pack that runs short on a
 * later dose (409) plans none of them.
 */
export function applyProtocol(context: AppContext, session: Session, id: string, request: ProtocolApplication, ip: string): Promise<ProtocolPlan> {
  return context.db.transaction(async (tx) => {
    const protocol = await findProtocol(tx, session.organizationId, id);
    if (!protocol) throw AppError.notFound();
    const today = todayOf(context);
    const packId = request.packId ?? [...(await suggestedPacks(tx, session.organizationId, today, [protocol.drugId]))][0];
    if (!packId) throw new AppError(409, 'drugs.notAvailable', { errors: [{ param: 'packId', key: 'drugs.notAvailable', params: { available: '0', unit: protocol.doseUnit } }] });
    const pack = await usablePack(tx, session.organizationId, packId, today);
    if (pack.drug_id !== protocol.drugId) throw AppError.invalid({ param: 'packId', key: 'drugs.packNotOfDrug' });
    const animals = [...new Set(request.animalIds)];
    const first = toInstant(request.startAt, request.timeZone).getTime();
    const perDose = { value: protocol.doseValue * animals.length, unit: protocol.doseUnit };
    const taskIds: string[] = [];
    for (let dose = 0; dose < protocol.doses; dose += 1) {
      const startAt = new Date(first + dose * protocol.intervalHours * HOUR_MS);
      const task = taskRequest.parse({
        name: `${protocol.name} ${dose + 1}/${protocol.doses}`,
        category: 'healthRecord',
        startAt: startAt.toISOString(),
        endAt: new Date(startAt.getTime() + TASK_MS).toISOString(),
        timeZone: request.timeZone,
        assigneeId: request.assigneeId ?? null,
        description: [protocol.diagnosis, `${protocol.drugName}: ${protocol.doseValue} ${protocol.doseUnit}`].filter(Boolean).join(' · '),
        animalIds: animals,
      });
      const taskId = await createTask(tx, context, session, task, ip);
      await holdStock(tx, context, session, { packId, quantity: perDose, taskId, plannedAt: startAt }, 'dose');
      taskIds.push(taskId);
    }
    const reserved = inStockUnit(perDose, pack.unit, 'dose.unit') * protocol.doses;
    const plan = { taskIds, packId, batch: pack.batch, reserved, unit: pack.unit };
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'drugProtocol.apply',
      entityType: 'drugProtocol',
      entityId: id,
      after: { ...request, ...plan },
      ipAddress: ip,
    });
    return plan;
  });
}
