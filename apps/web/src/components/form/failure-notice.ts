import { ApiError, errorText } from '../../app/api';
import type { Notice } from './FormAlert';

/**
 * A refused step as a notice: the server's top message ("Order Not Placed") as its title and why,
 * item by item in the caller's language (the server writes them in it, their figures filled in), as
 * its text; just the message when it gave no reason. When the top message is itself the reason
 * ("A-12 is in meat withdrawal…" refusing a shipment), the reason alone is said, once. A form that
 * shows some reasons under their fields names them (`shownUnder`), and they are not said twice.
 */
export function failureNotice(error: unknown, shownUnder: readonly string[] = []): Notice {
  const items = error instanceof ApiError ? error.errors.filter((item) => item.msg && !shownUnder.includes(item.param)) : [];
  if (items.length === 0) return { severity: 'error', text: errorText(error) };
  const text = items.map((item) => item.msg).join(' ');
  const repeated = error instanceof ApiError && items.some((item) => item.key === error.key);
  return repeated ? { severity: 'error', text } : { severity: 'error', title: errorText(error), text };
}

/**
 * The error with each field message that has figures to fill in ("{tag} is on the order twice") kept
 * as the server wrote it, in the reader's language: the catalogue's text would show its placeholders.
 * For applyServerFieldErrors, which shows a key through the catalogue and any other text as it came.
 */
export function withFilledTexts(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors.some((item) => item.params)) return error;
  const errors = error.errors.map(({ key, ...item }) => (item.params ? item : { ...item, key }));
  return new ApiError(error.status, { ...error.envelope, errors });
}
