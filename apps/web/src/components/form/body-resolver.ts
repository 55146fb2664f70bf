import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by the contract's own schema and sending what it was checked as, not what the schema
 * makes of it: the server parses the body again, and some parts change on parsing (a quantity "1.5"
 * becomes 1500 thousandths, a price its minor units), which sent twice would be read twice.
 * `toBody` turns the typed values into the body (a decimal comma into a point, a blank into null);
 * the schema's messages land on the fields whose names the body's paths share.
 */
export function bodyResolver<Values extends FieldValues, Body extends FieldValues>(schema: z.ZodType<unknown, Body>, toBody: (values: Values) => Body): Resolver<Values, unknown, Body> {
  const check = zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, { raw: true });
  return async (values, context, options) => {
    const body = toBody(values);
    const { errors } = await check(body, context, options as unknown as Parameters<typeof check>[2]);
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<Values> } : { values: body, errors: {} };
  };
}

/** A decimal as typed, with a comma (as Spanish keyboards type it) read as the point the contract takes. */
export const decimalOf = (typed: string): string => typed.trim().replace(',', '.');

/** A text field's value as sent: trimmed, a blank one as null. */
export const textOrNull = (typed: string): string | null => typed.trim() || null;
