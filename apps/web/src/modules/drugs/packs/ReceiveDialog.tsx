import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { BATCH_MAX, type Drug } from '@ganado/shared/drugs';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { fieldGrid } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { receivePacks } from '../api';
import { useDrugFigures } from '../figures';
import { LOCATION_FIELDS, LocationFields } from './LocationFields';
import { blankLocation, DEFAULT_CURRENCY, receiptForm, type ReceiptValues, unitsLike, wallClockNow } from './pack-forms';
import { PackDialog } from './PackDialog';
import { usePackForm } from './use-pack-form';

const FIELDS = ['batch', 'expiresOn', 'receivedAt', 'size.value', 'size.unit', 'count', ...LOCATION_FIELDS, 'price.currency', 'supplier', 'notes'] as const;
const CURRENCIES = Intl.supportedValuesOf('currency');

/** Packs of one batch received into the cabinet by hand (docs/product.md §3 "Drug pack"): each is a pack of its own. */
export function ReceiveDialog({ drug, onClose, onSaved }: { drug: Drug; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const { control, submit, failure, submitting } = usePackForm({
    schema: receiptForm,
    defaultValues: {
      batch: '',
      expiresOn: '',
      receivedAt: wallClockNow(),
      // The size is left blank: a form's defaults may leave out what a person must type.
      size: { unit: drug.stockUnit as ReceiptValues['size']['unit'] },
      count: 1,
      location: blankLocation(),
      price: { amount: null, currency: DEFAULT_CURRENCY },
      supplier: '',
      notes: '',
    },
    fields: FIELDS,
    send: (body) => receivePacks(drug.id, body),
    onSaved,
  });
  return (
    <PackDialog title={t('packs.receiveTitle', { name: drug.name })} submitLabel={t('packs.receive')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Box sx={fieldGrid}>
        <FormTextField control={control} name="batch" label={t('packs.fields.batch')} required maxLength={BATCH_MAX} autoComplete="off" />
        <FormDateField control={control} name="expiresOn" label={t('packs.fields.expiresOn')} required />
        <FormDateField control={control} name="receivedAt" label={t('packs.fields.receivedAt')} required withTime />
        <NumberField control={control} name="count" label={t('packs.fields.count')} required />
        <NumberField control={control} name="size.value" label={t('packs.fields.size')} required />
        <SelectField control={control} name="size.unit" label={t('packs.fields.unit')} required options={unitsLike(drug.stockUnit).map((unit) => ({ value: unit, label: figures.unit(unit) }))} />
      </Box>
      <LocationFields control={control} />
      <Box sx={fieldGrid}>
        <NumberField control={control} name="price.amount" label={t('packs.fields.price')} helperText={t('packs.priceHelp')} />
        <SelectField control={control} name="price.currency" label={t('packs.fields.currency')} options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
        <FormTextField control={control} name="supplier" label={t('packs.fields.supplier')} autoComplete="off" />
      </Box>
      <FormTextField control={control} name="notes" label={t('packs.fields.notes')} multiline minRows={2} maxLength={500} />
    </PackDialog>
  );
}
