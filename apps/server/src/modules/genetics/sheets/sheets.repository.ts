import type { GroupTrait } from '@ganado/shared/genetics';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { animalRecords, animals, breeds, contemporaryGroupMembers, contemporaryGroups, farms, geneticRecords, species } from '../../../db/schema';

const dams = alias(animals, 'dams');
const sires = alias(animals, 'sires');

/**
 * What an EPD sheet is made from (sheet.ts): the register's animal with its parents, breed, farm and
 * species, its entries on the sheet, its done weighings and its contemporary groups. `ids` null
 * loads the organisation's whole herd (an evaluation, a submission of many animals).
 */
export async function sheetAnimals(db: Db, organizationId: string, ids: readonly string[] | null) {
  if (ids !== null && ids.length === 0) return [];
  return db
    .select({
      id: animals.id,
      tagNumber: animals.tagNumber,
      nickname: animals.nickname,
      gender: animals.gender,
      status: animals.status,
      speciesCode: species.code,
      birthDate: animals.birthDate,
      birthWeight: animals.birthWeight,
      birthWeightUnit: animals.birthWeightUnit,
      conceptionMethod: animals.conceptionMethod,
      registrationNumber: animals.governmentRegistrationNumber,
      breed: breeds.name,
      farmId: sql<string | null>`coalesce(${animals.birthFarmId}, ${animals.farmId})`,
      farmName: farms.name,
      farmLatitude: farms.latitude,
      damId: animals.damId,
      damTag: dams.tagNumber,
      damRegistrationNumber: dams.governmentRegistrationNumber,
      damBirthDate: dams.birthDate,
      sireId: animals.sireId,
      sireTag: sires.tagNumber,
      sireRegistrationNumber: sires.governmentRegistrationNumber,
      updatedAt: animals.updatedAt,
    })
    .from(animals)
    .innerJoin(species, eq(species.id, animals.speciesId))
    .leftJoin(breeds, eq(breeds.id, animals.breedId))
    .leftJoin(farms, eq(farms.id, sql`coalesce(${animals.birthFarmId}, ${animals.farmId})`))
    .leftJoin(dams, eq(dams.id, animals.damId))
    .leftJoin(sires, eq(sires.id, animals.sireId))
    .where(and(eq(animals.organizationId, organizationId), ids === null ? undefined : inArray(animals.id, [...ids])))
    .orderBy(asc(animals.id));
}
export type SheetAnimal = Awaited<ReturnType<typeof sheetAnimals>>[number];

export async function sheetEntries(db: Db, organizationId: string, ids: readonly string[] | null) {
  if (ids !== null && ids.length === 0) return [];
  return db
    .select()
    .from(geneticRecords)
    .where(and(eq(geneticRecords.organizationId, organizationId), ids === null ? undefined : inArray(geneticRecords.animalId, [...ids])));
}
export type SheetEntry = Awaited<ReturnType<typeof sheetEntries>>[number];

/** Done weighings, oldest first per animal. */
export async function sheetWeighings(db: Db, organizationId: string, ids: readonly string[] | null) {
  if (ids !== null && ids.length === 0) return [];
  return db
    .select({ animalId: animalRecords.animalId, occurredAt: animalRecords.occurredAt, value: animalRecords.quantityValue, unit: animalRecords.quantityUnit })
    .from(animalRecords)
    .where(
      and(
        eq(animalRecords.organizationId, organizationId),
        eq(animalRecords.type, 'weight'),
        eq(animalRecords.status, 'done'),
        isNotNull(animalRecords.quantityValue),
        ids === null ? undefined : inArray(animalRecords.animalId, [...ids]),
      ),
    )
    .orderBy(asc(animalRecords.animalId), asc(animalRecords.occurredAt), asc(animalRecords.id));
}

/** Each animal's group of every trait, with the group's size. */
export async function sheetGroups(db: Db, organizationId: string, ids: readonly string[] | null) {
  if (ids !== null && ids.length === 0) return [];
  const sizes = db
    .select({ groupId: contemporaryGroupMembers.groupId, size: sql<number>`count(*)::int`.as('size') })
    .from(contemporaryGroupMembers)
    .where(eq(contemporaryGroupMembers.organizationId, organizationId))
    .groupBy(contemporaryGroupMembers.groupId)
    .as('sizes');
  return db
    .select({ animalId: contemporaryGroupMembers.animalId, trait: contemporaryGroupMembers.trait, id: contemporaryGroups.id, code: contemporaryGroups.code, size: sizes.size })
    .from(contemporaryGroupMembers)
    .innerJoin(contemporaryGroups, eq(contemporaryGroups.id, contemporaryGroupMembers.groupId))
    .innerJoin(sizes, eq(sizes.groupId, contemporaryGroupMembers.groupId))
    .where(and(eq(contemporaryGroupMembers.organizationId, organizationId), ids === null ? undefined : inArray(contemporaryGroupMembers.animalId, [...ids])));
}
export type SheetGroup = { animalId: string; trait: GroupTrait; id: string; code: string; size: number };
