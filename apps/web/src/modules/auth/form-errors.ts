import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../app/api';

/**
 * Puts the server's field errors (`errors: [{param, msg, key}]`) under their fields; answers
 * whether any was placed. The key is shown through the message catalogue, the text otherwise.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const item of error.errors) {
    const field = fields.find((name) => name === item.param);
    if (!field) continue;
    setError(field, { type: 'server', message: item.key ?? item.msg });
    placed = true;
  }
  return placed;
}
