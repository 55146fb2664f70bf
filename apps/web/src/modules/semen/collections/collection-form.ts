import type { FieldPath } from 'react-hook-form';
import { collectionRequest, type CollectionForm } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { instantOf, wallClockNow } from '../../drugs/packs/pack-forms';

/** A sire as the form shows him once chosen. */
export interface SireChoice {
  id: string;
  name: string;
  naabCode: string | null;
}

/** The collection form as typed: figures as numbers (null while blank), the instant on this device's clock. */
export interface CollectionValues {
  sire: SireChoice | null;
  sireId: string;
  collectedAt: string;
  centre: string;
  volumeMl: number | null;
  concentrationMillionPerMl: number | null;
  motilityPercent: number | null;
  normalFormsPercent: number | null;
  dosesProduced: number | null;
  batchCode: string;
  notes: string;
}

/** A new collection: of the sire given (a sire's page opens the form for him), now. */
export const collectionValues = (sire: SireChoice | null): CollectionValues => ({
  sire,
  sireId: sire?.id ?? '',
  collectedAt: wallClockNow(),
  centre: '',
  volumeMl: null,
  concentrationMillionPerMl: null,
  motilityPercent: null,
  normalFormsPercent: null,
  dosesProduced: null,
  batchCode: '',
  notes: '',
});


/** The contract's body: blanks as null (the batch code then made by the server), the figures as typed. */
export const collectionBody = (values: CollectionValues): CollectionForm => ({
  sireId: values.sireId,
  collectedAt: instantOf(values.collectedAt),
  centre: values.centre.trim(),
  // Blank figures reach the contract as missing, and get its message.
  volumeMl: values.volumeMl as number,
  concentrationMillionPerMl: values.concentrationMillionPerMl as number,
  motilityPercent: values.motilityPercent as number,
  normalFormsPercent: values.normalFormsPercent as number,
  dosesProduced: values.dosesProduced as number,
  batchCode: textOrNull(values.batchCode),
  notes: textOrNull(values.notes),
});

export const collectionResolver = bodyResolver(collectionRequest, collectionBody);

/** The fields the server may name in a 404, 409 or 422. */
export const COLLECTION_FIELDS: FieldPath<CollectionValues>[] = [
  'sireId',
  'collectedAt',
  'centre',
  'volumeMl',
  'concentrationMillionPerMl',
  'motilityPercent',
  'normalFormsPercent',
  'dosesProduced',
  'batchCode',
  'notes',
];
