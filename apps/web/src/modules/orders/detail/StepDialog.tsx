import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orderStepRequest, type OrderStep } from '@ganado/shared/orders';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { FormDateField } from '../../../components/dates/FormDateField';
import { PersistentDialog } from '../../../components/dialogs/PersistentDialog';
import { FormTextField } from '../../../components/form/fields';
import { instantOf } from '../../drugs/packs/pack-forms';
import type { StepBody } from '../api';

interface StepValues {
  /** As the date-time picker holds it, on this device's clock; blank is now. */
  occurredAt: string;
  note: string;
}


/** The step's body: when (left out for now) and the note (left out when none). */
const stepBody = (values: StepValues): StepBody => ({
  ...(values.occurredAt ? { occurredAt: instantOf(values.occurredAt) } : {}),
  ...(textOrNull(values.note) ? { note: values.note.trim() } : {}),
});
const resolver = bodyResolver(orderStepRequest, stepBody);

/**
 * The question before a step of the order's life (place, confirm, ship, deliver, pay, cancel): what
 * it does, when it happened (now unless told) and a note for the order's history. Sent, it closes;
 * the page says how it went.
 */
export function StepDialog({ step, onConfirm, onClose }: { step: OrderStep; onConfirm: (body: StepBody) => void; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const formId = useId();
  const { control, handleSubmit } = useForm<StepValues, unknown, StepBody>({ resolver, defaultValues: { occurredAt: '', note: '' } });
  // The fields hold the typed values; the body is made of them once checked.
  const typed = control as unknown as Control<StepValues>;
  return (
    <PersistentDialog
      open
      title={t(`detail.stepTitle.${step}`)}
      actions={
        <>
          <Button onClick={onClose}>{t('detail.keep')}</Button>
          <Button type="submit" form={formId} variant="contained" color={step === 'cancel' ? 'error' : 'primary'}>
            {t(`steps.${step}`)}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={handleSubmit(onConfirm)} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Typography>{t(`detail.stepText.${step}`)}</Typography>
        <FormDateField control={typed} name="occurredAt" label={t('detail.stepWhen')} helperText={t('detail.stepWhenHelp')} withTime />
        <FormTextField control={typed} name="note" label={t('detail.stepNote')} multiline minRows={2} maxLength={500} />
      </Box>
    </PersistentDialog>
  );
}
