import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { errorText } from '../../../app/api';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert } from '../../../components/form/FormAlert';

/** Deletes after a confirmation; a refusal (the server's 409) is shown beside the button. */
export function DeleteButton({ label, onDelete }: { label: string; onDelete: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <>
      <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
      <DeleteConfirmationDialog open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </>
  );
}
