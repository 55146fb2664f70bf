import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorText } from '../../app/api';
import { applyServerFieldErrors } from '../../modules/auth/form-errors';
import { withFilledTexts } from './failure-notice';

interface SaveSubmit<Values extends FieldValues, Body, Saved> {
  form: UseFormReturn<Values, unknown, Body>;
  /** The page's save flow (farms/form/save-flow.tsx): its failure, and the page opened once saved. */
  flow: { setFailure: (failure: string | null) => void; open: (to: string, message: string) => void };
  /** Creates or updates the record. */
  send: (body: Body) => Promise<Saved>;
  /** Asks the changed data again. */
  refresh: () => Promise<unknown>;
  /** The saved record's page, and the success message (a message key) it says. */
  pageOf: (saved: Saved) => string;
  message: string;
  /** The fields the server may name in a 422 or 409. */
  fields: (values: Values) => readonly FieldPath<Values>[];
}

/**
 * A record's form sent (an order's): the data asked again and the record's page opened, saying so;
 * refused, the server's field errors under their fields and its message above the buttons.
 */
export function saveSubmit<Values extends FieldValues, Body, Saved>({ form, flow, send, refresh, pageOf, message, fields }: SaveSubmit<Values, Body, Saved>) {
  return form.handleSubmit(async (body) => {
    flow.setFailure(null);
    try {
      const saved = await send(body);
      await refresh();
      flow.open(pageOf(saved), message);
    } catch (error) {
      applyServerFieldErrors(withFilledTexts(error), fields(form.getValues()), form.setError);
      flow.setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });
}
