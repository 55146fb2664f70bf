import type { PageQuery } from '@ganado/shared/http';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertAsJson } from '../../db/insert-json';
import { animalGroups, animalImports, animals, breeds, farms, species, zones } from '../../db/schema';
import type { ImportLookups, KnownAnimal } from './animals.import.rows';

export type AnimalImportRecord = typeof animalImports.$inferSelect;
export type AnimalInsert = typeof animals.$inferInsert;

export { ROWS_PER_STATEMENT } from '../../db/insert-json';

export async function insertImport(db: Db, values: typeof animalImports.$inferInsert): Promise<string> {
  const [row] = await db.insert(animalImports).values(values).returning({ id: animalImports.id });
  if (!row) throw new Error('insert into animal_imports returned nothing');
  return row.id;
}

/** An import's columns but its stored rows, which can be megabytes: a page polls for progress every second. */
const { rows: _rows, ...reportColumns } = getTableColumns(animalImports);

export async function findImport(db: Db, organizationId: string, id: string) {
  const [row] = await db.select(reportColumns).from(animalImports).where(and(eq(animalImports.organizationId, organizationId), eq(animalImports.id, id)));
  return row;
}

/** The organisation's imports newest first. */
export async function listImports(db: Db, organizationId: string, query: PageQuery) {
  const where = eq(animalImports.organizationId, organizationId);
  const rows = await db
    .select(reportColumns)
    .from(animalImports)
    .where(where)
    .orderBy(desc(animalImports.createdAt), desc(animalImports.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(animalImports).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function updateImport(db: Db, id: string, values: Partial<typeof animalImports.$inferInsert>) {
  await db.update(animalImports).set(values).where(eq(animalImports.id, id));
}

/** Imports a stopped server left queued or running, of every organisation, oldest first, with their organisation (through the system handle). */
export function unfinishedImports(db: Db): Promise<{ id: string; organizationId: string }[]> {
  return db
    .select({ id: animalImports.id, organizationId: animalImports.organizationId })
    .from(animalImports)
    .where(inArray(animalImports.status, ['queued', 'running']))
    .orderBy(asc(animalImports.createdAt));
}

/** The import, locked for this transaction; undefined when another server holds it (replicas resume the same imports). */
export async function lockImport(tx: Db, id: string) {
  const [row] = await tx.select().from(animalImports).where(eq(animalImports.id, id)).for('update', { skipLocked: true });
  return row;
}

function byLowerName<T>(rows: { key: string; value: T }[]) {
  return new Map(rows.map((row) => [row.key.toLowerCase(), row.value]));
}

/**
 * Everything a file's rows are checked against, in five queries whatever the file's size:
 * species and breeds by code, the organisation's farms with their zones and groups by name, and
 * its animals by tag number.
 */
export async function importLookups(db: Db, organizationId: string, now: Date): Promise<ImportLookups> {
  const speciesRows = await db.select({ id: species.id, code: species.code }).from(species);
  const breedRows = await db.select({ id: breeds.id, speciesId: breeds.speciesId, code: breeds.code }).from(breeds);
  const speciesMap = new Map(speciesRows.map((row) => [row.code.toLowerCase(), { id: row.id, breeds: new Map<string, string>() }]));
  const speciesById = new Map([...speciesMap.values()].map((entry) => [entry.id, entry]));
  for (const breed of breedRows) speciesById.get(breed.speciesId)?.breeds.set(breed.code.toLowerCase(), breed.id);

  const farmRows = await db
    .select({ id: farms.id, name: farms.name, zoneId: zones.id, zoneName: zones.name })
    .from(farms)
    .leftJoin(zones, and(eq(zones.farmId, farms.id), isNull(zones.deletedAt)))
    .where(and(eq(farms.organizationId, organizationId), isNull(farms.deletedAt)));
  const farmMap = new Map<string, { id: string; zones: Map<string, string> }>();
  for (const row of farmRows) {
    const farm = farmMap.get(row.name.toLowerCase()) ?? { id: row.id, zones: new Map<string, string>() };
    if (row.zoneId && row.zoneName) farm.zones.set(row.zoneName.toLowerCase(), row.zoneId);
    farmMap.set(row.name.toLowerCase(), farm);
  }

  const groupRows = await db
    .select({ key: animalGroups.name, value: animalGroups.id })
    .from(animalGroups)
    .where(and(eq(animalGroups.organizationId, organizationId), isNull(animalGroups.deletedAt)));
  const animalRows = await db
    .select({ tagNumber: animals.tagNumber, id: animals.id, gender: animals.gender, birthDate: animals.birthDate, status: animals.status })
    .from(animals)
    .where(eq(animals.organizationId, organizationId));
  return {
    species: speciesMap,
    farms: farmMap,
    groups: byLowerName(groupRows),
    animals: byLowerName(
      animalRows.map((row) => ({
        key: row.tagNumber,
        value: { id: row.id, gender: row.gender, birthDate: row.birthDate, removed: row.status === 'removed' } satisfies KnownAnimal,
      })),
    ),
    now,
  };
}

export const insertAnimals = (tx: Db, rows: AnimalInsert[]) => insertAsJson(tx, animals, rows);
