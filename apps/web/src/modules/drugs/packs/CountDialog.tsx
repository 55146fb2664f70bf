import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Pack } from '@ganado/shared/drugs';
import type { Unit } from '@ganado/shared/ledger';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../farms/form/NumberField';
import { countPack } from '../api';
import { useDrugFigures } from '../figures';
import { countForm, unitsLike, wallClockNow } from './pack-forms';
import { PackDialog } from './PackDialog';
import { usePackForm } from './use-pack-form';

/** A stocktake of a pack: what is really in it, which its figure is reset to. It starts from the figure on record. */
export function CountDialog({ pack, onClose, onSaved }: { pack: Pack; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const { control, submit, failure, submitting } = usePackForm({
    schema: countForm,
    defaultValues: { occurredAt: wallClockNow(), quantity: { value: pack.stockOnHand, unit: pack.unit as Unit }, notes: '' },
    fields: ['occurredAt', 'quantity.value', 'quantity.unit', 'notes'],
    send: (body) => countPack(pack.id, body),
    onSaved,
  });
  return (
    <PackDialog title={t('packs.countTitle', { batch: pack.batch })} submitLabel={t('packs.count')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FormDateField control={control} name="occurredAt" label={t('packs.fields.occurredAt')} required withTime />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '2fr 1fr' }}>
        <NumberField control={control} name="quantity.value" label={t('packs.fields.counted')} required helperText={t('packs.onRecord', { amount: figures.amount(pack.stockOnHand, pack.unit) })} />
        <SelectField control={control} name="quantity.unit" label={t('packs.fields.unit')} required options={unitsLike(pack.unit).map((unit) => ({ value: unit, label: figures.unit(unit) }))} />
      </Box>
      <FormTextField control={control} name="notes" label={t('packs.fields.notes')} multiline minRows={2} maxLength={500} />
    </PackDialog>
  );
}
