import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '@ganado/shared/feed';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { fieldGrid } from '../../farms/form/fields';
import { addPrice, createSupplier, useIngredientChoices } from '../api';
import { MoneyField, useCurrencyDefault } from '../components/MoneyField';
import { useFeedForm } from '../components/use-feed-form';
import { blankPrice, blankSupplier, PRICE_FIELDS, priceResolver, SUPPLIER_FIELDS, supplierResolver, type PriceValues, type SupplierValues } from './supplier-forms';

/** A supplier added: a counterparty of kind supplier, with how to reach them. */
export function SupplierDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('feed');
  const state = useFeedForm({ resolver: supplierResolver, defaultValues: blankSupplier, fields: SUPPLIER_FIELDS, send: createSupplier, onSaved });
  const { control } = state;
  const field = (name: keyof SupplierValues) => t(`suppliers.fields.${name}`);
  return (
    <FormDialog title={t('suppliers.addTitle')} submitLabel={t('suppliers.save')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <FormTextField control={control} name="name" label={field('name')} required autoComplete="organization" />
      <Box sx={fieldGrid}>
        <FormTextField control={control} name="email" label={field('email')} type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label={field('phone')} type="tel" autoComplete="tel" maxLength={30} />
      </Box>
      <FormTextField control={control} name="address" label={field('address')} multiline minRows={2} maxLength={300} autoComplete="street-address" />
      <FormTextField control={control} name="notes" label={field('notes')} multiline minRows={2} maxLength={500} />
    </FormDialog>
  );
}

/** A price of a feed put on a supplier's list, per tonne as fed, from a day on (the latest on or before a day is the price). */
export function PriceDialog({ supplier, onClose, onSaved }: { supplier: Supplier; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('feed');
  const feeds = useIngredientChoices();
  const state = useFeedForm({
    resolver: priceResolver,
    defaultValues: blankPrice(supplier.prices[0]?.pricePerTonne.currency),
    fields: PRICE_FIELDS,
    send: (body) => addPrice(supplier.id, body),
    onSaved,
  });
  const { control } = state;
  useCurrencyDefault(state.form, 'pricePerTonne');
  return (
    <FormDialog title={t('suppliers.priceTitle', { name: supplier.name })} submitLabel={t('suppliers.savePrice')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <SelectField<PriceValues> control={control} name="ingredientId" label={t('suppliers.fields.feed')} required options={(feeds.data?.items ?? []).map((feed) => ({ value: feed.id, label: feed.name }))} />
      <MoneyField control={control} name="pricePerTonne" label={t('suppliers.fields.pricePerTonne')} required />
      <FormDateField control={control} name="validFrom" label={t('suppliers.fields.validFrom')} required />
    </FormDialog>
  );
}
