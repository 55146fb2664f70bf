import { useTranslation } from 'react-i18next';
import { DISPOSAL_REASONS, type Pack } from '@ganado/shared/drugs';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { disposePack } from '../api';
import { useDrugFigures } from '../figures';
import { disposalForm, wallClockNow } from './pack-forms';
import { PackDialog } from './PackDialog';
import { usePackForm } from './use-pack-form';

/** What is left in a pack leaves the stock, with the reason; an expired pack starts with that reason. */
export function DisposeDialog({ pack, onClose, onSaved }: { pack: Pack; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const { control, submit, failure, submitting } = usePackForm({
    schema: disposalForm,
    defaultValues: { occurredAt: wallClockNow(), reason: pack.status === 'expired' ? 'expired' : undefined, notes: '' },
    fields: ['occurredAt', 'reason', 'notes'],
    send: (body) => disposePack(pack.id, body),
    onSaved,
  });
  return (
    <PackDialog title={t('packs.disposeTitle', { batch: pack.batch })} submitLabel={t('packs.dispose')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FormDateField control={control} name="occurredAt" label={t('packs.fields.occurredAt')} required withTime />
      <SelectField
        control={control}
        name="reason"
        label={t('packs.fields.reason')}
        required
        helperText={t('packs.disposeLeft', { amount: figures.amount(pack.stockOnHand, pack.unit) })}
        options={DISPOSAL_REASONS.map((reason) => ({ value: reason, label: t(`choices.disposalReasons.${reason}`) }))}
      />
      <FormTextField control={control} name="notes" label={t('packs.fields.notes')} multiline minRows={2} maxLength={500} />
    </PackDialog>
  );
}
