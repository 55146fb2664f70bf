import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BulkActionRequest } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { FormDateField } from '../../../components/dates/FormDateField';
import { type MedicineForm, MedicineFields } from '../../drugs/administration/MedicineFields';
import { type MedicineValues, withMedicineChecks } from '../../drugs/administration/medicine';
import { blankQuantity } from '../records/blanks';
import { TextInput } from '../records/fields';

type HealthValues = MedicineValues & { occurredAt: string; batch?: string | null };

/** The form's values as the bulk action sends them: one record for every animal, its date the action's. */
export function healthBody({ occurredAt, status: _status, ...record }: HealthValues): Omit<Extract<BulkActionRequest, { action: 'recordHealth' }>, 'animalIds'> {
  // A dose left blank is no dose; empty fields are not sent.
  const dose = typeof record.dose?.value === 'number' && Number.isFinite(record.dose.value) ? record.dose : null;
  const named = Object.fromEntries(Object.entries({ ...record, dose }).filter(([, value]) => value !== '' && value !== null && value !== undefined));
  return { action: 'recordHealth', occurredAt, record: named as Extract<BulkActionRequest, { action: 'recordHealth' }>['record'] };
}

// The server checks every field again; here, what must be named (a drug and its pack and dose, or a product).
const resolver: Resolver<HealthValues> = withMedicineChecks(async (values) => ({ values, errors: {} }));

function TypeChoice({ form }: { form: ReturnType<typeof useForm<HealthValues>> }) {
  const { t } = useTranslation('animals');
  const { field } = useController({ control: form.control, name: 'type' });
  return (
    <RadioGroup row aria-label={t('bulk.healthType')} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
      {(['treatment', 'vaccination'] as const).map((type) => (
        <FormControlLabel key={type} value={type} control={<Radio />} label={t(`recordChoices.recordTypes.${type}`)} />
      ))}
    </RadioGroup>
  );
}

/** A treatment or vaccination for every animal chosen, each dose drawn from the pack named, each animal with its withdrawal. */
export function useBulkHealthForm() {
  return useForm<HealthValues>({
    resolver,
    defaultValues: { type: 'treatment', status: 'done', occurredAt: todayIn(userTimeZone()), drugId: null, packId: null, dose: blankQuantity('mL'), route: null, veterinarian: '', product: '', vaccine: '', batch: '' },
  });
}

export function BulkHealthFields({ form }: { form: ReturnType<typeof useBulkHealthForm> }) {
  const { t } = useTranslation('animals');
  const type = form.watch('type');
  return (
    <>
      <TypeChoice form={form} />
      <MedicineFields
        form={form as unknown as MedicineForm}
        byHand={type === 'vaccination' ? <TextInput control={form.control} name="batch" label={t('recordFields.batch')} /> : undefined}
      />
      <FormDateField control={form.control} name="occurredAt" label={t('bulk.date')} required />
    </>
  );
}
