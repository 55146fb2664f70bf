import type { Animal, AnimalForm } from '@ganado/shared/animals';

/** The form's values: an animal's, or blank ones for a new animal (on `farmId` when given). */
export function animalFormValues(animal?: Animal, farmId = ''): AnimalForm {
  return {
    tagNumber: animal?.tagNumber ?? '',
    tagCategory: animal?.tagCategory ?? '',
    tagType: animal?.tagType ?? '',
    tagColour: animal?.tagColour ?? '',
    chipNumber: animal?.chipNumber ?? '',
    governmentRegistrationNumber: animal?.governmentRegistrationNumber ?? '',
    registrationDate: animal?.registrationDate ?? '',
    nickname: animal?.nickname ?? '',
    speciesCode: animal?.speciesCode ?? '',
    speciesType: animal?.speciesType ?? '',
    breedCode: animal?.breedCode ?? '',
    gender: animal?.gender ?? ('' as AnimalForm['gender']),
    classUse: animal?.classUse ?? '',
    categoryStage: animal?.categoryStage ?? '',
    hornStatus: animal?.hornStatus ?? '',
    birthDate: animal?.birthDate ?? '',
    birthWeight: animal?.birthWeight?.value ?? null,
    birthWeightUnit: (animal?.birthWeight?.unit as AnimalForm['birthWeightUnit']) ?? 'kg',
    birthEase: animal?.birthEase ?? '',
    conceptionMethod: animal?.conceptionMethod ?? '',
    birthFarmId: animal?.birthFarmId ?? '',
    twin: animal?.twin ?? false,
    damId: animal?.dam?.id ?? '',
    sireId: animal?.sire?.id ?? '',
    surrogateDamId: animal?.surrogateDam?.id ?? '',
    farmId: animal?.farmId ?? farmId,
    zoneId: animal?.zoneId ?? '',
    groupId: animal?.groupId ?? '',
    owner: animal?.owner ?? '',
    previousOwner: animal?.previousOwner ?? '',
    ownershipType: animal?.ownershipType ?? '',
    breederSupplier: animal?.breederSupplier ?? '',
  };
}
