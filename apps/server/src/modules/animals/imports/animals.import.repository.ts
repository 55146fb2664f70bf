import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertRows } from '../../../db/insert-rows';
import { animalGroups, animals, breeds, farms, species, zones } from '../../../db/schema';
import type { ImportLookups, KnownAnimal } from './animals.import.rows';

export type AnimalInsert = typeof animals.$inferInsert;

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
    .select({ id: farms.id, name: farms.name, timeZone: farms.timeZone, zoneId: zones.id, zoneName: zones.name })
    .from(farms)
    .leftJoin(zones, and(eq(zones.farmId, farms.id), isNull(zones.deletedAt)))
    .where(and(eq(farms.organizationId, organizationId), isNull(farms.deletedAt)));
  const farmMap = new Map<string, { id: string; timeZone: string | null; zones: Map<string, string> }>();
  for (const row of farmRows) {
    const farm = farmMap.get(row.name.toLowerCase()) ?? { id: row.id, timeZone: row.timeZone, zones: new Map<string, string>() };
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

export const insertAnimals = (tx: Db, rows: AnimalInsert[]) => insertRows(tx, animals, rows);
