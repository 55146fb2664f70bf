import { ApiError, errorText } from '../../../app/api';
import type { Notice } from '../../../components/form/FormAlert';

/**
 * A refused step as a notice: the server's top message ("Order Not Placed") as its title and why,
 * item by item in the caller's language, as its text; just the message when it gave no reason.
 */
export function failureNotice(error: unknown): Notice {
  const reasons = error instanceof ApiError ? error.errors.map((item) => item.msg).filter(Boolean) : [];
  return reasons.length > 0 ? { severity: 'error', title: errorText(error), text: reasons.join(' ') } : { severity: 'error', text: errorText(error) };
}
