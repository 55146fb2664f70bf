import type { Animal, AnimalRecord, AnimalPerformance, AnimalLineage } from '@ganado/shared/animals';
import { bodyOf } from '../../../testing/fake-server';
import { cow } from '../../../testing/animal-register';
import { envelope } from '../../../testing/session';

/** Ids and answers the detail page's tests share. */
export const ANIMAL_ID = '10000000-0000-4000-8000-000000000001';
export const SIRE_ID = '10000000-0000-4000-8000-000000000002';
export const DAM_ID = '10000000-0000-4000-8000-000000000003';

/** The register's cow with a full pedigree, place and weighing: what the detail page shows. */
export const lola: Animal = {
  ...cow,
  id: ANIMAL_ID,
  tagNumber: 'ES-0042',
  tagCategory: 'visual',
  governmentRegistrationNumber: 'REG-9',
  registrationDate: '2023-03-01',
  nickname: 'Lola',
  birthDate: '2023-02-10',
  birthWeight: { value: 32, unit: 'kg' },
  birthEase: 'noAssistance',
  conceptionMethod: 'naturalMating',
  dam: { id: DAM_ID, tagNumber: 'ES-0001', nickname: 'Rosa', gender: 'female' },
  sire: { id: SIRE_ID, tagNumber: 'ES-0007', nickname: 'Toro', gender: 'male' },
  owner: 'Fran Farmer',
  ownershipType: 'owned',
  hornStatus: 'polled',
  farmId: '20000000-0000-4000-8000-000000000001',
  zoneName: 'North paddock',
  groupId: '30000000-0000-4000-8000-000000000001',
  groupName: 'Cows 2023',
  currentWeight: { value: 480, unit: 'kg', on: '2026-10-01T00:00:00.000Z' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let sequence = 0;
export function record<T extends AnimalRecord['type']>(type: T, details: Record<string, unknown>, overrides: Partial<AnimalRecord> = {}): AnimalRecord {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    animalId: ANIMAL_ID,
    type,
    status: 'done',
    occurredAt: '2026-10-01T00:00:00.000Z',
    notes: null,
    quantity: null,
    details,
    relatedAnimals: [],
    taskId: null,
    createdBy: null,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export const lineage: AnimalLineage = {
  dam: lola.dam,
  sire: lola.sire,
  surrogateDam: null,
  maternalGranddam: { id: '10000000-0000-4000-8000-000000000004', tagNumber: 'ES-0000', nickname: null, gender: 'female' },
  maternalGrandsire: null,
  paternalGranddam: null,
  paternalGrandsire: null,
  offspring: [{ id: '10000000-0000-4000-8000-000000000005', tagNumber: 'ES-0100', nickname: 'Nube', gender: 'female', birthDate: '2025-03-01' }],
};

export const performance: AnimalPerformance = {
  weights: [
    { on: '2023-09-01', ageDays: 203, weightKg: 210, atBirth: false },
    { on: '2026-10-01', ageDays: 1329, weightKg: 480, atBirth: false },
  ],
  averageDailyGainKg: 0.241,
  latestDailyGainKg: 0.241,
  adjusted205: { on: '2023-09-01', ageDays: 203, actualKg: 210, adjustedKg: 243.4, ageOfDamAdjustmentKg: 0 },
  adjusted365: null,
  notes: ['noYearlingWeight'],
  milk: [],
  scrotal: null,
};

/** The records route: answers the records of the asked types, from `records`. */
export function recordsRoute(records: () => AnimalRecord[]) {
  return (init: RequestInit, url: string) => {
    if (init.method === 'POST') return envelope(record('note', bodyOf(init) as Record<string, unknown>));
    const types = new URL(url, 'http://x').searchParams.getAll('type');
    const items = records().filter((item) => types.length === 0 || types.includes(item.type));
    return envelope({ items, total: items.length, page: 1, limit: 500 });
  };
}

/** The routes every tab of the animal needs. */
export function animalRoutes(animal: Animal = lola, records: () => AnimalRecord[] = () => []) {
  return {
    [`/animal/${animal.id}`]: () => envelope(animal),
    [`/animal/${animal.id}/record`]: recordsRoute(records),
    [`/animal/${animal.id}/lineage`]: () => envelope(lineage),
    [`/animal/${animal.id}/performance`]: () => envelope(performance),
  };
}

export const noRecords = () => envelope({ items: [], total: 0, page: 1, limit: 500 });

/** A records route whose lists are empty and whose POST answers `answer`. */
export const postingRecords = (answer: () => Response) => (init: RequestInit) => (init.method === 'POST' ? answer() : noRecords());
