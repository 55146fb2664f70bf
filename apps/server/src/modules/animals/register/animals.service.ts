import type { Language } from '@ganado/shared';
import { isDateInFuture } from '@ganado/shared/format';
import { type Animal, type AnimalLineage, type AnimalOptionsQuery, type AnimalPage, type AnimalRequest, type AnimalsQuery, animalRequest } from '@ganado/shared/animals';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { lineageProblems, offspringProblems } from './animals.lineage';
import { animalSnapshot, presentAnimal, presentListItem } from './animals.present';
import {
  animalHasHistory,
  findAnimalPage,
  animalOptions,
  type AnimalValues,
  countAnimals,
  deleteAnimalRow,
  findAncestors,
  findAnimal,
  findAnimalRow,
  findBreedId,
  findOffspring,
  findPlaces,
  findSpeciesId,
  insertAnimalRow,
  insertPlaceRecords,
  tagNumberTaken,
  TOTAL_COUNTED_UP_TO,
  updateAnimalRow,
} from './animals.repository';

/** Request fields that are not columns of the animal: codes turned into ids, and its place and group (records). */
const NOT_COLUMNS = ['speciesCode', 'breedCode', 'farmId', 'zoneId', 'groupId'] as const satisfies readonly (keyof AnimalRequest)[];
type RegisterField = Exclude<keyof AnimalRequest, (typeof NOT_COLUMNS)[number]>;
const REGISTER_FIELDS = Object.keys(animalRequest.shape).filter((field): field is RegisterField => !(NOT_COLUMNS as readonly string[]).includes(field));

const tagTaken = () => new AppError(409, 'animals.tagNumberTaken', { param: 'tagNumber' });

/**
 * The farms, zone and group a request names belong to the organisation, the zone to the farm; the
 * birth is not after today on the farm's clock, or, with no zone set there, on a day begun
 * somewhere (docs/decisions.md, "One today").
 */
async function placeProblems(db: Db, organizationId: string, request: AnimalRequest, now: Date): Promise<FieldProblem[]> {
  const farmIds = [request.farmId, ...(request.birthFarmId ? [request.birthFarmId] : [])];
  const found = await findPlaces(db, organizationId, { farmIds, zoneId: request.zoneId, groupId: request.groupId });
  const problems: FieldProblem[] = [];
  if (request.birthDate && isDateInFuture(request.birthDate, now, found.farms.get(request.farmId))) problems.push({ param: 'birthDate', key: 'animals.bornInFuture' });
  if (!found.farms.has(request.farmId)) problems.push({ param: 'farmId', key: 'errors.notFound' });
  if (request.zoneId && !found.zone) problems.push({ param: 'zoneId', key: 'errors.notFound' });
  else if (found.zone && found.zone.farmId !== request.farmId) problems.push({ param: 'zoneId', key: 'animals.zoneNotOnFarm' });
  if (request.groupId && !found.group) problems.push({ param: 'groupId', key: 'errors.notFound' });
  if (request.birthFarmId && !found.farms.has(request.birthFarmId)) problems.push({ param: 'birthFarmId', key: 'errors.notFound' });
  return problems;
}

/**
 * Checks a request whole (one 422 naming every field at fault, then the tag's 409) and turns it
 * into the row's values. `id` is the animal being edited, for the lineage and tag checks.
 */
async function checkedValues(context: AppContext, db: Db, session: Session, request: AnimalRequest, id?: string): Promise<AnimalValues> {
  const problems: FieldProblem[] = [];
  const speciesId = await findSpeciesId(db, request.speciesCode);
  if (!speciesId) problems.push({ param: 'speciesCode', key: 'animals.speciesUnknown' });
  const breedId = speciesId && request.breedCode ? await findBreedId(db, speciesId, request.breedCode) : undefined;
  if (speciesId && request.breedCode && !breedId) problems.push({ param: 'breedCode', key: 'animals.breedUnknown' });
  problems.push(...(await placeProblems(db, session.organizationId, request, context.clock())));
  problems.push(...(await lineageProblems(db, session.organizationId, { ...request, id })));
  if (id) problems.push(...(await offspringProblems(db, session.organizationId, { ...request, id })));
  if (problems.length > 0 || !speciesId) throw AppError.invalid(problems);
  if (await tagNumberTaken(db, session.organizationId, request.tagNumber, id)) throw tagTaken();
  // Every field is sent: one left out is cleared, not kept (an update skips undefined values).
  const fields = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, request[field] ?? null])) as Pick<AnimalRequest, RegisterField>;
  return { ...fields, speciesId, breedId: breedId ?? null };
}

async function presented(db: Db, organizationId: string, id: string, language: Language): Promise<Animal> {
  const row = await findAnimal(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return presentAnimal(row, language);
}

/**
 * A page of the herd with its total: exact from the kept counts under the usual filters; with a
 * search or a birth date range, counted up to 10,000 or to the end of this page if further: past
 * that the total is capped (`totalCapped`, "more than"), and a capped total always means at
 * least one animal after this page, so the pager's "next" keeps working.
 */
export async function getAnimals(context: AppContext, session: Session, query: AnimalsQuery): Promise<AnimalPage> {
  const offset = (query.page - 1) * query.limit;
  const [rows, counted] = await Promise.all([
    findAnimalPage(context.db, session.organizationId, query, { limit: query.limit, offset }),
    countAnimals(context.db, session.organizationId, query, Math.max(TOTAL_COUNTED_UP_TO, offset + query.limit)),
  ]);
  return { items: rows.map(presentListItem), total: counted.total, totalCapped: counted.capped, page: query.page, limit: query.limit };
}

export function getAnimal(context: AppContext, session: Session, id: string, language: Language): Promise<Animal> {
  return presented(context.db, session.organizationId, id, language);
}

export function getAnimalOptions(context: AppContext, session: Session, query: AnimalOptionsQuery) {
  return animalOptions(context.db, session.organizationId, query);
}

export async function getLineage(context: AppContext, session: Session, id: string): Promise<AnimalLineage> {
  const ancestors = await findAncestors(context.db, session.organizationId, id);
  if (!ancestors) throw AppError.notFound();
  return { ...ancestors, offspring: await findOffspring(context.db, session.organizationId, id) };
}

/** Registers an animal; where it is and its group become its first records, dated now. */
export function addAnimal(context: AppContext, session: Session, request: AnimalRequest, language: Language, ip: string): Promise<Animal> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const values = await checkedValues(context, tx, session, request);
      const row = await insertAnimalRow(tx, { ...values, organizationId: session.organizationId, createdBy: session.userId });
      await insertPlaceRecords(tx, {
        organizationId: session.organizationId,
        animalId: row.id,
        createdBy: session.userId,
        at: context.clock(),
        place: { farmId: request.farmId, zoneId: request.zoneId ?? null },
        group: request.groupId ? { groupId: request.groupId } : undefined,
      });
      const after = await findAnimalRow(tx, session.organizationId, row.id);
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'animal.create',
        entityType: 'animal',
        entityId: row.id,
        after: after ? animalSnapshot(after) : null,
        ipAddress: ip,
      });
      return presented(tx, session.organizationId, row.id, language);
    }),
    tagTaken,
  );
}

/** Edits the register; a changed place or group is recorded as a new movement or group change, dated now. */
export function updateAnimal(context: AppContext, session: Session, id: string, request: AnimalRequest, language: Language, ip: string): Promise<Animal> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const before = await findAnimalRow(tx, session.organizationId, id);
      if (!before) throw AppError.notFound();
      const values = await checkedValues(context, tx, session, request, id);
      await updateAnimalRow(tx, session.organizationId, id, values);
      const zoneId = request.zoneId ?? null;
      const groupId = request.groupId ?? null;
      const moved = request.farmId !== before.farmId || zoneId !== before.zoneId;
      const regrouped = groupId !== before.groupId;
      if (moved || regrouped) {
        await insertPlaceRecords(tx, {
          organizationId: session.organizationId,
          animalId: id,
          createdBy: session.userId,
          at: context.clock(),
          place: moved ? { farmId: request.farmId, zoneId } : undefined,
          group: regrouped ? { groupId } : undefined,
        });
      }
      const after = await findAnimalRow(tx, session.organizationId, id);
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'animal.update',
        entityType: 'animal',
        entityId: id,
        before: animalSnapshot(before),
        after: after ? animalSnapshot(after) : null,
        ipAddress: ip,
      });
      return presented(tx, session.organizationId, id, language);
    }),
    tagTaken,
  );
}

/**
 * Deletes an animal entered by mistake, with its place and group records. One with offspring or
 * any other record has a history: it leaves the herd by a removal record instead (docs/decisions.md).
 */
export function deleteAnimal(context: AppContext, session: Session, id: string, language: Language, ip: string): Promise<Animal> {
  return context.db.transaction(async (tx) => {
    const answer = await presented(tx, session.organizationId, id, language);
    if (await animalHasHistory(tx, session.organizationId, id)) throw new AppError(409, 'animals.hasRecords');
    const before = await findAnimalRow(tx, session.organizationId, id);
    await deleteAnimalRow(tx, session.organizationId, id);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'animal.delete',
      entityType: 'animal',
      entityId: id,
      before: before ? animalSnapshot(before) : null,
      ipAddress: ip,
    });
    return answer;
  });
}
