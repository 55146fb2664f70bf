import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orderOperations as ops, SHIPMENT_DESTINATIONS, type ShipmentForm } from '@ganado/shared/orders';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { QueryState } from '../../../components/admin/QueryState';
import { FormDateField } from '../../../components/dates/FormDateField';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { PageTitle } from '../../../components/PageTitle';
import { TaskAnimalsField } from '../../action-list/form/TaskAnimalsField';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { createShipment, isShippable, useOrder, useRefreshShipments } from '../api';
import { CounterpartyPicker } from '../form/CounterpartyField';
import { SaleField } from './SaleField';
import { destinationOf, SHIPMENT_FIELDS, shipmentPage, shipmentResolver, shipmentValues, type SaleChoice, type ShipmentValues } from './shipment-form';

const WIDE = { gridColumn: '1 / -1' } as const;

/** Where the animals go: the sale's customer when a sale ships, else a counterparty chosen or a place written here. */
function Destination({ form }: { form: UseFormReturn<ShipmentValues> }) {
  const { t } = useTranslation('orders');
  const { control } = form;
  const [mode, counterpartyId] = useWatch({ control, name: ['mode', 'counterpartyId'] });
  return (
    <Box sx={fieldGrid}>
      <SelectField
        control={control}
        name="destinationKind"
        label={t('shipments.fields.destinationKind')}
        required
        options={SHIPMENT_DESTINATIONS.map((kind) => ({ value: kind, label: t(`shipments.destinations.${kind}`) }))}
      />
      {mode === 'animals' && (
        <>
          <CounterpartyPicker
            control={control}
            name="counterpartyId"
            label={t('shipments.fields.counterparty')}
            initial={null}
            onChosen={(counterparty) => counterparty && form.setValue('destinationKind', destinationOf(counterparty.kind), { shouldDirty: true })}
          />
          {!counterpartyId && (
            <>
              <FormTextField control={control} name="destinationName" label={t('shipments.fields.destinationName')} helperText={t('shipments.destinationNameHelp')} maxLength={100} autoComplete="off" />
              <FormTextField control={control} name="destinationAddress" label={t('shipments.fields.destinationAddress')} maxLength={300} />
            </>
          )}
        </>
      )}
    </Box>
  );
}

/** A shipment written and sent: the shipment's page opens and says so; refused, the server's reason above the buttons and its field errors under their fields. */
function ShipmentEditor({ sale }: { sale: SaleChoice | null }) {
  const { t } = useTranslation('orders');
  const refresh = useRefreshShipments();
  const form = useForm<ShipmentValues, unknown, ShipmentForm>({ resolver: shipmentResolver, defaultValues: shipmentValues(sale) });
  const flow = useSaveFlow(form.formState.isDirty);
  const [failure, setFailure] = useState<Notice | null>(null);
  // The fields hold and change the typed values; the body is made of them once checked (shipment-form.ts).
  const typed = form as unknown as UseFormReturn<ShipmentValues>;
  const { control } = typed;
  const mode = useWatch({ control, name: 'mode' });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await createShipment(body);
      await refresh();
      flow.open(shipmentPage(saved.id), ops.addShipment.message);
    } catch (error) {
      // Field errors stand under their fields; a refusal they do not name (an animal in withdrawal) is said whole, with its figures.
      const placed = applyServerFieldErrors(withFilledTexts(error), SHIPMENT_FIELDS, form.setError);
      setFailure(placed ? { severity: 'error', text: errorText(error, 'errors.checkAllValues') } : failureNotice(error));
    }
  });

  const picked = (chosen: SaleChoice | null) => {
    if (chosen && !form.getFieldState('destinationKind').isDirty) form.setValue('destinationKind', destinationOf(chosen.counterparty.kind));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="shipment-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('shipments.sections.what')}>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_, next: ShipmentValues['mode'] | null) => next && form.setValue('mode', next, { shouldDirty: true })}
          aria-label={t('shipments.modeChoice')}
          color="primary"
          // Side by side, each half the width: a wrapped group leaves its second button hanging on a phone.
          fullWidth
          sx={{ maxWidth: 480 }}
        >
          <ToggleButton value="animals">{t('shipments.modes.animals')}</ToggleButton>
          <ToggleButton value="sale">{t('shipments.modes.sale')}</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'sale' ? (
          <SaleField form={typed} onPicked={picked} />
        ) : (
          <Box>
            <TaskAnimalsField control={control} name="animalIds" label={t('shipments.fields.animals')} />
            <Typography variant="body2" color="text.secondary" sx={{ px: 1.75, pt: 0.5 }}>
              {t('shipments.animalsHelp')}
            </Typography>
          </Box>
        )}
      </FormSection>
      <FormSection title={t('shipments.sections.destination')}>
        <Destination form={typed} />
        {mode === 'sale' && (
          <Typography variant="body2" color="text.secondary">
            {t('shipments.saleDestination')}
          </Typography>
        )}
      </FormSection>
      <FormSection title={t('shipments.sections.transport')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="vehicle" label={t('shipments.fields.vehicle')} helperText={t('shipments.vehicleHelp')} required maxLength={20} autoComplete="off" />
          <FormTextField control={control} name="driver" label={t('shipments.fields.driver')} required maxLength={100} autoComplete="off" />
          <FormDateField control={control} name="departureAt" label={t('shipments.fields.departureAt')} required withTime />
          <FormDateField control={control} name="arrivalAt" label={t('shipments.fields.arrivalAt')} helperText={t('shipments.arrivalHelp')} withTime />
          <Box sx={WIDE}>
            <FormTextField control={control} name="notes" label={t('shipments.fields.notes')} multiline minRows={2} maxLength={500} />
          </Box>
        </Box>
      </FormSection>
      <FormAlert notice={failure} />
      <FormFooter flow={flow} cancelTo="/ship-and-track" submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/**
 * /send-to-abattoir (?orderId= to ship that sale): animals leave the herd on a movement document, a
 * sale's or animals named here, to an abattoir, a farm or a buyer; each removal and withdrawal
 * check is the server's.
 */
export function ShipmentFormPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['common', 'orders']);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const order = useOrder(orderId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      {orderId ? (
        <QueryState query={order} emptyText="" isEmpty={() => false}>
          {(loaded) => <ShipmentEditor key={loaded.id} sale={isShippable(loaded) ? loaded : null} />}
        </QueryState>
      ) : (
        <ShipmentEditor sale={null} />
      )}
    </Box>
  );
}
