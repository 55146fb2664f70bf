import type { RecordsQuery } from '@ganado/shared/animals';
import { and, count, desc, eq, getTableColumns, getViewSelectedFields, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { animalGroups, animalRecords, animals, farms, zones } from '../../../db/schema';
import { MADE_BY_CALVING } from './records.rules';

export type AnimalRow = typeof animals.$inferSelect;
export type RecordRow = typeof animalRecords.$inferSelect;
/** A record with the names of the farm, zone and group it names, for the answer. */
export type RecordWithPlaces = { record: RecordRow; farmName: string | null; zoneName: string | null; groupName: string | null };

/** An animal of the organisation, with its farm's clock (docs/decisions.md, "One today"): null with no farm or no zone set. */
export async function findAnimal(db: Db, organizationId: string, id: string): Promise<(AnimalRow & { timeZone: string | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(animals), timeZone: farms.timeZone })
    .from(animals)
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .where(and(eq(animals.organizationId, organizationId), eq(animals.id, id)));
  return row;
}

/** Animals of the organisation by id, in one query: the related animals of a page of records. */
export async function findAnimals(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: animals.id, tagNumber: animals.tagNumber, nickname: animals.nickname, gender: animals.gender, breedId: animals.breedId })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
}
export type AnimalReferenceRow = Awaited<ReturnType<typeof findAnimals>>[number];

const withPlaces = (db: Db) =>
  db
    .select({ record: getViewSelectedFields(animalRecords), farmName: farms.name, zoneName: zones.name, groupName: animalGroups.name })
    .from(animalRecords)
    .leftJoin(farms, eq(farms.id, animalRecords.farmId))
    .leftJoin(zones, eq(zones.id, animalRecords.zoneId))
    .leftJoin(animalGroups, eq(animalGroups.id, animalRecords.groupId));

const ofAnimal = (organizationId: string, animalId: string) =>
  and(eq(animalRecords.organizationId, organizationId), eq(animalRecords.animalId, animalId));

/** One page of an animal's records, newest first (by id on a tie, as the derived state breaks it). */
export async function listRecords(db: Db, organizationId: string, animalId: string, query: RecordsQuery) {
  const where = and(
    ofAnimal(organizationId, animalId),
    query.type ? inArray(animalRecords.type, query.type) : undefined,
    query.status ? eq(animalRecords.status, query.status) : undefined,
  );
  const rows = await withPlaces(db)
    .where(where)
    .orderBy(desc(animalRecords.occurredAt), desc(animalRecords.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(animalRecords).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findRecord(db: Db, organizationId: string, animalId: string, id: string): Promise<RecordWithPlaces | undefined> {
  const [row] = await withPlaces(db).where(and(ofAnimal(organizationId, animalId), eq(animalRecords.id, id)));
  return row;
}

/** A farm of the organisation that is not removed. */
export async function farmExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: farms.id })
    .from(farms)
    .where(and(eq(farms.organizationId, organizationId), eq(farms.id, id), isNull(farms.deletedAt)));
  return row !== undefined;
}

/** The farm a zone of the organisation lies on. */
export async function zoneFarm(db: Db, organizationId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ farmId: zones.farmId })
    .from(zones)
    .where(and(eq(zones.organizationId, organizationId), eq(zones.id, id), isNull(zones.deletedAt)));
  return row?.farmId;
}

export async function groupExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: animalGroups.id })
    .from(animalGroups)
    .where(and(eq(animalGroups.organizationId, organizationId), eq(animalGroups.id, id), isNull(animalGroups.deletedAt)));
  return row !== undefined;
}

/** The latest done service or conception of a dam before an instant: where a calving takes its sire from. */
export async function latestServiceBefore(db: Db, organizationId: string, damId: string, before: Date): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(animalRecords)
    .where(
      and(
        ofAnimal(organizationId, damId),
        inArray(animalRecords.type, ['service', 'conception']),
        eq(animalRecords.status, 'done'),
        lt(animalRecords.occurredAt, before),
      ),
    )
    .orderBy(desc(animalRecords.occurredAt), desc(animalRecords.id))
    .limit(1);
  return row;
}

/** Tag numbers (any case) already used in the organisation. */
export async function takenTags(db: Db, organizationId: string, tags: readonly string[]): Promise<Set<string>> {
  const lowered = tags.map((tag) => tag.toLowerCase());
  const rows = await db
    .select({ tag: sql<string>`lower(${animals.tagNumber})` })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), inArray(sql`lower(${animals.tagNumber})`, lowered)));
  return new Set(rows.map((row) => row.tag));
}

export async function insertAnimalRows(db: Db, values: (typeof animals.$inferInsert)[]): Promise<AnimalRow[]> {
  return db.insert(animals).values(values).returning();
}

/** The calving that wrote a record on its calf, if one did. */
const madeByCalving = sql<string | null>`${animalRecords.details} ->> ${MADE_BY_CALVING}::text`;

/**
 * Whether any of these calves has a history beyond what its calving wrote: a record of its own,
 * or offspring. Such a calf is a real animal now, so its calving can no longer be undone.
 */
export async function calvesHaveHistory(db: Db, organizationId: string, calfIds: readonly string[], calvingId: string): Promise<boolean> {
  if (calfIds.length === 0) return false;
  const ids = [...calfIds];
  const [record] = await db
    .select({ id: animalRecords.id })
    .from(animalRecords)
    .where(
      and(
        eq(animalRecords.organizationId, organizationId),
        inArray(animalRecords.animalId, ids),
        sql`${madeByCalving} is distinct from ${calvingId}`,
      ),
    )
    .limit(1);
  if (record) return true;
  const [offspring] = await db
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), or(inArray(animals.damId, ids), inArray(animals.sireId, ids), inArray(animals.surrogateDamId, ids))))
    .limit(1);
  return offspring !== undefined;
}

export async function deleteAnimalRows(db: Db, organizationId: string, ids: readonly string[]): Promise<AnimalRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(animals)
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])))
    .returning();
}

/** A calving's new date and birth ease on the calves it registered. */
export async function redateCalfAnimals(db: Db, organizationId: string, calfIds: readonly string[], at: Date, birthEase: string) {
  if (calfIds.length === 0) return;
  await db
    .update(animals)
    .set({ birthDate: at.toISOString().slice(0, 10), birthEase })
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...calfIds])));
}

/** The records a calving wrote on its calves (their first place and group). */
export async function recordsMadeByCalving(db: Db, organizationId: string, calfIds: readonly string[], calvingId: string): Promise<string[]> {
  if (calfIds.length === 0) return [];
  const rows = await db
    .select({ id: animalRecords.id })
    .from(animalRecords)
    .where(and(eq(animalRecords.organizationId, organizationId), inArray(animalRecords.animalId, [...calfIds]), eq(madeByCalving, calvingId)));
  return rows.map((row) => row.id);
}
