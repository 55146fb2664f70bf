import type { RecordForm } from '@ganado/shared/animals';
import { blankQuantity } from '../../animals/records/blanks';

/** The daily work the barn records offline, in the order its buttons show (docs/decisions.md, "Offline in the barn"). */
export const BARN_RECORD_TYPES = ['weight', 'milk', 'treatment', 'vaccination', 'note', 'service', 'pregnancyCheck', 'calving', 'groupChange'] as const;
export type BarnRecordType = (typeof BARN_RECORD_TYPES)[number];

const MEDICINE = { drugId: null, packId: null, dose: blankQuantity('mL'), route: null, veterinarian: '' };

/** Each type's empty form. */
export const RECORD_BLANKS: Record<BarnRecordType, Record<string, unknown>> = {
  weight: { weight: blankQuantity('kg'), method: null },
  milk: { yield: blankQuantity('L'), session: 'daily' },
  treatment: { ...MEDICINE, product: '', reason: '' },
  vaccination: { ...MEDICINE, vaccine: '', batch: '' },
  note: { text: '' },
  service: { method: 'naturalMating', sireId: null, semenCode: '', technician: '' },
  pregnancyCheck: { result: null, method: null },
  calving: { birthEase: null, calves: [{ tagNumber: '', gender: null, birthWeight: blankQuantity('kg') }] },
  groupChange: { groupId: null },
};

export const isBarnRecordType = (type: unknown): type is BarnRecordType => (BARN_RECORD_TYPES as readonly unknown[]).includes(type);

export type { RecordForm };
