import { useState } from 'react';
import Button from '@mui/material/Button';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { useTranslation } from 'react-i18next';
import type { Batch } from '@ganado/shared/semen';
import type { Notice } from '../../../components/form/FormAlert';
import { StoreDialog } from './StoreDialog';

/** "Store straws" for an approved batch with straws not yet in a tank; the dialog stays open until the server agrees. */
export function StoreAction({ batch, onNotice }: { batch: Batch; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['semen', 'messages']);
  const [open, setOpen] = useState(false);
  if (batch.status !== 'approved' || batch.straws <= 0) return null;
  return (
    <>
      <Button variant="contained" startIcon={<MoveToInboxIcon />} onClick={() => setOpen(true)}>
        {t('store.action')}
      </Button>
      {open && (
        <StoreDialog
          batch={batch}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            onNotice({ severity: 'success', text: t(`messages:${message}`) });
          }}
        />
      )}
    </>
  );
}
