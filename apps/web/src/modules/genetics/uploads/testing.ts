import type { EpdUpload } from '@ganado/shared/genetics';

export const UPLOAD_ID = '00000000-0000-4000-8000-000000000a01';
export const REJECTED_ID = '00000000-0000-4000-8000-000000000a02';

export const upload = (changes: Partial<EpdUpload>): EpdUpload => ({
  id: UPLOAD_ID,
  fileName: 'weaning-2025.csv',
  status: 'queued',
  totalRows: 200,
  processed: 0,
  errors: [],
  attempts: 1,
  lastError: null,
  createdAt: '2025-10-02T08:00:00.000Z',
  finishedAt: null,
  ...changes,
});

/** A file with an unknown tag and a weaning weighed too old: rejected whole. */
export const rejectedRows = [
  { row: 3, param: 'Tag number', msg: 'No animal of the herd has this tag number.', key: 'genetics.uploadUnknownAnimal', params: { column: 'Tag number' } },
  { row: 7, param: 'weaningDate', msg: 'A weaning weight is taken at 160 to 250 days of age.', key: 'genetics.weaningAgeOutside', params: { column: 'weaningDate' } },
];
export const rejectedUpload = upload({ id: REJECTED_ID, fileName: 'yearlings.xlsx', status: 'rejected', totalRows: 40, errors: rejectedRows, finishedAt: '2025-10-01T10:00:00.000Z', createdAt: '2025-10-01T10:00:00.000Z' });
