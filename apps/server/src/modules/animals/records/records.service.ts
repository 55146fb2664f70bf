import { randomUUID } from 'node:crypto';
import type { AnimalRecord, RecordRequest, RecordsQuery } from '@ganado/shared/animals';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { holdForPlanned } from '../../drugs/administration/administration.service';
import { releaseHeldFor } from '../../drugs/reservations/reservations.service';
import { enforceWithdrawal } from '../../drugs/administration/withdrawal.policy';
import { type Actor, deleteEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { calfIdsOf, redateCalves, registerCalves, removeCalves, tagTaken } from './calving.service';
import { type AnimalRecordWrite, rewriteAnimalRecord, writeAnimalRecords } from './records.ledger';
import { columnsOf, presentRecord, recordEntry, relatedIds } from './records.present';
import {
  farmExists,
  findAnimal,
  findAnimals,
  findRecord,
  groupExists,
  listRecords,
  type RecordRow,
  type RecordWithPlaces,
  zoneFarm,
} from './records.repository';
import { animalProblems, CALF_IDS, MADE_BY_CALVING, recordColumns } from './records.rules';
import { FED_FROM_RATION } from '@ganado/shared/feed';
import { usesOf, withUse } from './records.uses';


/** The organisation's animals a record names must exist, and be of the gender their role needs (also for a task's completion). */
export async function animalProblemsOf(db: Db, organizationId: string, request: RecordRequest): Promise<FieldProblem[]> {
  const wanted = [
    ...('sireId' in request && request.sireId ? [{ param: 'sireId', id: request.sireId, gender: 'male', key: 'animals.sireMustBeMale' as const }] : []),
    ...('donorDamId' in request && request.donorDamId
      ? [{ param: 'donorDamId', id: request.donorDamId, gender: 'female', key: 'animals.damMustBeFemale' as const }]
      : []),
  ];
  const found = new Map((await findAnimals(db, organizationId, wanted.map(({ id }) => id))).map((animal) => [animal.id, animal]));
  return wanted.flatMap(({ param, id, gender, key }): FieldProblem[] => {
    const animal = found.get(id);
    if (!animal) return [{ param, key: 'errors.notFound' }];
    return animal.gender === gender ? [] : [{ param, key }];
  });
}

/** A movement's farm and zone, a group change's group: the organisation's, and the zone on the farm. */
async function placeProblems(db: Db, organizationId: string, request: RecordRequest): Promise<FieldProblem[]> {
  if (request.type === 'groupChange') {
    return request.groupId && !(await groupExists(db, organizationId, request.groupId)) ? [{ param: 'groupId', key: 'errors.notFound' }] : [];
  }
  if (request.type !== 'movement') return [];
  if (!(await farmExists(db, organizationId, request.farmId))) return [{ param: 'farmId', key: 'errors.notFound' }];
  if (!request.zoneId) return [];
  const farmOfZone = await zoneFarm(db, organizationId, request.zoneId);
  if (!farmOfZone) return [{ param: 'zoneId', key: 'errors.notFound' }];
  return farmOfZone === request.farmId ? [] : [{ param: 'zoneId', key: 'animals.zoneNotOnFarm' }];
}

async function checkRecord(context: AppContext, db: Db, session: Session, animal: RecordAnimal, request: RecordRequest): Promise<void> {
  const problems = [
    ...animalProblems(request, animal, context.clock()),
    ...(await animalProblemsOf(db, session.organizationId, request)),
    ...(await placeProblems(db, session.organizationId, request)),
  ];
  if (problems.length > 0) throw AppError.invalid(problems);
}

type RecordAnimal = NonNullable<Awaited<ReturnType<typeof findAnimal>>>;

async function animalOf(db: Db, session: Session, animalId: string): Promise<RecordAnimal> {
  const animal = await findAnimal(db, session.organizationId, animalId);
  if (!animal) throw AppError.notFound();
  return animal;
}

async function recordOf(db: Db, session: Session, animalId: string, recordId: string): Promise<RecordWithPlaces> {
  const row = await findRecord(db, session.organizationId, animalId, recordId);
  if (!row) throw AppError.notFound();
  return row;
}

/** Records as answered, with the animals they name read in one query for the whole page. */
async function presentRecords(db: Db, organizationId: string, rows: RecordWithPlaces[]): Promise<AnimalRecord[]> {
  const animals = new Map((await findAnimals(db, organizationId, relatedIds(rows))).map((animal) => [animal.id, animal]));
  return rows.map((row) => presentRecord(row, animals));
}

async function presentOne(db: Db, session: Session, animalId: string, id: string): Promise<AnimalRecord> {
  const [answer] = await presentRecords(db, session.organizationId, [await recordOf(db, session, animalId, id)]);
  return answer!;
}

const actorOf = (session: Session, ip: string): Actor => ({ organizationId: session.organizationId, userId: session.userId, ip });

export async function getRecords(context: AppContext, session: Session, animalId: string, query: RecordsQuery) {
  await animalOf(context.db, session, animalId);
  const { rows, total } = await listRecords(context.db, session.organizationId, animalId, query);
  return { items: await presentRecords(context.db, session.organizationId, rows), total, page: query.page, limit: query.limit };
}

export async function getRecord(context: AppContext, session: Session, animalId: string, recordId: string): Promise<AnimalRecord> {
  const [answer] = await presentRecords(context.db, session.organizationId, [await recordOf(context.db, session, animalId, recordId)]);
  return answer!;
}

/** A removed animal's history is closed, except for notes about it. A calving registers its calves. */
export function addRecord(context: AppContext, session: Session, animalId: string, request: RecordRequest, ip: string): Promise<AnimalRecord> {
  return refuseOnUniqueViolation(
    context.db.transaction((tx) => recordOnAnimal(tx, context, session, animalId, request, ip)),
    () => tagTaken(0),
  );
}

/**
 * One record on one animal in the caller's transaction, with every rule of a record added by hand
 * (an order's shipment records its animals' removal here, so withdrawal and the herd's state are
 * the same rules, not a copy): `orderId` links the record to the order that made it.
 */
export async function recordOnAnimal(
  tx: Db,
  context: AppContext,
  session: Session,
  animalId: string,
  request: RecordRequest,
  ip: string,
  made: { orderId?: string } = {},
): Promise<AnimalRecord> {
  const animal = await animalOf(tx, session, animalId);
  if (animal.status === 'removed' && request.type !== 'note') throw new AppError(409, 'animals.removed');
  await checkRecord(context, tx, session, animal, request);
  const id = randomUUID();
  const columns = recordColumns(request);
  let calfIds: string[] = [];
  if (request.type === 'calving') {
    const calves = await registerCalves(tx, session, animal, request, id, ip);
    calfIds = calves.calfIds;
    columns.relatedAnimalId = calves.sireId;
    columns.details[CALF_IDS] = calfIds;
    if (calves.parentageCheck) columns.details.parentageCheck = calves.parentageCheck;
  }
  const used = withUse(columns, (await usesOf(tx, session, request, [animalId])).get(animalId));
  const enforced = await enforceWithdrawal(tx, session, request, animal);
  const write = {
    id,
    animalId,
    type: request.type,
    status: request.status,
    occurredAt: new Date(request.occurredAt),
    notes: request.notes ?? null,
    ...used,
    details: { ...used.details, ...enforced.details },
    orderId: made.orderId ?? null,
  };
  await writeAnimalRecords(tx, actorOf(session, ip), [write], [recordEntry('animalRecord.create', animalId, { after: write }), ...enforced.activity]);
  await holdForPlanned(tx, context, session, request, id, false);
  return presentOne(tx, session, animalId, id);
}

/** The record as rewritten: a calving's calves stay as registered, only its date, notes and birth ease change. */
function rewritten(before: RecordRow, request: RecordRequest): AnimalRecordWrite & { id: string } {
  const common = { id: before.id, animalId: before.animalId, type: request.type, occurredAt: new Date(request.occurredAt), notes: request.notes ?? null };
  if (request.type !== 'calving') return { ...common, status: request.status, ...recordColumns(request) };
  return { ...common, status: before.status, ...columnsOf(before), details: { ...before.details, birthEase: request.birthEase } };
}

/**
 * What a calving wrote on its calves is the calving's: it changes through the calving. A ration's
 * feeding is one record on every animal fed that drew the feed from stock: it is the feed module's.
 */
function refuseMadeElsewhere(row: RecordRow): void {
  if (row.details[MADE_BY_CALVING]) throw new AppError(409, 'animals.recordByCalving');
  if (row.type === 'feeding' && row.details[FED_FROM_RATION]) throw new AppError(409, 'feed.recordByRation');
}

export function updateRecord(
  context: AppContext,
  session: Session,
  animalId: string,
  recordId: string,
  request: RecordRequest,
  ip: string,
): Promise<AnimalRecord> {
  return context.db.transaction(async (tx) => {
    const animal = await animalOf(tx, session, animalId);
    const { record: before } = await recordOf(tx, session, animalId, recordId);
    refuseMadeElsewhere(before);
    if (request.type !== before.type) throw AppError.invalid([{ param: 'type', key: 'animals.recordTypeChanged' }]);
    await checkRecord(context, tx, session, animal, request);
    // What the planned record held is given back first: it is free for the record's own dose.
    await holdForPlanned(tx, context, session, request, recordId, true);
    const use = (await usesOf(tx, session, request, [animalId], { taskId: before.taskId, replacing: [recordId] })).get(animalId);
    const enforced = await enforceWithdrawal(tx, session, request, animal);
    const plain = rewritten(before, request);
    const used = withUse(columnsOf(plain), use);
    const write = { ...plain, ...used, details: { ...used.details, ...enforced.details } };
    const actor = actorOf(session, ip);
    // A calving's calves follow its date and birth ease.
    if (request.type === 'calving') await redateCalves(tx, actor, calfIdsOf(before), before.id, write.occurredAt, request.birthEase);
    await rewriteAnimalRecord(tx, actor, recordId, write, [recordEntry('animalRecord.update', animalId, { before, after: write }), ...enforced.activity]);
    return presentOne(tx, session, animalId, recordId);
  });
}

/** Deleting a calving deletes its calves, unless they have lived since. */
export function deleteRecord(context: AppContext, session: Session, animalId: string, recordId: string, ip: string): Promise<AnimalRecord> {
  return context.db.transaction(async (tx) => {
    await animalOf(tx, session, animalId);
    const found = await recordOf(tx, session, animalId, recordId);
    const { record: before } = found;
    refuseMadeElsewhere(before);
    const [answer] = await presentRecords(tx, session.organizationId, [found]);
    if (before.type === 'calving') await removeCalves(tx, session, before, ip);
    await releaseHeldFor(tx, session.organizationId, { eventId: recordId }, 'cancelled', context.clock());
    await deleteEvents(tx, actorOf(session, ip), [recordId], [recordEntry('animalRecord.delete', animalId, { before })]);
    return answer!;
  });
}
