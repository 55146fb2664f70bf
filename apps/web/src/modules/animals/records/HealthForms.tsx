import { useTranslation } from 'react-i18next';
import { DISEASE_SEVERITIES, SAMPLE_TYPES } from '@ganado/shared/animals';
import { type MedicineForm, MedicineFields, type MedicineSpecies } from '../../drugs/administration/MedicineFields';
import { useAnimal } from '../detail/api';
import { blankQuantity } from './blanks';
import { ChoiceField, DateField, TextInput } from './fields';
import { RecordFormShell, useRecordForm, type RecordFormProps } from './record-form';

export function DiseaseForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('disease', props, { diagnosis: '', severity: null, symptoms: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.disease')} state={state.shell} props={props}>
      <TextInput control={state.control} name="diagnosis" label={t('recordFields.diagnosis')} required />
      <ChoiceField control={state.control} name="severity" label={t('recordFields.severity')} values={DISEASE_SEVERITIES} labelOf={(value) => t(`recordChoices.diseaseSeverities.${value}`)} />
      <TextInput control={state.control} name="symptoms" label={t('recordFields.symptoms')} multiline />
    </RecordFormShell>
  );
}

/** The animal's species, for the drug label's withdrawal line. */
function useSpeciesOf(animalId: string): MedicineSpecies | undefined {
  const animal = useAnimal(animalId).data;
  return animal ? { code: animal.speciesCode, name: animal.speciesName } : undefined;
}

/** The medicine group reads and fills the form's medicine fields, whichever of the two types it is. */
const medicineForm = (form: { control: unknown; setValue: unknown }) => form as unknown as MedicineForm;

const MEDICINE_BLANKS = { drugId: null, packId: null, dose: blankQuantity('mL'), route: null, veterinarian: '', withdrawalEndsOn: '' };

export function TreatmentForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('treatment', props, { ...MEDICINE_BLANKS, product: '', reason: '' });
  const species = useSpeciesOf(props.animalId);
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.treatment')} state={state.shell} props={props}>
      <MedicineFields form={medicineForm(state.form)} species={species} />
      <TextInput control={state.control} name="reason" label={t('recordFields.reason')} />
    </RecordFormShell>
  );
}

export function VaccinationForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('vaccination', props, { ...MEDICINE_BLANKS, vaccine: '', batch: '', nextDueOn: '' });
  const species = useSpeciesOf(props.animalId);
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.vaccination')} state={state.shell} props={props}>
      {/* With a drug of the cabinet the batch is its pack's. */}
      <MedicineFields form={medicineForm(state.form)} species={species} byHand={<TextInput control={state.control} name="batch" label={t('recordFields.batch')} />} />
      <DateField control={state.control} name="nextDueOn" label={t('recordFields.nextDueOn')} />
    </RecordFormShell>
  );
}

export function LabResultForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('labResult', props, { test: '', sampleType: null, result: '', laboratory: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.labResult')} state={state.shell} props={props}>
      <TextInput control={state.control} name="test" label={t('recordFields.test')} required />
      <ChoiceField control={state.control} name="sampleType" label={t('recordFields.sampleType')} values={SAMPLE_TYPES} labelOf={(value) => t(`recordChoices.sampleTypes.${value}`)} />
      <TextInput control={state.control} name="result" label={t('recordFields.labResult')} required multiline />
      <TextInput control={state.control} name="laboratory" label={t('recordFields.laboratory')} />
    </RecordFormShell>
  );
}
