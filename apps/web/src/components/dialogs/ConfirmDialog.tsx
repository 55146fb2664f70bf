import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  /** Texts arrive translated. */
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `error` for destructive choices, so the dangerous button looks dangerous. */
  confirmColor?: 'primary' | 'secondary' | 'error';
  onConfirm: () => void;
  /** Also what Escape and a click beside the dialog do: the safe choice. */
  onCancel: () => void;
}

/** A two-choice question; the leave-page and delete dialogs are this with their own words. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {/* The safe choice has the focus, so a stray Enter does no harm. */}
        <Button variant="outlined" color="secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
