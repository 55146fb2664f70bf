import type { z } from 'zod';
import type { MessageKey } from '../messages';

/**
 * Adds "the two passwords must match" to a form schema, reported on the confirmation field.
 * Kept apart from the object schemas so they stay pickable (`schema.pick(...)`) for each step.
 * A field can fail several checks; forms and the server show the first one per field.
 */
export function withConfirmation<T extends z.ZodObject>(
  schema: T,
  fields: { password: string; confirmation: string },
  mismatchKey: MessageKey,
) {
  const read = (value: unknown, field: string) => (value as Record<string, unknown> | undefined)?.[field];
  return schema.refine(
    (value) => {
      const confirmation = read(value, fields.confirmation);
      return confirmation === '' || confirmation === read(value, fields.password);
    },
    { message: mismatchKey, path: [fields.confirmation] },
  );
}
