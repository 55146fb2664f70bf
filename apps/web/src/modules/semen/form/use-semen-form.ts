import { useState } from 'react';
import { type Control, type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import type { Notice } from '../../../components/form/FormAlert';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { useRefreshSemen } from '../api';

interface SemenFormOptions<Values extends FieldValues, Body> {
  resolver: Resolver<Values, unknown, Body>;
  defaultValues: DefaultValues<Values>;
  /** The fields the server may name in a 404, 409 or 422. */
  fields: readonly FieldPath<Values>[];
  send: (body: Body) => Promise<unknown>;
  /** The success message (a message key), once saved and the module's data asked again. */
  message: string;
  onSaved: (message: string) => void;
}

/**
 * A dialog's form of the module: checked by the contract's schema, sent, the module's data asked
 * again; refused, each reason under its field and the rest, with the server's heading, above them.
 */
export function useSemenForm<Values extends FieldValues, Body>({ resolver, defaultValues, fields, send, message, onSaved }: SemenFormOptions<Values, Body>) {
  const refresh = useRefreshSemen();
  const [failure, setFailure] = useState<Notice | null>(null);
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body);
      await refresh();
      onSaved(message);
    } catch (error) {
      // A reason with figures ("42 % is below 50 %") is shown as the server filled it in.
      applyServerFieldErrors(withFilledTexts(error), fields, form.setError);
      setFailure(failureNotice(error, fields));
    }
  });
  // The fields hold the typed values; the body is made of them once checked (bodyResolver).
  const control = form.control as unknown as Control<Values>;
  return { form, control, submit, failure, submitting: form.formState.isSubmitting };
}
