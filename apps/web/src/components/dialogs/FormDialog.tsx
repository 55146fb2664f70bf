import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTHS } from '@ganado/shared/constants';
import { FormAlert, type Notice } from '../form/FormAlert';

export interface FormDialogProps {
  /** Already translated. */
  title: string;
  submitLabel: string;
  failure: Notice | null;
  submitting: boolean;
  onSubmit: FormEventHandler;
  onClose: () => void;
  /** A refusal-coloured submit (rejecting a batch). */
  danger?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog (a pack received, a batch approved): the whole screen on a phone, where a long
 * form needs it. Neither Escape nor a tap beside it drops what was typed (as PersistentDialog):
 * Cancel does. The refusal heads the fields.
 */
export function FormDialog({ title, submitLabel, failure, submitting, onSubmit, onClose, danger, children }: FormDialogProps) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog open fullScreen={phone} disableEscapeKeyDown maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: { sm: DIALOG_WIDTHS.wide } } } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <FormAlert notice={failure} />
          {children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{t('admin.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" color={danger ? 'error' : 'primary'} loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
