import type { EquipmentGroup, EquipmentGroupRequest } from '@ganado/shared/equipment';
import type { AppContext } from '../../context';
import { refuseOnUniqueViolation } from '../../db/errors';
import type { EquipmentGroupRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { deleteGroup, findGroup, insertGroup, listGroups, updateGroup } from './equipment.repository';

type Member = EquipmentGroup['equipment'][number];
const present = (group: EquipmentGroupRow, members: readonly (Member & { groupId: string | null })[]): EquipmentGroup => ({
  id: group.id,
  name: group.name,
  notes: group.notes,
  equipment: members.map(({ id, name, type, status }) => ({ id, name, type, status })),
});
const logged = (row: EquipmentGroupRow) => ({ name: row.name });
const nameTaken = () => new AppError(409, 'equipment.groupNameTaken', { errors: [{ param: 'name', key: 'equipment.groupNameTaken' }] });
const values = (request: EquipmentGroupRequest) => ({ name: request.name, notes: request.notes ?? null });

export async function getGroups(context: AppContext, session: Session): Promise<EquipmentGroup[]> {
  return (await listGroups(context.db, session.organizationId)).map(({ group, members }) => present(group, members));
}

async function presented(context: AppContext, organizationId: string, id: string) {
  const found = (await listGroups(context.db, organizationId)).find(({ group }) => group.id === id);
  return found ? present(found.group, found.members) : undefined;
}

/** A name is the organisation's once, whatever its case: the unique index decides. */
export function addGroup(context: AppContext, session: Session, request: EquipmentGroupRequest, ip: string): Promise<EquipmentGroup> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const row = await insertGroup(tx, session.organizationId, session.userId, values(request));
      await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipmentGroup.create', entityType: 'equipmentGroup', entityId: row.id, after: logged(row), ipAddress: ip });
      return present(row, []);
    }),
    nameTaken,
  );
}

export async function changeGroup(context: AppContext, session: Session, id: string, request: EquipmentGroupRequest, ip: string): Promise<EquipmentGroup> {
  await refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const before = await findGroup(tx, session.organizationId, id);
      const row = before && (await updateGroup(tx, session.organizationId, id, values(request)));
      if (!before || !row) throw AppError.notFound();
      await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipmentGroup.update', entityType: 'equipmentGroup', entityId: id, before: logged(before), after: logged(row), ipAddress: ip });
    }),
    nameTaken,
  );
  return (await presented(context, session.organizationId, id))!;
}

/** Its equipment stays, in no group (the foreign key sets it null). */
export function removeGroup(context: AppContext, session: Session, id: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const row = await deleteGroup(tx, session.organizationId, id);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipmentGroup.delete', entityType: 'equipmentGroup', entityId: id, before: logged(row), ipAddress: ip });
    return { id };
  });
}
