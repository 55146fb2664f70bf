import type { WeightUnit } from '@ganado/shared/animals';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { animalRecords, animals, species } from '../../../db/schema';

const dams = alias(animals, 'dams');

/** What the performance figures need of the animal itself and of its genetic dam. */
export async function findPerformanceAnimal(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({
      speciesCode: species.code,
      gender: animals.gender,
      birthDate: animals.birthDate,
      birthWeight: animals.birthWeight,
      birthWeightUnit: animals.birthWeightUnit,
      damBirthDate: dams.birthDate,
    })
    .from(animals)
    .innerJoin(species, eq(species.id, animals.speciesId))
    .leftJoin(dams, and(eq(dams.id, animals.damId), eq(dams.organizationId, organizationId)))
    .where(and(eq(animals.organizationId, organizationId), eq(animals.id, id)));
  return row && { ...row, birthWeightUnit: row.birthWeightUnit as WeightUnit };
}

const done = (organizationId: string, animalId: string) =>
  and(eq(animalRecords.organizationId, organizationId), eq(animalRecords.animalId, animalId), eq(animalRecords.status, 'done'));

/** The animal's done records of a type that carry a quantity (weighings, milk yields), oldest first. */
export async function listQuantities<Unit extends string>(db: Db, organizationId: string, animalId: string, type: 'weight' | 'milk') {
  const rows = await db
    .select({ occurredAt: animalRecords.occurredAt, value: animalRecords.quantityValue, unit: animalRecords.quantityUnit })
    .from(animalRecords)
    .where(and(done(organizationId, animalId), eq(animalRecords.type, type), isNotNull(animalRecords.quantityValue)))
    .orderBy(asc(animalRecords.occurredAt), asc(animalRecords.id));
  // The records service stores a quantity's value and unit together, from the contract's unit lists.
  return rows.map((row) => ({ occurredAt: row.occurredAt, value: row.value!, unit: row.unit as Unit }));
}

const scrotalCm = sql<number>`(${animalRecords.details}->>'scrotalCircumferenceCm')::numeric::float8`;

/** The latest done assessment that measured the scrotal circumference. */
export async function findLatestScrotal(db: Db, organizationId: string, animalId: string) {
  const [row] = await db
    .select({ occurredAt: animalRecords.occurredAt, circumferenceCm: scrotalCm })
    .from(animalRecords)
    .where(and(done(organizationId, animalId), eq(animalRecords.type, 'assessment'), isNotNull(scrotalCm)))
    .orderBy(desc(animalRecords.occurredAt), desc(animalRecords.id))
    .limit(1);
  return row;
}
