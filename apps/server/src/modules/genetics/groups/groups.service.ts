import type { ContemporaryGroup, ContemporaryGroupDetail, ContemporaryGroupRequest, ContemporaryGroupsQuery, GroupTrait, MoveToGroupRequest } from '@ganado/shared/genetics';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { buildGroups } from './groups.build';
import { animalsFound, deleteGroups, emptyGroup, findGroup, type GroupRow, groupMembers, insertGroups, listGroups, placeAnimals, updateGroupRow } from './groups.repository';


function present({ group, size }: { group: GroupRow; size: number }): ContemporaryGroup {
  return {
    id: group.id,
    trait: group.trait,
    code: group.code,
    automatic: group.automatic,
    size,
    contributes: size > 1,
    bornFrom: group.bornFrom,
    bornTo: group.bornTo,
    weighedFrom: group.weighedFrom,
    weighedTo: group.weighedTo,
    sex: group.sex,
    herdCode: group.herdCode,
    managementCode: group.managementCode,
    updatedAt: group.updatedAt.toISOString(),
  };
}

async function detail(db: Db, organizationId: string, trait: GroupTrait, id: string): Promise<ContemporaryGroupDetail> {
  const row = await findGroup(db, organizationId, trait, id);
  if (!row) throw AppError.notFound();
  return { ...present(row), members: await groupMembers(db, organizationId, id) };
}

export async function getGroups(context: AppContext, session: Session, query: ContemporaryGroupsQuery) {
  const { rows, total } = await listGroups(context.db, session.organizationId, query);
  return { items: rows.map(present), total, page: query.page, limit: query.limit };
}

export const getGroup = (context: AppContext, session: Session, trait: GroupTrait, id: string) => detail(context.db, session.organizationId, trait, id);

/** Every animal named is the organisation's: another's is not found, on the field. */
async function checkAnimals(tx: Db, organizationId: string, animalIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(animalIds)];
  const found = await animalsFound(tx, organizationId, unique);
  const missing = unique.findIndex((animalId) => !found.has(animalId));
  if (missing >= 0) throw new AppError(404, 'errors.notFound', { param: `animalIds.${animalIds.indexOf(unique[missing]!)}` });
  return unique;
}

const codeTaken = () => new AppError(409, 'genetics.groupCodeTaken', { param: 'code' });

/** `contemporaryGroup/add`: a group made by hand, kept by builds; its animals leave their other group of the trait. */
export function addGroup(context: AppContext, session: Session, request: ContemporaryGroupRequest, ip: string): Promise<ContemporaryGroupDetail> {
  const work = context.db.transaction(async (tx) => {
    const animalIds = await checkAnimals(tx, session.organizationId, request.animalIds);
    const [id] = await insertGroups(tx, session.organizationId, session.userId, [{ trait: request.trait, code: request.code, automatic: false }]);
    await placeAnimals(tx, session.organizationId, request.trait, id!, animalIds);
    const answer = await detail(tx, session.organizationId, request.trait, id!);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'contemporaryGroup.create', entityType: 'contemporaryGroup', entityId: id!, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, codeTaken);
}

/** `contemporaryGroup/edit/{trait}/{id}`: the code and the animals; an edited group is the breeder's now, kept by builds. */
export function updateGroup(context: AppContext, session: Session, trait: GroupTrait, id: string, request: Omit<ContemporaryGroupRequest, 'trait'>, ip: string) {
  const work = context.db.transaction(async (tx) => {
    const before = await detail(tx, session.organizationId, trait, id);
    const animalIds = await checkAnimals(tx, session.organizationId, request.animalIds);
    await updateGroupRow(tx, session.organizationId, id, { code: request.code, automatic: false });
    await emptyGroup(tx, session.organizationId, id);
    await placeAnimals(tx, session.organizationId, trait, id, animalIds);
    const answer = await detail(tx, session.organizationId, trait, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'contemporaryGroup.update', entityType: 'contemporaryGroup', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, codeTaken);
}

export function deleteGroup(context: AppContext, session: Session, trait: GroupTrait, id: string, ip: string) {
  return context.db.transaction(async (tx) => {
    const before = await detail(tx, session.organizationId, trait, id);
    await deleteGroups(tx, session.organizationId, trait, { id });
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'contemporaryGroup.delete', entityType: 'contemporaryGroup', entityId: id, before, ipAddress: ip });
    return { id };
  });
}

export function buildTraitGroups(context: AppContext, session: Session, trait: GroupTrait, ip: string) {
  return context.db.transaction(async (tx) => {
    const answer = await buildGroups(tx, session.organizationId, session.userId, trait);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'contemporaryGroup.build', entityType: 'contemporaryGroup', entityId: null, after: answer, ipAddress: ip });
    return answer;
  });
}

/** `manage-animal-group`: animals into a group of the trait (which becomes the breeder's), or out of every group of it. */
export function moveToGroup(context: AppContext, session: Session, request: MoveToGroupRequest, ip: string) {
  return context.db.transaction(async (tx) => {
    if (request.groupId) {
      const group = await findGroup(tx, session.organizationId, request.trait, request.groupId);
      if (!group) throw new AppError(404, 'errors.notFound', { param: 'groupId' });
      await updateGroupRow(tx, session.organizationId, request.groupId, { automatic: false });
    }
    const animalIds = await checkAnimals(tx, session.organizationId, request.animalIds);
    await placeAnimals(tx, session.organizationId, request.trait, request.groupId, animalIds);
    const moved = { moved: animalIds.length };
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'contemporaryGroup.move',
      entityType: 'contemporaryGroup',
      entityId: request.groupId,
      after: { trait: request.trait, groupId: request.groupId, animalIds },
      ipAddress: ip,
    });
    return moved;
  });
}
