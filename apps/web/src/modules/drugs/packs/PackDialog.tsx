import { FormDialog, type FormDialogProps } from '../../../components/dialogs/FormDialog';

/** A pack form in a dialog (receive, move, count, dispose): the one form dialog, its refusal as the server's text. */
export function PackDialog({ failure, ...props }: Omit<FormDialogProps, 'failure' | 'danger'> & { failure: string | null }) {
  return <FormDialog {...props} failure={failure ? { severity: 'error', text: failure } : null} />;
}
