import type { Genotype } from '@ganado/shared/genetics';
import { CALF_ID, DAM_ID, SIRE_ID, USER_ID } from '../shared/testing';

export const GENOTYPE_ID = '00000000-0000-4000-8000-000000000e01';
export const CANDIDATE_ID = '00000000-0000-4000-8000-000000000e02';

/** The calf's 50K genotype: its recorded sire excluded by 212 opposing homozygotes, its dam compatible, another bull a candidate. */
export const conflicting: Genotype = {
  id: GENOTYPE_ID,
  animal: { id: CALF_ID, tagNumber: 'ES-0100', nickname: 'Lucero' },
  technicianName: 'Ana María López',
  genoData: 'Neogen GGP Bovine 50K',
  serviceNote: 'Hair sample, tail switch',
  fileName: 'FinalReport_ES0100.txt',
  format: 'finalReport',
  sampleId: 'ES0100',
  snps: 50000,
  called: 49350,
  callRate: 0.987,
  parentage: {
    sire: { animal: { id: SIRE_ID, tagNumber: 'ES-0007' }, verdict: 'excluded', compared: 47120, opposing: 212, rate: 0.0045 },
    dam: { animal: { id: DAM_ID, tagNumber: 'ES-0001' }, verdict: 'compatible', compared: 47300, opposing: 3, rate: 0.0000634 },
    candidateSires: [{ animal: { id: CANDIDATE_ID, tagNumber: 'ES-0009' }, verdict: 'compatible', compared: 46900, opposing: 2, rate: 0.0000426 }],
    conflict: true,
    checkedAt: '2026-02-03T10:15:00.000Z',
  },
  createdBy: { id: USER_ID, name: 'Fran Farmer' },
  createdAt: '2026-02-03T10:15:00.000Z',
  updatedAt: '2026-02-03T10:15:00.000Z',
};

/** The same genotype with both parents confirmed. */
export const verified: Genotype = {
  ...conflicting,
  parentage: {
    sire: { ...conflicting.parentage!.sire, verdict: 'compatible', opposing: 4, rate: 0.0000849 },
    dam: conflicting.parentage!.dam,
    candidateSires: [],
    conflict: false,
    checkedAt: conflicting.parentage!.checkedAt,
  },
};

/** A lab file as a person picks it. */
export const labFile = (name = 'FinalReport_ES0100.txt') => new File(['[Header]\n'], name, { type: 'text/plain' });
