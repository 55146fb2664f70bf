import type { Animal, AnimalGroup, AnimalImport, AnimalListItem } from '@ganado/shared/animals';
import { FARM_ID } from './farms';
import { envelope } from './session';

/** Fixtures of the animal register's page tests: a cow of La Dehesa in a group, and an import. */
export const ANIMAL_ID = '00000000-0000-4000-8000-000000000601';
export const GROUP_ID = '00000000-0000-4000-8000-000000000701';
export const IMPORT_ID = '00000000-0000-4000-8000-000000000801';

export const listedCow: AnimalListItem = {
  id: ANIMAL_ID,
  tagNumber: 'ES-001',
  nickname: 'Paloma',
  speciesCode: 'cattle',
  gender: 'female',
  breedName: 'Retinta',
  birthDate: '2022-03-01',
  categoryStage: 'cow',
  status: 'active',
  farmId: FARM_ID,
  farmName: 'La Dehesa',
  zoneName: null,
  groupId: GROUP_ID,
  groupName: 'Heifers',
  currentWeightKg: 512.4,
  meatWithdrawalEndsAt: null,
  milkWithdrawalEndsAt: null,
};

export const cow: Animal = {
  id: ANIMAL_ID,
  speciesCode: 'cattle',
  speciesName: 'Cattle',
  speciesType: null,
  gender: 'female',
  breedCode: 'retinta',
  breedName: 'Retinta',
  classUse: 'beef',
  categoryStage: 'cow',
  tagNumber: 'ES-001',
  tagCategory: null,
  tagType: 'plastic',
  chipNumber: null,
  tagColour: 'yellow',
  governmentRegistrationNumber: null,
  registrationDate: null,
  nickname: 'Paloma',
  birthDate: '2022-03-01',
  birthWeight: { value: 35, unit: 'kg' },
  birthEase: null,
  conceptionMethod: null,
  birthFarmId: null,
  birthFarmName: null,
  dam: null,
  sire: null,
  surrogateDam: null,
  owner: null,
  previousOwner: null,
  ownershipType: null,
  breederSupplier: null,
  hornStatus: null,
  twin: false,
  status: 'active',
  farmId: FARM_ID,
  farmName: 'La Dehesa',
  farmTimeZone: 'Europe/Madrid',
  zoneId: null,
  zoneName: null,
  groupId: GROUP_ID,
  groupName: 'Heifers',
  currentWeight: null,
  removal: null,
  withdrawal: { meat: null, milk: null },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const heifers: AnimalGroup = {
  id: GROUP_ID,
  name: 'Heifers',
  description: 'First-calf heifers',
  farmId: FARM_ID,
  farmName: 'La Dehesa',
  animalCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const animalImport = (changes: Partial<AnimalImport>): AnimalImport => ({
  id: IMPORT_ID,
  kind: 'animals',
  fileName: 'herd.csv',
  status: 'queued',
  totalRows: 4,
  processed: 0,
  errors: [],
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  finishedAt: null,
  ...changes,
});

/** A page answer; `totalCapped` is the herd list's (other lists' contracts drop it). */
export const pageOfItems = (items: unknown[]) => envelope({ items, total: items.length, totalCapped: false, page: 1, limit: 25 });
export const cattle = () => envelope([{ id: 's-1', code: 'cattle', name: 'Cattle', nameEs: 'Vacuno' }]);
export const retinta = () => envelope([{ id: 'b-1', speciesCode: 'cattle', code: 'retinta', name: 'Retinta' }]);
