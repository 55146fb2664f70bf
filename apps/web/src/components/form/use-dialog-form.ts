import { useState } from 'react';
import { type Control, type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../modules/auth/form-errors';
import { failureNotice, withFilledTexts } from './failure-notice';
import type { Notice } from './FormAlert';

export interface DialogFormOptions<Values extends FieldValues, Body, Saved> {
  resolver: Resolver<Values, unknown, Body>;
  defaultValues: DefaultValues<Values>;
  /** The fields the server may name in a 404, 409 or 422 (as the contract names them). */
  fields: readonly string[];
  send: (body: Body) => Promise<Saved>;
  /** Asks the changed data again, before `onSaved`. */
  refresh: () => Promise<unknown>;
  onSaved: (saved: Saved) => void;
}

/**
 * A form in a dialog (components/dialogs/FormDialog): checked by the contract's schema, sent, the
 * data asked again; refused, each reason under its field and the rest, with the server's heading, above them.
 */
export function useDialogForm<Values extends FieldValues, Body, Saved = unknown>({ resolver, defaultValues, fields, send, refresh, onSaved }: DialogFormOptions<Values, Body, Saved>) {
  const [failure, setFailure] = useState<Notice | null>(null);
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await send(body);
      await refresh();
      onSaved(saved);
    } catch (error) {
      // A reason with figures is shown as the server filled it in.
      applyServerFieldErrors(withFilledTexts(error), fields as readonly FieldPath<Values>[], form.setError);
      setFailure(failureNotice(error, fields));
    }
  });
  // The fields hold the typed values; the body is made of them once checked (bodyResolver).
  const control = form.control as unknown as Control<Values>;
  return { form, control, submit, failure, setFailure, submitting: form.formState.isSubmitting };
}
