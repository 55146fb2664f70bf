import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { occurredAt, serviceRecord } from '@ganado/shared/animals';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { FormDateField } from '../../../components/dates/FormDateField';
import { StrawFields, useStrawsOffered } from '../../semen/insemination/StrawFields';
import { TextInput } from '../records/fields';

/** What the bulk insemination asks: the straw and inseminator, or a code of an outside straw, and the day. */
const serviceFields = serviceRecord.pick({ semenPackId: true, inseminatorId: true, semenCode: true, technician: true }).extend({ occurredAt });
export type BulkServiceValues = z.input<typeof serviceFields>;

/** The form's values as the bulk action sends them: an AI service for every animal chosen. */
export const serviceBody = ({ occurredAt: day, ...record }: z.output<typeof serviceFields>) => ({
  action: 'recordService' as const,
  occurredAt: day,
  record: { method: 'artificialInsemination' as const, ...Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== '')) },
});

export function useBulkServiceForm() {
  return useForm<BulkServiceValues, unknown, z.output<typeof serviceFields>>({
    resolver: zodResolver(serviceFields),
    defaultValues: { occurredAt: todayIn(userTimeZone()), semenPackId: null, inseminatorId: null, semenCode: '', technician: '' },
  });
}

/**
 * An artificial insemination of every animal chosen in the list (docs/decisions.md: insemination
 * uses a straw): a straw of the tanks each, by one inseminator, the sire the straw's; or an outside
 * straw named by its code.
 */
export function BulkServiceFields({ form }: { form: ReturnType<typeof useBulkServiceForm> }) {
  const { t } = useTranslation('animals');
  const straws = useStrawsOffered();
  const packId = useWatch({ control: form.control, name: 'semenPackId' });
  return (
    <>
      {straws && <StrawFields form={form} />}
      {!packId && <TextInput control={form.control} name="semenCode" label={t('recordFields.semenCode')} />}
      <TextInput control={form.control} name="technician" label={t('recordFields.technician')} />
      <FormDateField control={form.control} name="occurredAt" label={t('bulk.date')} required />
    </>
  );
}
