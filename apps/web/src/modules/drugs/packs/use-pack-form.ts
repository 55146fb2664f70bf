import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../app/api';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { useRefreshDrugs } from '../api';

interface PackFormOptions<Values extends FieldValues, Body> {
  schema: z.ZodType<Body, Values>;
  defaultValues: DefaultValues<Values>;
  /** The fields the server may name in a 422. */
  fields: readonly FieldPath<Values>[];
  send: (body: Body) => Promise<unknown>;
  /** Once saved and the cabinet's figures asked again. */
  onSaved: () => void;
}

/** A pack form's state: checked by its schema, sent, the cabinet refreshed; a refusal is shown in the dialog and under its fields. */
export function usePackForm<Values extends FieldValues, Body>({ schema, defaultValues, fields, send, onSaved }: PackFormOptions<Values, Body>) {
  const refresh = useRefreshDrugs();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(schema as z.ZodType<Body, FieldValues>) as unknown as Resolver<Values, unknown, Body>, defaultValues });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body);
      await refresh();
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, fields, form.setError);
      setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });
  // The fields hold and change the typed values; what the schema makes of them (minor units, an
  // instant) only matters once sent, so the fields see the form's control as one of typed values.
  const control = form.control as unknown as Control<Values>;
  return { control, submit, failure, submitting: form.formState.isSubmitting };
}
