import type { GeneticListItem, Submission, SubmissionCheck } from '@ganado/shared/genetics';
import { CALF_ID, OTHER_CALF_ID, USER_ID } from '../shared/testing';

export const SUBMISSION_ID = '00000000-0000-4000-8000-000000000b71';

/** The calf with a full sheet, and his half-brother without a weaning weight. */
export const checkedTwo: SubmissionCheck = {
  required: ['regNo', 'animalName', 'weaningWeight', 'weaningDate'],
  animals: [
    { id: CALF_ID, tagNumber: 'ES-0100', missing: [] },
    { id: OTHER_CALF_ID, tagNumber: 'ES-0101', missing: ['weaningWeight', 'weaningDate'] },
  ],
  ready: 1,
};

export const submission: Submission = {
  id: SUBMISSION_ID,
  fileName: 'submission-2026-02-10-1.csv',
  sections: ['birth', 'weaning'],
  animals: 1,
  createdBy: { id: USER_ID, name: 'Fran Farmer' },
  createdAt: '2026-02-10T11:20:00.000Z',
};

/** An animal as the genetics list answers it. */
export const listed = (id: string, tagNumber: string, birthDate: string | null): GeneticListItem => ({
  animal: { id, tagNumber, nickname: null, gender: 'male', breed: 'Angus', birthDate, farm: 'La Dehesa', status: 'active', inbreeding: null },
  values: {},
});
