import { batchChecks, DEFAULT_THRESHOLDS, type Batch, type Collection, type Inseminator, type Sire, type Thresholds } from '@ganado/shared/semen';

/** Fixtures of the semen pages' tests: a Holstein sire tested negative, his collection, its batch in quarantine and decided. */
export const SIRE_ID = '00000000-0000-4000-8000-000000000b01';
export const COLLECTION_ID = '00000000-0000-4000-8000-000000000b02';
export const BATCH_ID = '00000000-0000-4000-8000-000000000b03';
export const USER_ID = '00000000-0000-4000-8000-000000000b04';
export const INSEMINATOR_ID = '00000000-0000-4000-8000-000000000b05';
export const ANIMAL_ID = '00000000-0000-4000-8000-000000000b06';
export const OTHER_SIRE_ID = '00000000-0000-4000-8000-000000000b07';

const CREATED = '2026-10-15T10:00:00.000Z';
const COLLECTED = '2026-10-15T08:30:00.000Z';
const FRAN = { id: USER_ID, name: 'Fran Farmer' };

/** An outside Holstein bull, tested negative for brucellosis 75 days before his collection. */
export const titan: Sire = {
  id: SIRE_ID,
  name: 'Titán',
  animal: null,
  naabCode: '7HO12345',
  internationalId: 'HOLUSAM000123456789',
  breed: 'Holstein',
  healthTests: [{ id: '00000000-0000-4000-8000-000000000b11', testedOn: '2026-08-01', disease: 'Brucellosis', result: 'negative' }],
  createdAt: CREATED,
};

/** A bull of the herd, with no code and no test. */
export const toro: Sire = { ...titan, id: OTHER_SIRE_ID, name: 'Toro', animal: { id: ANIMAL_ID, tagNumber: 'T-9' }, naabCode: null, internationalId: null, breed: null, healthTests: [] };

const SAMPLE = { concentrationMillionPerMl: 1200, motilityPercent: 75, normalFormsPercent: 82 };
const checksAt = (postThawMotilityPercent: number | null) => batchChecks(DEFAULT_THRESHOLDS, { ...SAMPLE, collectedAt: COLLECTED, postThawMotilityPercent, healthTests: titan.healthTests });

export const collection: Collection = {
  id: COLLECTION_ID,
  sire: { id: SIRE_ID, name: titan.name, naabCode: titan.naabCode },
  collectedAt: COLLECTED,
  centre: 'Centro Genético Norte',
  volumeMl: 6.5,
  ...SAMPLE,
  dosesProduced: 450,
  notes: null,
  batch: { id: BATCH_ID, code: '7HO12345-20261015-1', status: 'quarantine' },
  createdAt: CREATED,
  createdBy: FRAN,
};

/** The collection's 450 straws in quarantine: every fresh check met, the post-thaw motility not measured yet. */
export const quarantineBatch: Batch = {
  id: BATCH_ID,
  code: '7HO12345-20261015-1',
  status: 'quarantine',
  sire: collection.sire,
  collection: { id: COLLECTION_ID, collectedAt: COLLECTED, centre: collection.centre, dosesProduced: 450 },
  straws: 450,
  postThawMotilityPercent: null,
  decision: null,
  checks: checksAt(null),
  createdAt: CREATED,
};

/** The same batch approved at 42 % post-thaw. */
export const approvedBatch: Batch = {
  ...quarantineBatch,
  status: 'approved',
  postThawMotilityPercent: 42,
  decision: { at: '2026-10-20T15:30:00.000Z', by: FRAN, reason: null },
  checks: checksAt(42),
};

/** The same batch rejected, with its reason. */
export const rejectedBatch: Batch = { ...quarantineBatch, status: 'rejected', decision: { at: '2026-10-20T15:30:00.000Z', by: FRAN, reason: 'Straws cracked in the tank' } };

export const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS, updatedAt: null, updatedBy: null };

/** An outside technician with a licence. */
export const lucia: Inseminator = { id: INSEMINATOR_ID, name: 'Lucía Ramos', user: null, licenceNumber: 'INS-2041', active: true, createdAt: CREATED };
