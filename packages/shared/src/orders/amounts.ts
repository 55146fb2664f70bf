import { z } from 'zod';
import { text } from '../http';
import { scaledDecimal } from '../money';
import { QUANTITY_DIGITS, TAX_RATE_DIGITS } from './choices';

/**
 * A decimal as a form or a client sends it: a number (12.5) or its text ("12.50"), kept as text so
 * its digits are read exactly (docs/decisions.md: money). Whether a price has too many decimals
 * depends on the currency, so it is checked where the currency is known.
 */
export const decimalText = z
  .union([z.number({ error: 'validation.invalid' }), text({ error: 'validation.invalid' }).trim()], { error: 'validation.invalid' })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => /^\d{1,15}(\.\d+)?$/.test(value), 'orders.notAnAmount');

/** A line's quantity: above zero, at most three decimals; answered in thousandths. */
export const quantityText = decimalText
  .refine((value) => scaledDecimal(value, QUANTITY_DIGITS) !== null, 'orders.quantityDecimals')
  .transform((value) => Number(scaledDecimal(value, QUANTITY_DIGITS)))
  .refine((milli) => milli > 0, 'orders.quantityPositive');

/** A tax rate in percent (16, 10.5), from 0 to 100 with two decimals; answered in basis points. */
export const taxRateText = decimalText
  .refine((value) => scaledDecimal(value, TAX_RATE_DIGITS) !== null, 'orders.taxRateInvalid')
  .transform((value) => Number(scaledDecimal(value, TAX_RATE_DIGITS)))
  .refine((basisPoints) => basisPoints <= 10_000, 'orders.taxRateInvalid');
