import { useState } from 'react';
import { type Control, type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import type { Notice } from '../../../components/form/FormAlert';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { useRefreshFeed } from '../api';

interface FeedFormOptions<Values extends FieldValues, Body, Saved> {
  resolver: Resolver<Values, unknown, Body>;
  defaultValues: DefaultValues<Values>;
  /** The fields the server may name in a 404, 409 or 422 (as the contract names them). */
  fields: readonly string[];
  send: (body: Body) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}

/**
 * A form of the module: checked by the contract's schema, sent, the module's data asked again;
 * refused, each reason under its field and the rest, with the server's heading, above them.
 */
export function useFeedForm<Values extends FieldValues, Body, Saved = unknown>({ resolver, defaultValues, fields, send, onSaved }: FeedFormOptions<Values, Body, Saved>) {
  const refresh = useRefreshFeed();
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
