import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { GlobalWarning } from './GlobalWarning';

/** The global warning's dialog (GlobalWarning.tsx), a chunk of its own loaded when first shown. */
export function GlobalWarningDialog({ warning, open, onClose }: { warning: GlobalWarning; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" aria-hidden />
        {t(warning.titleKey)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t(warning.messageKey)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialogs.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
