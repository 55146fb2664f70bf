import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Batch } from '@ganado/shared/semen';
import { NumberField } from '../../farms/form/NumberField';
import { decideBatch, useSire, useThresholds } from '../api';
import { BatchCheckList } from '../BatchCheckList';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenForm } from '../form/use-semen-form';
import { approvalPreview, approveResolver, type ApproveValues } from './decision-form';

const FIELDS = ['postThawMotilityPercent'] as const;

/**
 * Approving a batch in quarantine: the post-thaw motility measured now, and the checks the server
 * will make with it, previewed as it is typed. The server decides: a threshold missed comes back
 * under the motility (its own) or above the fields (the others), as the server words it.
 */
export function ApproveDialog({ batch, onClose, onDecided }: { batch: Batch; onClose: () => void; onDecided: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const thresholds = useThresholds();
  const sire = useSire(batch.sire.id);
  const { control, submit, failure, submitting } = useSemenForm({
    resolver: approveResolver,
    defaultValues: { postThawMotilityPercent: null } as ApproveValues,
    fields: FIELDS,
    send: (body) => decideBatch(batch.id, body),
    message: ops.decideBatch.message,
    onSaved: onDecided,
  });
  const postThaw = useWatch({ control, name: 'postThawMotilityPercent' });
  const ready = thresholds.data && sire.data;
  // Until the thresholds and the sire's tests are in, the checks as the batch last answered them.
  const checks = ready ? approvalPreview(batch, thresholds.data, sire.data.healthTests, postThaw) : thresholds.isError || sire.isError ? batch.checks : null;
  const short = checks?.some((check) => check.met === false);

  return (
    <FormDialog title={t('decision.approveTitle', { code: batch.code })} submitLabel={t('decision.approve')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography>{t('decision.approveText')}</Typography>
      <NumberField control={control} name="postThawMotilityPercent" label={t('decision.postThaw')} required helperText={thresholds.data && t('decision.postThawHelp', { minimum: thresholds.data.minPostThawMotilityPercent })} />
      <Box component="section" aria-label={t('decision.preview')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('decision.preview')}
        </Typography>
        {checks ? <BatchCheckList checks={checks} label={t('decision.preview')} /> : <CircularProgress aria-label={t('common:admin.loading')} sx={{ alignSelf: 'center' }} />}
        {short && (
          <Alert severity="warning" data-testid="approval-warning">
            {t('decision.shortWarning')}
          </Alert>
        )}
      </Box>
    </FormDialog>
  );
}
