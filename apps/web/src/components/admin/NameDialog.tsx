import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../app/api';
import { FormTextField } from '../form/fields';
import { FormAlert } from '../form/FormAlert';
import { applyServerFieldErrors } from '../../modules/auth/form-errors';
import { PersistentDialog } from '../dialogs/PersistentDialog';

type NameForm = { name: string };

interface NameDialogProps {
  open: boolean;
  /** Already translated. */
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** The shared schema of the name (its messages are message keys). */
  nameSchema: z.ZodType<string, string>;
  /** Sends the name; a rejection is shown in the dialog (the server's message, and field errors under the field). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A one-field form in a dialog: add or rename a department or a role. */
export function NameDialog({ open, title, label, submitLabel, initialName = '', nameSchema, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NameForm>({
    resolver: zodResolver(z.object({ name: nameSchema })),
    values: { name: initialName },
  });

  const close = () => {
    setFailure(null);
    form.reset({ name: initialName });
    onClose();
  };

  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name);
      close();
    } catch (error) {
      applyServerFieldErrors(error, ['name'], form.setError);
      setFailure(errorText(error));
    }
  });

  return (
    <PersistentDialog
      open={open}
      title={title}
      actions={
        <>
          <Button onClick={close}>{t('admin.cancel')}</Button>
          <Button type="submit" form="name-dialog-form" variant="contained" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Box component="form" id="name-dialog-form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
        <FormTextField control={form.control} name="name" label={label} autoFocus />
      </Box>
    </PersistentDialog>
  );
}
