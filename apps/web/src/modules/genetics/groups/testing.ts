import type { ContemporaryGroup, ContemporaryGroupDetail } from '@ganado/shared/genetics';
import { CALF_ID, OTHER_CALF_ID } from '../shared/testing';

export const GROUP_ID = '00000000-0000-4000-8000-000000000f01';
export const LONE_GROUP_ID = '00000000-0000-4000-8000-000000000f02';

/** The 2025 spring bull calves of La Dehesa, weaned together: built by the rules. */
export const weaningGroup: ContemporaryGroup = {
  id: GROUP_ID,
  trait: 'weaning',
  code: 'WW-2025-002',
  automatic: true,
  size: 14,
  contributes: true,
  bornFrom: '2025-02-20',
  bornTo: '2025-04-30',
  weighedFrom: '2025-09-22',
  weighedTo: '2025-09-23',
  sex: 'bull',
  herdCode: 'DEH',
  managementCode: 'P1',
  updatedAt: '2025-10-01T09:30:00.000Z',
};

/** A late calf put on his own by hand: he compares with nobody. */
export const loneGroup: ContemporaryGroup = {
  ...weaningGroup,
  id: LONE_GROUP_ID,
  code: 'LATE-1',
  automatic: false,
  size: 1,
  contributes: false,
  bornFrom: '2025-07-02',
  bornTo: '2025-07-02',
  weighedFrom: '2025-12-10',
  weighedTo: '2025-12-10',
  sex: 'steer',
  herdCode: null,
  managementCode: null,
};

export const weaningGroupDetail: ContemporaryGroupDetail = {
  ...weaningGroup,
  size: 2,
  members: [
    { id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero', gender: 'male', birthDate: '2025-03-01' },
    { id: OTHER_CALF_ID, tagNumber: 'ES-0101', nickname: null, gender: 'male', birthDate: '2025-03-09' },
  ],
};
