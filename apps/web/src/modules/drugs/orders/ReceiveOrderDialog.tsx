import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BATCH_MAX, drugOrderReceipt, type DrugOrder } from '@ganado/shared/drugs';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { LOCATION_FIELDS, LocationFields } from '../packs/LocationFields';
import { blankLocation, instant, wallClockNow } from '../packs/pack-forms';
import { PackDialog } from '../packs/PackDialog';
import { usePackForm } from '../packs/use-pack-form';
import { receiveOrder } from './api';
import { useOrderText } from './order-text';

/** The contract's receipt, with the time as the picker holds it. */
const receiptForm = drugOrderReceipt.extend({ receivedAt: instant });

/**
 * A placed or shipped order arrives: where it is kept, and each line's batch and expiry; every line's
 * packs go into stock as a manual receipt's do (docs/decisions.md: drug orders).
 */
export function ReceiveOrderDialog({ order, onClose, onSaved }: { order: DrugOrder; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('drugs');
  const text = useOrderText();
  const { control, submit, failure, submitting } = usePackForm({
    schema: receiptForm,
    defaultValues: { receivedAt: wallClockNow(), location: blankLocation(), lines: order.lines.map((line) => ({ lineId: line.id, batch: '', expiresOn: '' })) },
    fields: ['receivedAt', ...LOCATION_FIELDS, ...order.lines.flatMap((_, index) => [`lines.${index}.batch` as const, `lines.${index}.expiresOn` as const])],
    send: (body) => receiveOrder(order.id, body),
    onSaved,
  });
  return (
    <PackDialog title={t('orders.receiveTitle', { supplier: order.supplier })} submitLabel={t('orders.receive')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FormDateField control={control} name="receivedAt" label={t('packs.fields.receivedAt')} required withTime />
      <LocationFields control={control} />
      {order.lines.map((line, index) => (
        <Paper key={line.id} variant="outlined" component="fieldset" aria-label={line.drugName} sx={{ p: 2, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('orders.lineSummary', { drug: line.drugName, packs: text.packs(line) })}</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name={`lines.${index}.batch`} label={t('packs.fields.batch')} required maxLength={BATCH_MAX} autoComplete="off" />
            <FormDateField control={control} name={`lines.${index}.expiresOn`} label={t('packs.fields.expiresOn')} required />
          </Box>
        </Paper>
      ))}
    </PackDialog>
  );
}
