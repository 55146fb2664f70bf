import type { Language } from '@ganado/shared';
import type { Animal, AnimalListItem } from '@ganado/shared/animals';
import type { AnimalDetailRow, AnimalListRow, AnimalRow } from './animals.repository';

/** What the activity log keeps of an animal: its register fields and where it is, not ids or timestamps. */
export function animalSnapshot(row: AnimalRow) {
  const { id: _id, organizationId: _organization, createdAt: _created, updatedAt: _updated, createdBy: _by, ...fields } = row;
  return fields;
}

/** Species are reference data named in both languages. */
export const speciesLabel = (row: { speciesName: string; speciesNameEs: string }, language: Language) => (language === 'es' ? row.speciesNameEs : row.speciesName);

/** Weights are kept as recorded (pounds converted), shown to 10 g. */
export const roundKg = (kg: number) => Math.round(kg * 100) / 100;

type Choice<K extends keyof Animal> = NonNullable<Animal[K]>;

export function presentAnimal(row: AnimalDetailRow, language: Language): Animal {
  const { animal } = row;
  const removalDetails = row.removal?.details as { reason?: Choice<'removal'>['reason']; destination?: string | null } | undefined;
  return {
    id: animal.id,
    speciesCode: row.speciesCode,
    speciesName: speciesLabel(row, language),
    speciesType: animal.speciesType,
    gender: animal.gender,
    breedCode: row.breedCode,
    breedName: row.breedName,
    classUse: animal.classUse as Animal['classUse'],
    categoryStage: animal.categoryStage as Animal['categoryStage'],
    tagNumber: animal.tagNumber,
    tagCategory: animal.tagCategory as Animal['tagCategory'],
    tagType: animal.tagType as Animal['tagType'],
    chipNumber: animal.chipNumber,
    tagColour: animal.tagColour as Animal['tagColour'],
    governmentRegistrationNumber: animal.governmentRegistrationNumber,
    registrationDate: animal.registrationDate,
    nickname: animal.nickname,
    birthDate: animal.birthDate,
    birthWeight: animal.birthWeight == null ? null : { value: animal.birthWeight, unit: animal.birthWeightUnit },
    birthEase: animal.birthEase as Animal['birthEase'],
    conceptionMethod: animal.conceptionMethod as Animal['conceptionMethod'],
    birthFarmId: animal.birthFarmId,
    birthFarmName: row.birthFarmName,
    dam: row.dam,
    sire: row.sire,
    surrogateDam: row.surrogateDam,
    owner: animal.owner,
    previousOwner: animal.previousOwner,
    ownershipType: animal.ownershipType as Animal['ownershipType'],
    breederSupplier: animal.breederSupplier,
    hornStatus: animal.hornStatus as Animal['hornStatus'],
    twin: animal.twin,
    status: animal.status,
    farmId: animal.farmId,
    farmName: row.farmName,
    farmTimeZone: row.farmTimeZone,
    zoneId: animal.zoneId,
    zoneName: row.zoneName,
    groupId: animal.groupId,
    groupName: row.groupName,
    currentWeight:
      animal.currentWeightKg == null || !animal.currentWeightOn
        ? null
        : { value: roundKg(animal.currentWeightKg), unit: 'kg', on: animal.currentWeightOn.toISOString() },
    removal:
      row.removal && removalDetails?.reason
        ? { date: row.removal.occurredAt.toISOString(), reason: removalDetails.reason, destination: removalDetails.destination ?? null }
        : null,
    withdrawal: row.withdrawal,
    createdAt: animal.createdAt.toISOString(),
    updatedAt: animal.updatedAt.toISOString(),
  };
}

export function presentListItem(row: AnimalListRow): AnimalListItem {
  return {
    id: row.id,
    tagNumber: row.tagNumber,
    nickname: row.nickname,
    speciesCode: row.speciesCode,
    gender: row.gender,
    breedName: row.breedName,
    birthDate: row.birthDate,
    categoryStage: row.categoryStage as AnimalListItem['categoryStage'],
    status: row.status,
    farmId: row.farmId,
    farmName: row.farmName,
    zoneName: row.zoneName,
    groupId: row.groupId,
    groupName: row.groupName,
    currentWeightKg: row.currentWeightKg == null ? null : roundKg(row.currentWeightKg),
    meatWithdrawalEndsAt: row.meatWithdrawalEndsAt?.toISOString() ?? null,
    milkWithdrawalEndsAt: row.milkWithdrawalEndsAt?.toISOString() ?? null,
  };
}
