import Typography from '@mui/material/Typography';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Batch, BatchDecisionRequest } from '@ganado/shared/semen';
import { FormTextField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { rejectResolver, type RejectValues } from './decision-form';

/** The question before rejecting a batch: why (the contract needs a reason). Answered, it closes; the page says how it went. */
export function RejectDialog({ batch, onConfirm, onClose }: { batch: Batch; onConfirm: (body: BatchDecisionRequest) => void; onClose: () => void }) {
  const { t } = useTranslation('semen');
  const form = useForm<RejectValues, unknown, BatchDecisionRequest>({ resolver: rejectResolver, defaultValues: { reason: '' } });
  // The field holds the typed reason; the body is made of it once checked.
  const control = form.control as unknown as Control<RejectValues>;
  return (
    <FormDialog title={t('decision.rejectTitle', { code: batch.code })} submitLabel={t('decision.reject')} failure={null} submitting={false} onSubmit={form.handleSubmit(onConfirm)} onClose={onClose} danger>
      <Typography>{t('decision.rejectText')}</Typography>
      <FormTextField control={control} name="reason" label={t('decision.reason')} required multiline minRows={2} maxLength={300} />
    </FormDialog>
  );
}
