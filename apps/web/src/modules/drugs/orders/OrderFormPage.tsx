import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { drugOperations as ops, type DrugOrder, type DrugOrderRequest } from '@ganado/shared/drugs';
import type { RouteEntry } from '../../../app/route-map';
import { DraftOnly } from '../../../components/admin/DraftOnly';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { saveSubmit } from '../../../components/form/save-submit';
import { SelectField } from '../../../components/form/SelectField';
import { PageTitle } from '../../../components/PageTitle';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { useRefreshDrugs } from '../api';
import { createOrder, updateOrder, useDrugOrder } from './api';
import { orderFields, orderForm, orderValues, type OrderValues } from './order-form';
import { OrderLines, type OrderFormApi } from './OrderLines';

const CURRENCIES = Intl.supportedValuesOf('currency');
// The schema reads typed values (blank numbers as null) and answers the contract's body.
const resolver = zodResolver(orderForm as unknown as z.ZodType<DrugOrderRequest, FieldValues>) as unknown as Resolver<OrderValues, unknown, DrugOrderRequest>;

/** A new order or a draft rewritten: saved, the order's page opens and says so. */
function OrderEditor({ order }: { order?: DrugOrder }) {
  const { t } = useTranslation('drugs');
  const refresh = useRefreshDrugs();
  const form = useForm<OrderValues, unknown, DrugOrderRequest>({ resolver, defaultValues: orderValues(order) });
  const flow = useSaveFlow(form.formState.isDirty);
  // The fields hold and change the typed values; what the schema makes of them (minor units, nulls)
  // only matters once sent, so they see the form as one of typed values (as use-pack-form does).
  const typed = form as unknown as OrderFormApi;
  const { control } = typed;

  const submit = saveSubmit({
    form,
    flow,
    send: (body: DrugOrderRequest) => (order ? updateOrder(order.id, body) : createOrder(body)),
    refresh,
    pageOf: (saved) => `/drugList/orders/${saved.id}`,
    message: (order ? ops.updateDrugOrder : ops.addDrugOrder).message,
    fields: orderFields,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="order-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('orders.sections.order')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="supplier" label={t('orders.fields.supplier')} required autoComplete="off" />
          <FormTextField control={control} name="reference" label={t('orders.fields.reference')} helperText={t('orders.referenceHelp')} maxLength={60} autoComplete="off" />
          <SelectField control={control} name="currency" label={t('orders.fields.currency')} required options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
          <FormDateField control={control} name="expectedOn" label={t('orders.fields.expectedOn')} />
        </Box>
        <FormTextField control={control} name="address" label={t('orders.fields.address')} helperText={t('orders.addressHelp')} maxLength={200} />
      </FormSection>
      <FormSection title={t('orders.sections.lines')}>
        <OrderLines form={typed} />
      </FormSection>
      <FormTextField control={control} name="notes" label={t('orders.fields.notes')} multiline minRows={2} maxLength={500} />
      <FormFooter flow={flow} cancelTo={order ? `/drugList/orders/${order.id}` : '/drugList/orders'} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /drugList/orders/new. */
export function NewOrderPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <OrderEditor />
    </Box>
  );
}

/** /drugList/orders/:id/edit: only a draft may be rewritten (the server refuses anything else with 409). */
export function EditOrderPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['common', 'messages']);
  const { id } = useParams();
  return (
    <DraftOnly title={t(entry.titleKey)} query={useDrugOrder(id)} notDraft={t('messages:drugs.orderNotDraft')}>
      {(loaded) => <OrderEditor key={loaded.id} order={loaded} />}
    </DraftOnly>
  );
}
