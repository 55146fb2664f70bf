import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Batch } from '@ganado/shared/semen';
import type { Notice } from '../../../components/form/FormAlert';
import { useStepRunner } from '../../../components/use-step-runner';
import { decideBatch, useRefreshSemen } from '../api';
import { StoreAction } from '../tanks/StoreAction';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';

/**
 * Approve and Reject for a batch in quarantine, each asked in a dialog. Approving keeps its dialog
 * open until the server agrees (its refusal names the figures to look at again); rejecting closes
 * on the reason given and the page says how it went. An approved batch's straws are stored in a
 * tank (docs/decisions.md: semen storage).
 */
export function BatchActions({ batch, onNotice }: { batch: Batch; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['semen', 'messages']);
  const refresh = useRefreshSemen();
  const steps = useStepRunner<'reject'>({ refresh, onNotice });
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  if (batch.status === 'approved') return <StoreAction batch={batch} onNotice={onNotice} />;
  if (batch.status !== 'quarantine') return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" disabled={steps.busy !== null} onClick={() => setAsking('approve')}>
        {t('decision.approve')}
      </Button>
      <Button variant="outlined" color="error" loading={steps.busy === 'reject'} onClick={() => setAsking('reject')}>
        {t('decision.reject')}
      </Button>
      {asking === 'approve' && (
        <ApproveDialog
          batch={batch}
          onClose={() => setAsking(null)}
          onDecided={(message) => {
            setAsking(null);
            onNotice({ severity: 'success', text: t(`messages:${message}`) });
          }}
        />
      )}
      {asking === 'reject' && (
        <RejectDialog
          batch={batch}
          onClose={() => setAsking(null)}
          onConfirm={(body) => {
            setAsking(null);
            void steps.run('reject', () => decideBatch(batch.id, body), ops.decideBatch.message);
          }}
        />
      )}
    </Box>
  );
}
