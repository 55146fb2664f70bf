import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES, DISEASE_SEVERITIES, DOSE_UNITS, SAMPLE_TYPES } from '@ganado/shared/animals';
import { blankQuantity } from './blanks';
import { ChoiceField, DateField, QuantityField, TextInput } from './fields';
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

export function TreatmentForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('treatment', props, { product: '', dose: blankQuantity('mL'), route: null, reason: '', withdrawalEndsOn: '', veterinarian: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.treatment')} state={state.shell} props={props}>
      <TextInput control={state.control} name="product" label={t('recordFields.product')} required />
      <QuantityField control={state.control} name="dose" label={t('recordFields.dose')} units={DOSE_UNITS} />
      <ChoiceField control={state.control} name="route" label={t('recordFields.route')} values={ADMINISTRATION_ROUTES} labelOf={(value) => t(`recordChoices.administrationRoutes.${value}`)} />
      <TextInput control={state.control} name="reason" label={t('recordFields.reason')} />
      <DateField control={state.control} name="withdrawalEndsOn" label={t('recordFields.withdrawalEndsOn')} />
      <TextInput control={state.control} name="veterinarian" label={t('recordFields.veterinarian')} />
    </RecordFormShell>
  );
}

export function VaccinationForm(props: RecordFormProps) {
  const { t } = useTranslation('animals');
  const state = useRecordForm('vaccination', props, { vaccine: '', dose: blankQuantity('mL'), batch: '', nextDueOn: '' });
  return (
    <RecordFormShell title={t('recordChoices.recordTypes.vaccination')} state={state.shell} props={props}>
      <TextInput control={state.control} name="vaccine" label={t('recordFields.vaccine')} required />
      <QuantityField control={state.control} name="dose" label={t('recordFields.dose')} units={DOSE_UNITS} />
      <TextInput control={state.control} name="batch" label={t('recordFields.batch')} />
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
