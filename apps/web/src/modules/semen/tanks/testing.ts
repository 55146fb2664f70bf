import type { Pack, Tank } from '@ganado/shared/semen';
import { dehesa } from '../../../testing/farms';
import { approvedBatch, BATCH_ID, collection } from '../testing';

/** Fixtures of the tank pages' tests: a tank on a farm holding two packs of the approved batch, and an empty field tank. */
export const TANK_ID = '00000000-0000-4000-8000-000000000c01';
export const FIELD_TANK_ID = '00000000-0000-4000-8000-000000000c02';
export const PACK_ID = '00000000-0000-4000-8000-000000000c03';
export const OTHER_PACK_ID = '00000000-0000-4000-8000-000000000c04';
export const SPLIT_PACK_ID = '00000000-0000-4000-8000-000000000c05';

const CREATED = '2026-10-21T09:00:00.000Z';

/** Six canisters on La Dehesa, never counted: a count is due. */
export const mainTank: Tank = {
  id: TANK_ID,
  name: 'Termo MVE 1',
  farm: { id: dehesa.id, name: dehesa.name },
  canisters: 6,
  notes: null,
  active: true,
  straws: 120,
  packs: 2,
  lastCountedAt: null,
  countDue: true,
  createdAt: CREATED,
};

/** A small tank taken to the field, empty, counted on 1 November. */
export const fieldTank: Tank = { ...mainTank, id: FIELD_TANK_ID, name: 'Termo de campo', farm: null, canisters: 2, straws: 0, packs: 0, lastCountedAt: '2026-11-01T10:00:00.000Z', countDue: false };

/** 100 straws of the approved batch in canister 2, goblet B. */
export const pack: Pack = {
  id: PACK_ID,
  batch: { id: BATCH_ID, code: approvedBatch.code, status: 'approved' },
  sire: collection.sire,
  tank: { id: TANK_ID, name: mainTank.name },
  canister: 2,
  goblet: 'B',
  straws: 100,
  createdAt: CREATED,
};

/** 20 more in canister 3, no goblet named. */
export const otherPack: Pack = { ...pack, id: OTHER_PACK_ID, canister: 3, goblet: null, straws: 20 };
