import type { FieldPath } from 'react-hook-form';
import type { AnimalReference } from '@ganado/shared/animals';
import { healthTestRequest, sireRequest, type HealthTestRequest, type HealthTestResult, type Sire, type SireForm } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

/** The sire form as typed: the herd animal chosen beside its id (for the picker's label). */
export interface SireValues {
  name: string;
  animal: AnimalReference | null;
  animalId: string;
  naabCode: string;
  internationalId: string;
  breed: string;
}

/** A sire names his herd animal by tag only: enough for the picker's label (he is a male). */
const reference = (animal: { id: string; tagNumber: string }): AnimalReference => ({ ...animal, nickname: null, gender: 'male' });

export const sireValues = (sire: Sire | null): SireValues => ({
  name: sire?.name ?? '',
  animal: sire?.animal ? reference(sire.animal) : null,
  animalId: sire?.animal?.id ?? '',
  naabCode: sire?.naabCode ?? '',
  internationalId: sire?.internationalId ?? '',
  breed: sire?.breed ?? '',
});

/** The contract's body: blanks as null; the codes as typed (the server writes them upper-case without spaces). */
export const sireBody = (values: SireValues): SireForm => ({
  name: values.name.trim(),
  animalId: values.animalId || null,
  naabCode: textOrNull(values.naabCode),
  internationalId: textOrNull(values.internationalId),
  breed: textOrNull(values.breed),
});

export const sireResolver = bodyResolver(sireRequest, sireBody);
export const SIRE_FIELDS: FieldPath<SireValues>[] = ['name', 'animalId', 'naabCode', 'internationalId', 'breed'];

/** A health test as typed: the day as the picker holds it, the result chosen. */
export interface HealthTestValues {
  testedOn: string;
  disease: string;
  result: HealthTestResult | '';
}
export const blankHealthTest: HealthTestValues = { testedOn: '', disease: '', result: '' };
export const healthTestResolver = bodyResolver(healthTestRequest, (values: HealthTestValues): HealthTestRequest => ({ testedOn: values.testedOn, disease: values.disease.trim(), result: values.result as HealthTestResult }));
export const HEALTH_TEST_FIELDS: FieldPath<HealthTestValues>[] = ['testedOn', 'disease', 'result'];
