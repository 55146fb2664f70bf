import type { ApplyRationRequest, Formulation, Ration, RationRequest, RationsQuery, RationSummary, RationVersionRequest } from '@ganado/shared/feed';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { isoInstant } from '../../../db/rows';
import { animalGroups, animals } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { type Actor, writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { formulated } from './formulation.service';
import {
  type Application,
  applicationsOf,
  authorName,
  findRation,
  insertRation,
  insertVersion,
  listRations,
  nameTaken,
  type RationRow,
  type RationValues,
  versionsOf,
} from './rations.repository';
const actorOf = (session: Session, ip: string): Actor => ({ organizationId: session.organizationId, userId: session.userId, ip });
const nameTakenError = () => new AppError(409, 'feed.rationNameTaken', { param: 'name' });

/** What a group pays a head a day over its sub-groups, or null when a sub-group has no ration. */
export function costPerHead(result: Formulation): number | null {
  let cost = 0;
  let head = 0;
  for (const group of result.subGroups) {
    if (group.outcome.status !== 'optimal') return null;
    cost += group.outcome.costGroup;
    head += group.headCount;
  }
  return head > 0 ? cost / head : null;
}

const appliedTo = (applications: readonly Application[], number: number) =>
  applications.filter((application) => application.rationNumber === number).map((application) => ({ kind: application.targetKind, id: application.targetId, name: application.targetName, from: application.from.toISOString() }));

export async function presentRation(db: Db, organizationId: string, row: RationRow, on: Date): Promise<Ration> {
  // One after the other: a transaction's connection runs one query at a time.
  const versions = await versionsOf(db, organizationId, row.number);
  const applications = await applicationsOf(db, organizationId, [row.number], on);
  const createdBy = await authorName(db, row.createdBy);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    version: row.version,
    versions: versions.map((version) => ({ id: version.id, version: version.version, createdAt: isoInstant(version.createdAt) })),
    notes: row.notes,
    request: row.request,
    result: row.result,
    appliedTo: appliedTo(applications, row.number),
    createdAt: isoInstant(row.createdAt),
    createdBy,
  };
}

async function rationOf(db: Db, organizationId: string, number: number, lock = false): Promise<RationRow> {
  const row = await findRation(db, organizationId, number, lock);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getRations(context: AppContext, session: Session, query: RationsQuery) {
  const { rows, total } = await listRations(context.db, session.organizationId, query);
  const applications = await applicationsOf(
    context.db,
    session.organizationId,
    rows.map((row) => row.number),
    context.clock(),
  );
  const items: RationSummary[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    version: row.version,
    createdAt: isoInstant(row.createdAt),
    appliedTo: appliedTo(applications, row.number),
    system: row.system,
    target: row.result.target,
    costPerHead: row.costPerHead,
    currency: row.currency,
  }));
  return { items, total, page: query.page, limit: query.limit };
}

export const getRation = (context: AppContext, session: Session, number: number) =>
  context.db.transaction(async (tx) => presentRation(tx, session.organizationId, await rationOf(tx, session.organizationId, number), context.clock()));

/** The ration as saved: formulated again here, never taken from the client; a ration that cannot be met is not saved. */
async function formulatedValues(tx: Db, organizationId: string, name: string, notes: string | null, request: RationRequest['formulation'], on: Date): Promise<RationValues> {
  const { formulation } = await formulated(tx, organizationId, request, on);
  if (formulation.subGroups.some((group) => group.outcome.status !== 'optimal')) throw AppError.invalid({ param: 'formulation.feeds', key: 'feed.infeasible' });
  return {
    name,
    notes,
    system: request.system,
    targetKind: request.target.kind,
    targetId: formulation.target.id,
    request,
    result: formulation,
    costPerHead: costPerHead(formulation),
    currency: formulation.currency,
  };
}

const snapshot = (row: RationRow) => ({ number: row.number, version: row.version, name: row.name, system: row.system, target: row.result.target.name, costPerHead: row.costPerHead, currency: row.currency });

export function saveRation(context: AppContext, session: Session, request: RationRequest, ip: string): Promise<Ration> {
  return context.db.transaction(async (tx) => {
    if (await nameTaken(tx, session.organizationId, request.name)) throw nameTakenError();
    const values = await formulatedValues(tx, session.organizationId, request.name, request.notes ?? null, request.formulation, context.clock());
    const row = await refuseOnUniqueViolation(insertRation(tx, session.organizationId, session.userId, values), nameTakenError);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'ration.create', entityType: 'feedRation', entityId: row.id, after: snapshot(row), ipAddress: ip });
    return presentRation(tx, session.organizationId, row, context.clock());
  });
}

/** A new version at today's prices and analyses, from the request given or the ration's own. */
export function reviseRation(context: AppContext, session: Session, number: number, request: RationVersionRequest, ip: string): Promise<Ration> {
  return context.db.transaction(async (tx) => {
    const before = await rationOf(tx, session.organizationId, number, true);
    const name = request.name ?? before.name;
    if (await nameTaken(tx, session.organizationId, name, number)) throw nameTakenError();
    const values = await formulatedValues(tx, session.organizationId, name, request.notes === undefined ? before.notes : (request.notes ?? null), request.formulation, context.clock());
    const row = await refuseOnUniqueViolation(insertVersion(tx, before, session.userId, values), nameTakenError);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'ration.revise',
      entityType: 'feedRation',
      entityId: row.id,
      before: snapshot(before),
      after: snapshot(row),
      ipAddress: ip,
    });
    return presentRation(tx, session.organizationId, row, context.clock());
  });
}

/** The same ration under a new name and number, as it stands (not formulated again). */
export function copyRation(context: AppContext, session: Session, number: number, name: string, ip: string): Promise<Ration> {
  return context.db.transaction(async (tx) => {
    const source = await rationOf(tx, session.organizationId, number);
    if (await nameTaken(tx, session.organizationId, name)) throw nameTakenError();
    const { system, targetKind, targetId, request, result, costPerHead: cost, currency, notes } = source;
    const row = await refuseOnUniqueViolation(
      insertRation(tx, session.organizationId, session.userId, { name, notes, system, targetKind, targetId, request, result, costPerHead: cost, currency }),
      nameTakenError,
    );
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'ration.copy', entityType: 'feedRation', entityId: row.id, before: snapshot(source), after: snapshot(row), ipAddress: ip });
    return presentRation(tx, session.organizationId, row, context.clock());
  });
}

/** The group (not deleted) or animal (not removed) a ration is applied to or fed; another organisation's is 404 on the field. */
export async function checkedTarget(tx: Db, organizationId: string, target: ApplyRationRequest['target']): Promise<{ id: string; kind: 'group' | 'animal' }> {
  if (target.kind === 'group') {
    const [group] = await tx
      .select({ id: animalGroups.id })
      .from(animalGroups)
      .where(and(eq(animalGroups.organizationId, organizationId), eq(animalGroups.id, target.groupId), isNull(animalGroups.deletedAt)));
    if (!group) throw new AppError(404, 'errors.notFound', { param: 'target.groupId' });
    return { id: group.id, kind: 'group' };
  }
  const [animal] = await tx.select({ id: animals.id, status: animals.status }).from(animals).where(and(eq(animals.organizationId, organizationId), eq(animals.id, target.animalId)));
  if (!animal) throw new AppError(404, 'errors.notFound', { param: 'target.animalId' });
  if (animal.status === 'removed') throw new AppError(409, 'animals.removed', { param: 'target.animalId' });
  return { id: animal.id, kind: 'animal' };
}

/**
 * The group or animal is on the ration from a day on: a `rationApplied` event on it (role `fed`).
 * What it is on is derived from its latest such event (docs/decisions.md: feed rations).
 */
export function applyRation(context: AppContext, session: Session, number: number, request: ApplyRationRequest, ip: string): Promise<Ration> {
  return context.db.transaction(async (tx) => {
    const row = await rationOf(tx, session.organizationId, number);
    const target = await checkedTarget(tx, session.organizationId, request.target);
    const details = { rationId: row.id, rationNumber: row.number, version: row.version, name: row.name };
    const [eventId] = await writeEvents(tx, actorOf(session, ip), [
      { type: 'rationApplied', status: 'done', occurredAt: new Date(request.from), details, assets: [{ assetId: target.id, role: 'fed' }] },
    ]);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'ration.apply',
      entityType: 'feedRation',
      entityId: row.id,
      after: { ...details, eventId, target: target.kind, targetId: target.id, from: request.from },
      ipAddress: ip,
    });
    return presentRation(tx, session.organizationId, row, context.clock());
  });
}
