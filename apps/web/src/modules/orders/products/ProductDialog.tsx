import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNIT_IDS } from '@ganado/shared/ledger';
import { orderOperations as ops, PRODUCT_KINDS, PRODUCT_NAME_MAX, type Product, type ProductForm } from '@ganado/shared/orders';
import { errorText } from '../../../app/api';
import { PersistentDialog } from '../../../components/dialogs/PersistentDialog';
import { withFilledTexts } from '../../../components/form/failure-notice';
import { FormTextField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { CheckboxField, fieldGrid } from '../../farms/form/fields';
import { createProduct, updateProduct, useDrugChoices, useRefreshOrders, useStrawBatchChoices, useSupplyChoices } from '../api';
import { useOrderFigures } from '../figures';
import { keptAsDrug, keptAsStraws, keptAsSupply, PRODUCT_FIELDS, productResolver, productValues, type ProductValues } from './product-form';

const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;

/** A select's choices, the one already linked kept among them (a list the session may not read leaves only it). */
const choicesOf = (items: readonly { id: string; name: string }[] | undefined, linked: { id: string; name: string } | null | undefined) =>
  [...(linked && !items?.some((item) => item.id === linked.id) ? [linked] : []), ...(items ?? [])].map((item) => ({ value: item.id, label: item.name }));

/**
 * A product added to the catalogue or changed: its name, kind, unit, price in its currency and tax
 * rate; feed and supplies name the supply whose stock an order moves, a drug the drug of the
 * cabinet, semen straws their approved batch. Refused, the server's message heads the form ("Product not Added") and each field says why.
 */
export function ProductDialog({ product, onClose, onSaved }: { product: Product | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const formId = useId();
  const refresh = useRefreshOrders();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProductValues, unknown, ProductForm>({ resolver: productResolver, defaultValues: productValues(product) });
  // The fields hold the typed values; the body is made of them once checked (product-form.ts).
  const control = form.control as unknown as Control<ProductValues>;
  const [kind, unit] = useWatch({ control, name: ['kind', 'unit'] });
  const supplies = useSupplyChoices(keptAsSupply(kind));
  const drugs = useDrugChoices(keptAsDrug(kind));
  const batches = useStrawBatchChoices(keptAsStraws(kind));
  const strawBatches = batches.data?.items.map((batch) => ({ id: batch.id, name: t('products.strawBatch', { code: batch.code, sire: batch.sire.name }) }));
  // Feed and supplies name the supply they are kept as, a drug the drug of the cabinet; other kinds no stock.
  const link = keptAsSupply(kind)
    ? { name: 'supplyId' as const, field: 'supply', options: choicesOf(supplies.data?.items, product?.supply) }
    : keptAsDrug(kind)
      ? { name: 'drugId' as const, field: 'drug', options: choicesOf(drugs.data?.items, product?.drug) }
      : keptAsStraws(kind)
        ? { name: 'semenBatchId' as const, field: 'semenBatch', options: choicesOf(strawBatches, product?.semenBatch && { id: product.semenBatch.id, name: product.semenBatch.code }) }
        : null;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await (product ? updateProduct(product.id, body) : createProduct(body));
      await refresh();
      onSaved((product ? ops.updateProduct : ops.addProduct).message);
    } catch (error) {
      applyServerFieldErrors(withFilledTexts(error), PRODUCT_FIELDS, form.setError);
      setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });

  return (
    <PersistentDialog
      open
      width="wide"
      title={t(product ? 'products.editTitle' : 'products.addTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('common:admin.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" loading={form.formState.isSubmitting}>
            {t('products.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="name" label={t('products.fields.name')} required maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
          <SelectField control={control} name="kind" label={t('products.fields.kind')} required options={PRODUCT_KINDS.map((value) => ({ value, label: t(`productKinds.${value}`) }))} />
          <SelectField control={control} name="unit" label={t('products.fields.unit')} required options={UNIT_IDS.map((value) => ({ value, label: figures.unit(value) }))} />
          <SelectField control={control} name="currency" label={t('products.fields.currency')} required options={CURRENCIES} />
          <FormTextField control={control} name="price" label={t('products.fields.price')} required helperText={unit && t('products.priceHelp', { unit: figures.unit(unit, 1) })} slotProps={DECIMAL} autoComplete="off" />
          <FormTextField control={control} name="taxRate" label={t('products.fields.taxRate')} slotProps={DECIMAL} autoComplete="off" />
          {link && <SelectField key={link.name} control={control} name={link.name} label={t(`products.fields.${link.field}`)} helperText={t(`products.${link.field}Help`)} blank={t('products.none')} options={link.options} />}
        </Box>
        <FormTextField control={control} name="description" label={t('products.fields.description')} multiline minRows={2} maxLength={500} />
        <CheckboxField control={control} name="active" label={t('products.fields.active')} />
      </Box>
    </PersistentDialog>
  );
}
