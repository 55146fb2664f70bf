import { ApiError, errorText } from '../../../app/api';
import type { Notice } from '../../../components/form/FormAlert';

/**
 * A refusal as the alert above a form says it: the server's heading ("Batch not Updated") and, after
 * it, each reason not already said under a field of the form, as the server wrote it (its figures
 * filled in, in the reader's language). With no such reason, the heading alone.
 */
export function refusalNotice(error: unknown, fields: readonly string[]): Notice {
  const rest = error instanceof ApiError ? error.errors.filter((item) => item.msg && !fields.includes(item.param)) : [];
  if (rest.length === 0) return { severity: 'error', text: errorText(error, 'errors.checkAllValues') };
  return { severity: 'error', title: errorText(error), text: rest.map((item) => item.msg).join(' ') };
}
