import type { GeneticAnimal, GeneticListItem, TraitValues } from '@ganado/shared/genetics';
import { pageOfItems } from '../../../testing/animal-register';
import { dehesa } from '../../../testing/farms';
import { envelope } from '../../../testing/session';

/** Fixtures of the EPD pages' tests: a herd bull with every EPD, a cow with some, a calf with none. */
export const BULL_ID = '00000000-0000-4000-8000-000000000d01';
export const COW_ID = '00000000-0000-4000-8000-000000000d02';
export const CALF_ID = '00000000-0000-4000-8000-000000000d03';
export const HEIFER_ID = '00000000-0000-4000-8000-000000000d04';
export const BREED_ID = '00000000-0000-4000-8000-000000000d06';
/** The breed's reference code: what the list and the search filter by. */
export const BREED_CODE = 'angus';

const animal = (overrides: Partial<GeneticAnimal>): GeneticAnimal => ({
  id: BULL_ID,
  tagNumber: 'T-100',
  nickname: null,
  gender: 'male',
  breed: 'Angus',
  birthDate: '2022-03-14',
  farm: 'La Dehesa',
  status: 'active',
  inbreeding: null,
  ...overrides,
});

export const toroValues: TraitValues = {
  birthWeight: { epd: 1.234, accuracy: 0.52, percentile: 60, possibleChange: 0.8 },
  weaningWeight: { epd: 12.46, accuracy: 0.61, percentile: 5, possibleChange: 4.2 },
  milk: { epd: -0.04, accuracy: 0.35, percentile: 48, possibleChange: 3.1 },
  yearlingWeight: { epd: 20.1, accuracy: 0.55, percentile: 10, possibleChange: 6 },
  carcassWeight: { epd: 8, accuracy: 0.3, percentile: 22, possibleChange: 5 },
  marbling: { epd: 15.2, accuracy: 0.28, percentile: 30, possibleChange: 12 },
  ribeyeArea: { epd: 1.5, accuracy: 0.3, percentile: 25, possibleChange: 1.2 },
  fatThickness: { epd: -0.123, accuracy: 0.31, percentile: 15, possibleChange: 0.4 },
};

export const toro: GeneticListItem = { animal: animal({ nickname: 'Toro', inbreeding: 0.0625 }), values: toroValues };
export const lola: GeneticListItem = {
  animal: animal({ id: COW_ID, tagNumber: 'V-7', nickname: 'Lola', gender: 'female', breed: 'Brangus', birthDate: '2020-09-01' }),
  values: { birthWeight: { epd: -0.5, accuracy: 0.4, percentile: 20, possibleChange: 1 }, weaningWeight: { epd: 3.2, accuracy: 0.45, percentile: 41, possibleChange: 5 } },
};
export const nube: GeneticListItem = { animal: animal({ id: CALF_ID, tagNumber: 'C-1', nickname: null, gender: 'female', birthDate: '2026-02-01' }), values: {} };
export const vendida: GeneticListItem = { animal: animal({ id: HEIFER_ID, tagNumber: 'V-9', nickname: 'Vendida', gender: 'female', status: 'removed' }), values: {} };

/** A page of the list as the server answers it. */
export const listPage = (items: GeneticListItem[], total = items.length) => envelope({ items, total, page: 1, limit: 25 });

/** The reference data the filters offer. */
export const herdReference = {
  '/breeds': () => envelope([{ id: BREED_ID, speciesCode: 'cattle', code: BREED_CODE, name: 'Angus' }]),
  '/farm': () => pageOfItems([dehesa]),
};
