import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { orderOperations as ops, type Order, type OrderDirection, type OrderForm } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { DraftOnly } from '../../../components/admin/DraftOnly';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { saveSubmit } from '../../../components/form/save-submit';
import { SelectField } from '../../../components/form/SelectField';
import { PageTitle } from '../../../components/PageTitle';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { createOrder, updateOrder, useOrder, useRefreshOrders } from '../api';
import { CounterpartySection } from './CounterpartySection';
import { orderFields, orderResolver, orderValues, type OrderValues } from './order-form';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';

const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));
const LIST = { sale: '/sell-trade', purchase: '/buy-view' } as const;

/** A new sale or purchase, or a draft rewritten whole: saved, the order's page opens and says so. */
function OrderEditor({ direction, order }: { direction: OrderDirection; order?: Order }) {
  const { t } = useTranslation('orders');
  const refresh = useRefreshOrders();
  const form = useForm<OrderValues, unknown, OrderForm>({ resolver: orderResolver, defaultValues: orderValues(direction, order) });
  const flow = useSaveFlow(form.formState.isDirty);
  // The fields hold and change the typed values; the body is made of them once checked (order-form.ts).
  const typed = form as unknown as Parameters<typeof OrderLines>[0]['form'];
  const { control } = typed;

  const submit = saveSubmit({
    form,
    flow,
    send: (body: OrderForm) => (order ? updateOrder(order.id, body) : createOrder(body)),
    refresh,
    pageOf: (saved) => `/orders/${saved.id}`,
    message: (order ? ops.updateOrder : ops.addOrder).message,
    fields: orderFields,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="order-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t(`form.sections.${order?.direction ?? direction}`)}>
        <CounterpartySection form={typed} initial={order?.counterparty ?? null} />
        <Box sx={fieldGrid}>
          <SelectField control={control} name="currency" label={t('form.fields.currency')} required options={CURRENCIES} />
          <FormTextField control={control} name="reference" label={t('form.fields.reference')} helperText={t('form.referenceHelp')} maxLength={60} autoComplete="off" />
          <FormDateField control={control} name="shipOn" label={t('form.fields.shipOn')} helperText={t('form.shipOnHelp')} />
          <FormTextField control={control} name="address" label={t('form.fields.address')} helperText={t('form.addressHelp')} maxLength={300} />
        </Box>
      </FormSection>
      <FormSection title={t('form.sections.lines')}>
        <OrderLines form={typed} />
      </FormSection>
      <FormSection title={t('form.sections.totals')}>
        <OrderTotals form={typed} />
      </FormSection>
      <FormTextField control={control} name="notes" label={t('form.fields.notes')} multiline minRows={2} maxLength={500} />
      <FormFooter flow={flow} cancelTo={order ? `/orders/${order.id}` : LIST[direction]} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/**
 * /orders/new?direction=sale|purchase (a sale unless told), and /orders/:id/edit: a draft rewritten
 * whole (only a draft may be: the server refuses anything else with 409).
 */
export function OrderFormPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['common', 'orders']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const order = useOrder(id);
  const title = t(entry.titleKey);
  if (id) return <DraftOnly title={title} query={order} notDraft={t('orders:form.notDraft')}>{(loaded) => <OrderEditor key={loaded.id} direction={loaded.direction} order={loaded} />}</DraftOnly>;
  const direction: OrderDirection = params.get('direction') === 'purchase' ? 'purchase' : 'sale';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{title}</PageTitle>
      <OrderEditor key={direction} direction={direction} />
    </Box>
  );
}
