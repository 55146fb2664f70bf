import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTHS } from '@ganado/shared/constants';

interface PersistentDialogProps {
  open: boolean;
  width?: keyof typeof DIALOG_WIDTHS;
  /** Already translated. */
  title: string;
  children: ReactNode;
  /** The only way out: the caller's buttons close it. */
  actions: ReactNode;
}

/**
 * A dialog that a stray tap beside it or an Escape cannot dismiss, for steps that must be
 * finished or explicitly cancelled (a forced password change, a form half filled).
 */
export function PersistentDialog({ open, width = 'narrow', title, children, actions }: PersistentDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: DIALOG_WIDTHS[width] } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Dialog>
  );
}
