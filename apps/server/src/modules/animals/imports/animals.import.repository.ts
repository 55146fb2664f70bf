import type { Gender } from '@ganado/shared/animals';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertRows } from '../../../db/insert-rows';
import { animalGroups, animals, breeds, farms, species, zones } from '../../../db/schema';

export type AnimalInsert = typeof animals.$inferInsert;

/** An animal of the organisation as a file may name it: a parent, or the animal a record is for. */
export interface KnownAnimal {
  id: string;
  gender: Gender;
  birthDate: string | null;
  removed: boolean;
}

/** What a file may name: species and their breeds (reference data), the organisation's farms with their zones, and its groups. */
export interface ImportReference {
  species: { id: string; code: string; name: string; nameEs: string; breeds: { id: string; code: string; name: string }[] }[];
  farms: { id: string; name: string; timeZone: string | null; zones: { id: string; name: string }[] }[];
  groups: { id: string; name: string }[];
}

/** The reference data in four queries whatever its size, each list by name (the order the template lists it in). */
export async function importReference(db: Db, organizationId: string): Promise<ImportReference> {
  const speciesRows = await db.select({ id: species.id, code: species.code, name: species.name, nameEs: species.nameEs }).from(species).orderBy(asc(species.code));
  const breedRows = await db.select({ id: breeds.id, speciesId: breeds.speciesId, code: breeds.code, name: breeds.name }).from(breeds).orderBy(asc(breeds.name));
  const speciesById = new Map(speciesRows.map((row) => [row.id, { ...row, breeds: [] as ImportReference['species'][number]['breeds'] }]));
  for (const { speciesId, ...breed } of breedRows) speciesById.get(speciesId)?.breeds.push(breed);

  const farmRows = await db
    .select({ id: farms.id, name: farms.name, timeZone: farms.timeZone, zoneId: zones.id, zoneName: zones.name })
    .from(farms)
    .leftJoin(zones, and(eq(zones.farmId, farms.id), isNull(zones.deletedAt)))
    .where(and(eq(farms.organizationId, organizationId), isNull(farms.deletedAt)))
    .orderBy(asc(farms.name), asc(zones.name));
  const farmById = new Map<string, ImportReference['farms'][number]>();
  for (const row of farmRows) {
    const farm = farmById.get(row.id) ?? { id: row.id, name: row.name, timeZone: row.timeZone, zones: [] };
    if (row.zoneId && row.zoneName) farm.zones.push({ id: row.zoneId, name: row.zoneName });
    farmById.set(row.id, farm);
  }

  const groups = await db
    .select({ id: animalGroups.id, name: animalGroups.name })
    .from(animalGroups)
    .where(and(eq(animalGroups.organizationId, organizationId), isNull(animalGroups.deletedAt)))
    .orderBy(asc(animalGroups.name));
  return { species: [...speciesById.values()], farms: [...farmById.values()], groups };
}

/** The organisation's animals by lower-cased tag number (tag numbers are unique whatever their case). */
export async function knownAnimals(db: Db, organizationId: string): Promise<Map<string, KnownAnimal>> {
  const rows = await db
    .select({ tagNumber: animals.tagNumber, id: animals.id, gender: animals.gender, birthDate: animals.birthDate, status: animals.status })
    .from(animals)
    .where(eq(animals.organizationId, organizationId));
  return new Map(rows.map((row) => [row.tagNumber.toLowerCase(), { id: row.id, gender: row.gender, birthDate: row.birthDate, removed: row.status === 'removed' }]));
}

export const insertAnimals = (tx: Db, rows: AnimalInsert[]) => insertRows(tx, animals, rows);
