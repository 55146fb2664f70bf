import { z } from 'zod';

/** A percentage of the sample (motility, normal forms): 0 to 100. */
export const percent = z.number({ error: 'validation.invalid' }).min(0, 'semen.percentRange').max(100, 'semen.percentRange');

/** A measure that must be above zero and below a plausible ceiling (a typing slip of a zero too many). */
export const measure = (max: number) => z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive').max(max, 'semen.implausible');

/**
 * A NAAB code: the stud's number, the breed's two letters, the bull's number ("7HO12345", "011JE00987"),
 * as CSS requires on every unit (docs/decisions.md: semen). Written upper-case, without spaces.
 */
export const NAAB_CODE = /^[0-9]{1,3}[A-Z]{2}[0-9]{1,5}$/;

/** Interbull's international id: breed (3), country (3), sex (1), the national number (12): 19 characters. */
export const INTERNATIONAL_ID = /^[A-Z]{3}[A-Z]{3}[MF][A-Z0-9 ]{12}$/;
