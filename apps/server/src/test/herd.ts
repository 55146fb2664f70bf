import { randomUUID } from 'node:crypto';
import type { Gender, RecordStatus, RecordType } from '@ganado/shared/animals';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { animalGroups, animalRecords, animals, farms, species } from '../db/schema';
import { writeAnimalRecords } from '../modules/animals/records/records.ledger';

/**
 * Small factories for tests of the animals module: rows written straight to the database, so a
 * test of one route does not depend on another route working. Names are believable, not foo/bar.
 */
export async function insertFarm(app: App, organizationId: string, name = `Potrero ${randomUUID().slice(0, 4)}`, timeZone: string | null = null) {
  const [row] = await app.database.db.insert(farms).values({ organizationId, name, timeZone }).returning();
  return row!;
}

export async function insertGroup(app: App, organizationId: string, name = `Lote ${randomUUID().slice(0, 4)}`) {
  const [row] = await app.database.db.insert(animalGroups).values({ organizationId, name }).returning();
  return row!;
}

/** Per app: test files may share a process (vitest.config.ts), each with a database of its own. */
const cattleIds = new WeakMap<App, string>();
async function cattle(app: App): Promise<string> {
  let cattleId = cattleIds.get(app);
  if (!cattleId) {
    const [row] = await app.database.db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
    cattleId = row!.id;
    cattleIds.set(app, cattleId);
  }
  return cattleId;
}

export interface AnimalSeed {
  gender?: Gender;
  tagNumber?: string;
  birthDate?: string | null;
  damId?: string | null;
  sireId?: string | null;
  nickname?: string | null;
  farmId?: string;
}

/** A cattle animal of the organisation; with `farmId`, moved onto that farm by a movement record. */
export async function insertAnimal(app: App, organizationId: string, seed: AnimalSeed = {}) {
  const { db } = app.database;
  const [row] = await db
    .insert(animals)
    .values({
      organizationId,
      speciesId: await cattle(app),
      gender: seed.gender ?? 'female',
      tagNumber: seed.tagNumber ?? `MX-${randomUUID().slice(0, 8)}`,
      birthDate: seed.birthDate === undefined ? '2023-03-14' : seed.birthDate,
      damId: seed.damId ?? null,
      sireId: seed.sireId ?? null,
      nickname: seed.nickname ?? null,
    })
    .returning();
  if (seed.farmId) await insertRecord(app, organizationId, row!.id, { type: 'movement', farmId: seed.farmId, occurredAt: new Date('2023-03-14T00:00:00Z') });
  return row!;
}

export interface RecordSeed {
  type: RecordType;
  status?: RecordStatus;
  occurredAt?: Date;
  quantity?: { value: number; unit: string };
  farmId?: string;
  groupId?: string | null;
  /** A service's sire. */
  relatedAnimalId?: string | null;
  details?: Record<string, unknown>;
  /** Who entered it: nobody unless told. */
  createdBy?: string;
}

/** One record of an animal, written through the log's write path as the service would. */
export async function insertRecord(app: App, organizationId: string, animalId: string, seed: RecordSeed) {
  const { db } = app.database;
  const [id] = await writeAnimalRecords(db, { organizationId, userId: seed.createdBy ?? null }, [
    {
      animalId,
      type: seed.type,
      status: seed.status ?? 'done',
      occurredAt: seed.occurredAt ?? new Date(),
      quantityValue: seed.quantity?.value ?? null,
      quantityUnit: seed.quantity?.unit ?? null,
      farmId: seed.farmId ?? null,
      groupId: seed.groupId ?? null,
      relatedAnimalId: seed.relatedAnimalId ?? null,
      details: seed.details ?? {},
    },
  ]);
  const [row] = await db.select().from(animalRecords).where(eq(animalRecords.id, id!));
  return row!;
}
