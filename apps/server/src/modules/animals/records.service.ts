import { randomUUID } from 'node:crypto';
import type { AnimalRecord, RecordOf, RecordRequest, RecordsQuery } from '@ganado/shared/animals';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refuseOnUniqueViolation } from '../../db/errors';
import { AppError, type FieldProblem } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { refreshAnimalState } from './animals.state';
import { calfIdsOf, registerCalves, removeCalves, tagTaken } from './calving.service';
import { presentRecord, recordSnapshot, relatedIds } from './records.present';
import {
  type AnimalRow,
  deleteRecordRow,
  farmExists,
  findAnimal,
  findAnimals,
  findRecord,
  groupExists,
  insertRecordRows,
  listRecords,
  type RecordRow,
  type RecordWithPlaces,
  redateCalves,
  updateRecordRow,
  zoneFarm,
} from './records.repository';
import { animalProblems, CALF_IDS, MADE_BY_CALVING, recordColumns } from './records.rules';

const invalid = (errors: FieldProblem[]) => new AppError(422, 'errors.checkAllValues', { errors });

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

async function checkRecord(context: AppContext, db: Db, session: Session, animal: AnimalRow, request: RecordRequest): Promise<void> {
  const problems = [
    ...animalProblems(request, animal, context.clock()),
    ...(await animalProblemsOf(db, session.organizationId, request)),
    ...(await placeProblems(db, session.organizationId, request)),
  ];
  if (problems.length > 0) throw invalid(problems);
}

async function animalOf(db: Db, session: Session, animalId: string): Promise<AnimalRow> {
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

async function presentOne(db: Db, session: Session, row: RecordRow): Promise<AnimalRecord> {
  const [answer] = await presentRecords(db, session.organizationId, [await recordOf(db, session, row.animalId, row.id)]);
  return answer!;
}

/** Rebuilds the animals' derived state and logs the write on the record's animal, in the write's transaction. */
async function recorded(
  tx: Db,
  session: Session,
  ip: string,
  change: { action: 'animalRecord.create' | 'animalRecord.update' | 'animalRecord.delete'; animalIds: string[]; before?: RecordRow; after?: RecordRow },
) {
  const [animalId, ...others] = change.animalIds;
  await refreshAnimalState(tx, session.organizationId, [animalId!, ...others]);
  await recordActivity(tx, {
    organizationId: session.organizationId,
    actorId: session.userId,
    action: change.action,
    entityType: 'animal',
    entityId: animalId!,
    before: change.before ? recordSnapshot(change.before) : null,
    after: change.after ? recordSnapshot(change.after) : null,
    ipAddress: ip,
  });
}

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
    context.db.transaction(async (tx) => {
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
      }
      const [row] = await insertRecordRows(tx, [
        {
          id,
          organizationId: session.organizationId,
          animalId,
          type: request.type,
          status: request.status,
          occurredAt: new Date(request.occurredAt),
          notes: request.notes ?? null,
          ...columns,
          createdBy: session.userId,
        },
      ]);
      await recorded(tx, session, ip, { action: 'animalRecord.create', animalIds: [animalId, ...calfIds], after: row! });
      return presentOne(tx, session, row!);
    }),
    () => tagTaken(0),
  );
}

/** A calving's calves stay as registered: only its date, notes and birth ease change, and the calves follow. */
async function updateCalving(tx: Db, session: Session, before: RecordRow, request: RecordOf<'calving'>): Promise<RecordRow> {
  const at = new Date(request.occurredAt);
  const calfIds = calfIdsOf(before);
  await redateCalves(tx, session.organizationId, calfIds, before.id, at, request.birthEase);
  return updateRecordRow(tx, session.organizationId, before.id, {
    occurredAt: at,
    notes: request.notes ?? null,
    details: { ...before.details, birthEase: request.birthEase },
  });
}

/** What a calving wrote on its calves is the calving's: it changes through the calving. */
function refuseMadeByCalving(row: RecordRow): void {
  if (row.details[MADE_BY_CALVING]) throw new AppError(409, 'animals.recordByCalving');
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
    refuseMadeByCalving(before);
    if (request.type !== before.type) throw invalid([{ param: 'type', key: 'animals.recordTypeChanged' }]);
    await checkRecord(context, tx, session, animal, request);
    const row =
      request.type === 'calving'
        ? await updateCalving(tx, session, before, request)
        : await updateRecordRow(tx, session.organizationId, recordId, {
            status: request.status,
            occurredAt: new Date(request.occurredAt),
            notes: request.notes ?? null,
            ...recordColumns(request),
          });
    await recorded(tx, session, ip, { action: 'animalRecord.update', animalIds: [animalId, ...calfIdsOf(before)], before, after: row });
    return presentOne(tx, session, row);
  });
}

/** Deleting a calving deletes its calves, unless they have lived since. */
export function deleteRecord(context: AppContext, session: Session, animalId: string, recordId: string, ip: string): Promise<AnimalRecord> {
  return context.db.transaction(async (tx) => {
    await animalOf(tx, session, animalId);
    const found = await recordOf(tx, session, animalId, recordId);
    const { record: before } = found;
    refuseMadeByCalving(before);
    const [answer] = await presentRecords(tx, session.organizationId, [found]);
    if (before.type === 'calving') await removeCalves(tx, session, before, ip);
    await deleteRecordRow(tx, session.organizationId, recordId);
    await recorded(tx, session, ip, { action: 'animalRecord.delete', animalIds: [animalId], before });
    return answer!;
  });
}
