import type { z } from 'zod';

/** An empty quantity: the field starts blank (the schema then asks for a number), in a default unit. */
export const blankQuantity = <U extends string>(unit: U) => ({ value: null as unknown as number, unit });

const isBlankQuantity = (value: unknown) =>
  typeof value === 'object' && value !== null && 'unit' in value && 'value' in value && (value as { value: unknown }).value == null;

function dropBlanks(value: unknown): unknown {
  if (isBlankQuantity(value)) return null;
  if (Array.isArray(value)) return value.map(dropBlanks);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, dropBlanks(inner)]));
  return value;
}

/**
 * A quantity left blank is "none" where the schema allows none (a dose, a calf's birth weight); a
 * required one stays as typed, so its message shows under its number.
 */
export function withoutBlankQuantities(values: Record<string, unknown>, shape: Record<string, z.ZodType>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const optional = shape[key]?.safeParse(null).success ?? false;
      return [key, optional || Array.isArray(value) ? dropBlanks(value) : value];
    }),
  );
}
