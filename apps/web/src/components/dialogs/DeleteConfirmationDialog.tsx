import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteConfirmationDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmationDialog({ open, onConfirm, onCancel }: DeleteConfirmationDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('dialogs.deleteRecord.title')}
      message={t('dialogs.deleteRecord.message')}
      confirmLabel={t('dialogs.deleteRecord.delete')}
      cancelLabel={t('dialogs.cancel')}
      confirmColor="error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
