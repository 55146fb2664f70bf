import type { AnimalFilters, AnimalLineage, AnimalOptionsQuery, AnimalReference, AnimalSortColumn } from '@ganado/shared/animals';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { type AnimalRecordWrite, writeAnimalRecords } from '../records/records.ledger';
import { withdrawalsOf } from './animals.withdrawal';
import { animalCounts, animalGroups, animalRecords, animals, breeds, eventAssets, events, farms, species, zones } from '../../../db/schema';
import { containing } from '../../../db/like';
import { runPrepared } from '../../../db/prepared';

export type AnimalRow = typeof animals.$inferSelect;
/** What the register writes; the derived columns are the records' (animals.state.ts). */
export type AnimalValues = Omit<
  typeof animals.$inferInsert,
    | 'id'
  | 'organizationId'
  | 'createdAt'
  | 'updatedAt'
  | 'createdBy'
  | 'status'
  | 'farmId'
  | 'zoneId'
  | 'groupId'
  | 'currentWeightKg'
  | 'currentWeightOn'
  | 'removedAt'
  | 'meatWithdrawalEndsAt'
  | 'meatWithdrawalEventId'
  | 'milkWithdrawalEndsAt'
  | 'milkWithdrawalEventId'
>;

/** The list's filters with its order: what GET /api/animal and the export share. */
export type AnimalListSpec = AnimalFilters & { col?: AnimalSortColumn; desc?: boolean };

const ofOrganization = (organizationId: string) => eq(animals.organizationId, organizationId);

// Every sort but breed and group has an index led by (organization_id, status), so a page is an
// index scan that stops after `limit` rows (schema/animals.ts).
const SORT: Record<AnimalSortColumn, SQL> = {
  tagNumber: sql`lower(${animals.tagNumber})`,
  nickname: sql`lower(${animals.nickname})`,
  birthDate: sql`${animals.birthDate}`,
  gender: sql`${animals.gender}`,
  breed: sql`${breeds.name}`,
  group: sql`lower(${animalGroups.name})`,
  weight: sql`${animals.currentWeightKg}`,
  createdAt: sql`${animals.createdAt}`,
};

/** The columns the list's equality filters read: the animal's own, or the kept counts' of the same names. */
type FilterColumns = Record<'organizationId' | 'status' | 'farmId' | 'zoneId' | 'groupId' | 'gender' | 'speciesId' | 'breedId' | 'categoryStage', AnyPgColumn>;

/** The list's filters that compare a column with a value: what the kept counts (animal_counts) can answer. */
function equalityFilters(columns: FilterColumns, organizationId: string, filters: AnimalFilters): (SQL | undefined)[] {
  return [
    eq(columns.organizationId, organizationId),
    filters.status === 'all' ? undefined : eq(columns.status, filters.status),
    filters.farmId ? eq(columns.farmId, filters.farmId) : undefined,
    filters.zoneId ? eq(columns.zoneId, filters.zoneId) : undefined,
    filters.groupId ? eq(columns.groupId, filters.groupId) : undefined,
    filters.grouped === undefined ? undefined : filters.grouped ? isNotNull(columns.groupId) : isNull(columns.groupId),
    filters.gender ? eq(columns.gender, filters.gender) : undefined,
    filters.speciesCode ? eq(columns.speciesId, sql`(select ${species.id} from ${species} where ${species.code} = ${filters.speciesCode})`) : undefined,
    filters.breedCode ? inArray(columns.breedId, sql`(select ${breeds.id} from ${breeds} where ${breeds.code} = ${filters.breedCode})`) : undefined,
    filters.categoryStage ? eq(columns.categoryStage, filters.categoryStage) : undefined,
  ];
}

/** The filters of the herd list on the animals row alone (derived columns, no records), so counting stays an index scan. */
export function animalListWhere(organizationId: string, filters: AnimalFilters): SQL | undefined {
  const search = filters.search ? containing(filters.search) : undefined;
  return and(
    ...equalityFilters(animals, organizationId, filters),
    filters.bornFrom ? gte(animals.birthDate, filters.bornFrom) : undefined,
    filters.bornTo ? lte(animals.birthDate, filters.bornTo) : undefined,
    search
      ? or(ilike(animals.tagNumber, search), ilike(animals.nickname, search), ilike(animals.chipNumber, search), ilike(animals.governmentRegistrationNumber, search))
      : undefined,
  );
}

/** The joins a sort needs to order by a name the animal row does not hold. */
const SORT_JOINS: Partial<Record<AnimalSortColumn, 'breed' | 'group'>> = { breed: 'breed', group: 'group' };

/** Joins what an animal points at by name: species, breed, farm, zone and group. */
const withNames = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(species, eq(species.id, animals.speciesId))
    .leftJoin(breeds, eq(breeds.id, animals.breedId))
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .leftJoin(zones, eq(zones.id, animals.zoneId))
    .leftJoin(animalGroups, eq(animalGroups.id, animals.groupId));

/**
 * The herd list's one query: filtered, sorted (id breaks ties) and joined to the names it shows.
 * The export reads it whole, in batches. With `page`, GET /api/animal's form: the page's ids are
 * found first, from the sort's index alone (schema/animals.ts: the usual filters are in it too),
 * and only those rows are read and joined, instead of every row the offset skips.
 * The benchmark takes its bare SQL from here: `animalListQuery(db, organizationId, spec, page).toSQL()`
 * gives `{ sql, params }` exactly as the API runs it, and `animalCountQuery(…).toSQL()` its total.
 */
export function animalListQuery(db: Db, organizationId: string, spec: AnimalListSpec, page?: { limit: number; offset: number }) {
  const direction = spec.desc ? desc : asc;
  const col = spec.col ?? 'tagNumber';
  const order = [direction(SORT[col]), direction(animals.id)];
  const where = animalListWhere(organizationId, spec);
  const named = db
    .select({
      id: animals.id,
      tagNumber: animals.tagNumber,
      nickname: animals.nickname,
      speciesCode: species.code,
      speciesName: species.name,
      speciesNameEs: species.nameEs,
      gender: animals.gender,
      breedName: breeds.name,
      birthDate: animals.birthDate,
      categoryStage: animals.categoryStage,
      status: animals.status,
      farmId: animals.farmId,
      farmName: farms.name,
      zoneName: zones.name,
      groupId: animals.groupId,
      groupName: animalGroups.name,
      currentWeightKg: animals.currentWeightKg,
      meatWithdrawalEndsAt: animals.meatWithdrawalEndsAt,
      milkWithdrawalEndsAt: animals.milkWithdrawalEndsAt,
    })
    .from(animals)
    .$dynamic();
  const query = withNames(named);
  if (!page) return query.where(where).orderBy(...order);
  let ids = db.select({ id: animals.id }).from(animals).$dynamic();
  if (SORT_JOINS[col] === 'breed') ids = ids.leftJoin(breeds, eq(breeds.id, animals.breedId));
  if (SORT_JOINS[col] === 'group') ids = ids.leftJoin(animalGroups, eq(animalGroups.id, animals.groupId));
  // The page's ids as an array sub-select: PostgreSQL runs it once (an InitPlan) whatever it
  // estimates. As a joined subquery, a planner that took the organisation for a few rows (new
  // animals not yet in its statistics) ran it again for every animal: 195 s for page 401 of 10,030.
  const onPage = ids.where(where).orderBy(...order).limit(page.limit).offset(page.offset);
  // The ids are the organisation's already; the rows are then read by primary key.
  return query.where(sql`${animals.id} = any(array(${onPage}))`).orderBy(...order);
}
export type AnimalListRow = Awaited<ReturnType<typeof animalListQuery>>[number];

/** A page of the herd list, its statement planned once per connection (db/prepared.ts). */
export const findAnimalPage = (db: Db, organizationId: string, spec: AnimalListSpec, page: { limit: number; offset: number }) =>
  runPrepared(animalListQuery(db, organizationId, spec, page));

/**
 * Where counting the list's total stops when the kept counts cannot answer (a search or a birth
 * date range): past it the list says "more than" (docs/decisions.md). An exact count of 100,000
 * animals reads every matching index entry, which cost more than the page itself.
 */
export const TOTAL_COUNTED_UP_TO = 10_000;

/** Whether the kept counts hold the total: no filter but those that compare a column with a value. */
const keptCountsAnswer = (filters: AnimalFilters) => !filters.search && !filters.bornFrom && !filters.bornTo;

/**
 * The list's total: with only equality filters, an exact sum over the kept counts (a few rows per
 * organisation, animal_counts); otherwise the animals matching, counted up to `upTo` and no further
 * (one more than `upTo` means "more than upTo"). `.toSQL()` gives the benchmark its SQL too.
 */
export function animalTotalQuery(db: Db, organizationId: string, filters: AnimalFilters, upTo: number) {
  if (keptCountsAnswer(filters)) {
    return db
      .select({ value: sql<number>`coalesce(sum(${animalCounts.animals}), 0)::int` })
      .from(animalCounts)
      .where(and(...equalityFilters(animalCounts, organizationId, filters)));
  }
  const matching = db.select({ one: sql`1` }).from(animals).where(animalListWhere(organizationId, filters)).limit(upTo + 1).as('matching');
  return db.select({ value: count() }).from(matching);
}

/** The list's total: exact from the kept counts; counted, up to `upTo`, capped when there are more (`total` is then `upTo`). */
export async function countAnimals(db: Db, organizationId: string, filters: AnimalFilters, upTo: number): Promise<{ total: number; capped: boolean }> {
  const [row] = await runPrepared(animalTotalQuery(db, organizationId, filters, upTo));
  const value = row?.value ?? 0;
  return value > upTo && !keptCountsAnswer(filters) ? { total: upTo, capped: true } : { total: value, capped: false };
}

const dam = alias(animals, 'dam');
const sire = alias(animals, 'sire');
const surrogate = alias(animals, 'surrogate');
const birthFarm = alias(farms, 'birth_farm');
/**
 * Another animal's reference fields through an alias. Typed as the animals table, whose columns
 * they are: the alias changes only the table name, and a left-joined reference with no match
 * comes back as null (callers type it so).
 */
const reference = (table: object) => {
  const columns = table as typeof animals;
  return { id: columns.id, tagNumber: columns.tagNumber, nickname: columns.nickname, gender: columns.gender };
};
const parentFields = { dam: reference(dam), sire: reference(sire), surrogateDam: reference(surrogate) };
/** Joins the animal's dam, sire and surrogate dam, for `parentFields` (typed by the callers, as above). */
const withParents = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(dam, eq(dam.id, animals.damId))
    .leftJoin(sire, eq(sire.id, animals.sireId))
    .leftJoin(surrogate, eq(surrogate.id, animals.surrogateDamId));

/** One animal with the names of everything it points at, or undefined outside the organisation. */
export async function findAnimal(db: Db, organizationId: string, id: string) {
  const query = db
    .select({
      animal: animals,
      speciesCode: species.code,
      speciesName: species.name,
      speciesNameEs: species.nameEs,
      breedCode: breeds.code,
      breedName: breeds.name,
      farmName: farms.name,
      farmTimeZone: farms.timeZone,
      zoneName: zones.name,
      groupName: animalGroups.name,
      birthFarmName: birthFarm.name,
      ...parentFields,
    })
    .from(animals)
    .$dynamic();
  const [row] = await withParents(withNames(query).leftJoin(birthFarm, eq(birthFarm.id, animals.birthFarmId))).where(and(ofOrganization(organizationId), eq(animals.id, id)));
  if (!row) return undefined;
  const parents: Record<'dam' | 'sire' | 'surrogateDam', AnimalReference | null> = row;
  const removal = row.animal.status === 'removed' ? await latestRemoval(db, organizationId, id) : undefined;
  const withdrawal = await withdrawalsOf(db, organizationId, row.animal);
  return { ...row, ...parents, removal, withdrawal };
}
export type AnimalDetailRow = NonNullable<Awaited<ReturnType<typeof findAnimal>>>;

/** The done removal that made the animal removed: the latest, as animals.state.ts decides. */
async function latestRemoval(db: Db, organizationId: string, animalId: string) {
  const [row] = await db
    .select({ occurredAt: animalRecords.occurredAt, details: animalRecords.details })
    .from(animalRecords)
    .where(and(eq(animalRecords.organizationId, organizationId), eq(animalRecords.animalId, animalId), eq(animalRecords.type, 'removal'), eq(animalRecords.status, 'done')))
    .orderBy(desc(animalRecords.occurredAt), desc(animalRecords.id))
    .limit(1);
  return row;
}

/** The bare row, for checks and before-snapshots. */
export async function findAnimalRow(db: Db, organizationId: string, id: string): Promise<AnimalRow | undefined> {
  const [row] = await db
    .select()
    .from(animals)
    .where(and(ofOrganization(organizationId), eq(animals.id, id)));
  return row;
}

/** Animals of the organisation among `ids` (a parent's sex and birth date for the lineage checks). */
export function findAnimalRows(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: animals.id, gender: animals.gender, birthDate: animals.birthDate })
    .from(animals)
    .where(and(ofOrganization(organizationId), inArray(animals.id, [...ids])));
}

/** Which of `candidates` descend from `animalId` through dam or sire (UNION, not UNION ALL, stops on a loop). */
export async function descendantsAmong(db: Db, organizationId: string, animalId: string, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: animals.id })
    .from(animals)
    .where(
      and(
        ofOrganization(organizationId),
        inArray(animals.id, [...candidates]),
        sql`${animals.id} in (
          with recursive descendant(id) as (
            select c.id from animals c where c.organization_id = ${organizationId} and (c.dam_id = ${animalId} or c.sire_id = ${animalId})
            union
            select c.id from animals c join descendant d on c.dam_id = d.id or c.sire_id = d.id where c.organization_id = ${organizationId}
          )
          select id from descendant)`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** How the animal's calves name it (dam, sire or surrogate dam) and when they were born. */
export function findOffspringRoles(db: Db, organizationId: string, id: string) {
  return db
    .select({ damId: animals.damId, sireId: animals.sireId, surrogateDamId: animals.surrogateDamId, birthDate: animals.birthDate })
    .from(animals)
    .where(and(ofOrganization(organizationId), or(eq(animals.damId, id), eq(animals.sireId, id), eq(animals.surrogateDamId, id))));
}

/** Another animal of the organisation with this tag number, whatever the case. */
export async function tagNumberTaken(db: Db, organizationId: string, tagNumber: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: animals.id })
    .from(animals)
    .where(and(ofOrganization(organizationId), eq(sql`lower(${animals.tagNumber})`, tagNumber.toLowerCase()), exceptId ? ne(animals.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertAnimalRow(db: Db, values: typeof animals.$inferInsert): Promise<AnimalRow> {
  const [row] = await db.insert(animals).values(values).returning();
  if (!row) throw new Error('insert into animals returned nothing');
  return row;
}

export async function updateAnimalRow(db: Db, organizationId: string, id: string, values: AnimalValues): Promise<AnimalRow> {
  const [row] = await db
    .update(animals)
    .set(values)
    .where(and(ofOrganization(organizationId), eq(animals.id, id)))
    .returning();
  if (!row) throw new Error(`animal ${id} vanished during an update`);
  return row;
}

export async function deleteAnimalRow(db: Db, organizationId: string, id: string): Promise<void> {
  await db.delete(animals).where(and(ofOrganization(organizationId), eq(animals.id, id)));
}

/** Whether the animal has offspring (as dam, sire or surrogate) or any record besides its place and group. */
export async function animalHasHistory(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [offspring] = await db
    .select({ id: animals.id })
    .from(animals)
    .where(and(ofOrganization(organizationId), or(eq(animals.damId, id), eq(animals.sireId, id), eq(animals.surrogateDamId, id))))
    .limit(1);
  if (offspring) return true;
  // Any event naming the animal (its own, or as a sire), read from the log's links: one index.
  const [record] = await db
    .select({ id: events.id })
    .from(eventAssets)
    .innerJoin(events, eq(events.id, eventAssets.eventId))
    .where(and(eq(eventAssets.organizationId, organizationId), eq(eventAssets.assetId, id), sql`${events.type} not in ('movement', 'groupChange')`))
    .limit(1);
  return record !== undefined;
}

/** Active animals for the dam and sire pickers, by tag order. */
export function animalOptions(db: Db, organizationId: string, query: AnimalOptionsQuery) {
  const search = query.search ? containing(query.search) : undefined;
  return db
    .select({ id: animals.id, tagNumber: animals.tagNumber, nickname: animals.nickname, gender: animals.gender })
    .from(animals)
    .where(
      and(
        ofOrganization(organizationId),
        eq(animals.status, 'active'),
        query.gender ? eq(animals.gender, query.gender) : undefined,
        query.bornBefore ? lt(animals.birthDate, query.bornBefore) : undefined,
        search ? or(ilike(animals.tagNumber, search), ilike(animals.nickname, search)) : undefined,
      ),
    )
    .orderBy(sql`lower(${animals.tagNumber})`, animals.id)
    .limit(query.limit);
}

const damDam = alias(animals, 'dam_dam');
const damSire = alias(animals, 'dam_sire');
const sireDam = alias(animals, 'sire_dam');
const sireSire = alias(animals, 'sire_sire');

/** Parents and grandparents in one query; undefined outside the organisation. */
export async function findAncestors(db: Db, organizationId: string, id: string): Promise<Omit<AnimalLineage, 'offspring'> | undefined> {
  const query = db
    .select({
      ...parentFields,
      maternalGranddam: reference(damDam),
      maternalGrandsire: reference(damSire),
      paternalGranddam: reference(sireDam),
      paternalGrandsire: reference(sireSire),
    })
    .from(animals)
    .$dynamic();
  const [row] = await withParents(query)
    .leftJoin(damDam, eq(damDam.id, dam.damId))
    .leftJoin(damSire, eq(damSire.id, dam.sireId))
    .leftJoin(sireDam, eq(sireDam.id, sire.damId))
    .leftJoin(sireSire, eq(sireSire.id, sire.sireId))
    .where(and(ofOrganization(organizationId), eq(animals.id, id)));
  return row;
}

/** The animal's calves (as genetic dam or sire), oldest first. */
export function findOffspring(db: Db, organizationId: string, id: string) {
  return db
    .select({ ...reference(animals), birthDate: animals.birthDate })
    .from(animals)
    .where(and(ofOrganization(organizationId), or(eq(animals.damId, id), eq(animals.sireId, id))))
    .orderBy(sql`${animals.birthDate} asc nulls last`, sql`lower(${animals.tagNumber})`, animals.id);
}

export async function findSpeciesId(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: species.id }).from(species).where(eq(species.code, code));
  return row?.id;
}

export async function findBreedId(db: Db, speciesId: string, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: breeds.id })
    .from(breeds)
    .where(and(eq(breeds.speciesId, speciesId), eq(breeds.code, code)));
  return row?.id;
}

/** The farms, zones and groups of the organisation (not removed) among the ids a request names. */
export async function findPlaces(db: Db, organizationId: string, ids: { farmIds: string[]; zoneId?: string | null; groupId?: string | null }) {
  const [farmRows, zoneRows, groupRows] = await Promise.all([
    ids.farmIds.length === 0
      ? []
      : db
          .select({ id: farms.id, timeZone: farms.timeZone })
          .from(farms)
          .where(and(eq(farms.organizationId, organizationId), isNull(farms.deletedAt), inArray(farms.id, ids.farmIds))),
    ids.zoneId
      ? db
          .select({ id: zones.id, farmId: zones.farmId })
          .from(zones)
          .where(and(eq(zones.organizationId, organizationId), isNull(zones.deletedAt), eq(zones.id, ids.zoneId)))
      : [],
    ids.groupId
      ? db
          .select({ id: animalGroups.id })
          .from(animalGroups)
          .where(and(eq(animalGroups.organizationId, organizationId), isNull(animalGroups.deletedAt), eq(animalGroups.id, ids.groupId)))
      : [],
  ]);
  /** The organisation's farms among those asked, each with its time zone. */
  const found = new Map(farmRows.map((row) => [row.id, row.timeZone]));
  return { farms: found, zone: zoneRows[0], group: groupRows[0] };
}

/**
 * Where the animal is and its group, as the records they are (docs/decisions.md): a movement when
 * `place` is given, a group change when `group` is (its groupId null when it leaves every group).
 */
export async function insertPlaceRecords(
  db: Db,
  entry: { organizationId: string; animalId: string; createdBy: string; at: Date; place?: { farmId: string; zoneId: string | null }; group?: { groupId: string | null } },
): Promise<void> {
  const common = { animalId: entry.animalId, occurredAt: entry.at, status: 'done' as const };
  const rows: AnimalRecordWrite[] = [];
  if (entry.place) rows.push({ ...common, type: 'movement', farmId: entry.place.farmId, zoneId: entry.place.zoneId, details: { ...entry.place } });
  if (entry.group) rows.push({ ...common, type: 'groupChange', groupId: entry.group.groupId, details: { ...entry.group } });
  await writeAnimalRecords(db, { organizationId: entry.organizationId, userId: entry.createdBy }, rows);
}
