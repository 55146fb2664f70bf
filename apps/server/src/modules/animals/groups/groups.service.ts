import type { AnimalGroup, GroupHistoryEntry, GroupMoveRequest, GroupMoveResult, GroupRequest, GroupsQuery } from '@ganado/shared/animals';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { findFarm } from '../../farms/farms.repository';
import { animalsForBatch } from '../records/records.batch';
import {
  findGroup,
  type GroupRow,
  type GroupWithCount,
  groupNameTaken,
  insertGroup,
  insertGroupChanges,
  listGroupHistory,
  listGroups,
  updateGroupRow,
} from './groups.repository';

const nameTaken = () => new AppError(409, 'animals.groupNameTaken', { param: 'name' });

function presentGroup({ group, farmName, animalCount }: GroupWithCount): AnimalGroup {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    farmId: group.farmId,
    farmName,
    animalCount,
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}

const snapshot = (row: GroupRow) => ({ name: row.name, description: row.description, farmId: row.farmId });

async function foundGroup(db: Db, organizationId: string, id: string): Promise<GroupWithCount> {
  const found = await findGroup(db, organizationId, id);
  if (!found) throw AppError.notFound();
  return found;
}

/** The row's values; a farm named must be one of the organisation's (404 otherwise, as any id). */
async function groupValues(db: Db, organizationId: string, request: GroupRequest) {
  const farmId = request.farmId ?? null;
  if (farmId && !(await findFarm(db, organizationId, farmId))) throw AppError.notFound();
  return { name: request.name, description: request.description ?? null, farmId };
}

export async function getGroups(context: AppContext, session: Session, query: GroupsQuery) {
  const { rows, total } = await listGroups(context.db, session.organizationId, query);
  return { items: rows.map(presentGroup), total, page: query.page, limit: query.limit };
}

export async function getGroup(context: AppContext, session: Session, id: string): Promise<AnimalGroup> {
  return presentGroup(await foundGroup(context.db, session.organizationId, id));
}

export function addGroup(context: AppContext, session: Session, request: GroupRequest, ip: string): Promise<AnimalGroup> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const values = await groupValues(tx, session.organizationId, request);
      if (await groupNameTaken(tx, session.organizationId, request.name)) throw nameTaken();
      const row = await insertGroup(tx, { ...values, organizationId: session.organizationId, createdBy: session.userId });
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'animalGroup.create',
        entityType: 'animalGroup',
        entityId: row.id,
        after: snapshot(row),
        ipAddress: ip,
      });
      return getGroup({ ...context, db: tx }, session, row.id);
    }),
    nameTaken,
  );
}

export function updateGroup(context: AppContext, session: Session, id: string, request: GroupRequest, ip: string): Promise<AnimalGroup> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const before = await foundGroup(tx, session.organizationId, id);
      const values = await groupValues(tx, session.organizationId, request);
      if (await groupNameTaken(tx, session.organizationId, request.name, id)) throw nameTaken();
      const row = await updateGroupRow(tx, session.organizationId, id, values);
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'animalGroup.update',
        entityType: 'animalGroup',
        entityId: id,
        before: snapshot(before.group),
        after: snapshot(row),
        ipAddress: ip,
      });
      return getGroup({ ...context, db: tx }, session, id);
    }),
    nameTaken,
  );
}

/** Removes a group softly, so its history keeps its name; only once no active animal is in it. */
export function removeGroup(context: AppContext, session: Session, id: string, ip: string): Promise<AnimalGroup> {
  return context.db.transaction(async (tx) => {
    const before = await foundGroup(tx, session.organizationId, id);
    if (before.animalCount > 0) throw new AppError(409, 'animals.groupNotEmpty');
    const row = await updateGroupRow(tx, session.organizationId, id, { deletedAt: context.clock() });
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'animalGroup.delete',
      entityType: 'animalGroup',
      entityId: id,
      before: snapshot(before.group),
      ipAddress: ip,
    });
    return presentGroup({ ...before, group: row });
  });
}

/**
 * Moves animals into a group (or out of any) on a date: one done group-change record each, the
 * derived state rebuilt for all at once, one activity entry for the whole move.
 */
export function moveAnimals(context: AppContext, session: Session, request: GroupMoveRequest, ip: string): Promise<GroupMoveResult> {
  const groupId = request.groupId ?? null;
  const occurredAt = new Date(request.occurredAt);
  const { organizationId } = session;
  return context.db.transaction(async (tx) => {
    if (groupId) await foundGroup(tx, organizationId, groupId);
    const animalIds = await animalsForBatch(tx, organizationId, request, { now: context.clock() });
    await insertGroupChanges(tx, { organizationId, createdBy: session.userId, animalIds, groupId, occurredAt });
    await recordActivity(tx, {
      organizationId,
      actorId: session.userId,
      action: 'animalGroup.move',
      entityType: 'animalGroup',
      entityId: groupId,
      after: { groupId, occurredAt: request.occurredAt, animalIds },
      ipAddress: ip,
    });
    return { moved: animalIds.length };
  });
}

export async function getGroupHistory(context: AppContext, session: Session, id: string): Promise<GroupHistoryEntry[]> {
  await foundGroup(context.db, session.organizationId, id);
  const rows = await listGroupHistory(context.db, session.organizationId, id);
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
}
