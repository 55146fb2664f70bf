import { z } from 'zod';
import { text } from '../http/text';
import { minorDigits } from './digits';

export { minorDigits } from './digits';
export * from './arithmetic';
export * from './text';

/**
 * Money is an integer count of the currency's minor unit with its ISO 4217 code, never a float
 * (docs/decisions.md: money): 12.50 EUR is { amountMinor: 1250, currency: 'EUR' }, 500 JPY is
 * { amountMinor: 500, currency: 'JPY' }. The minor unit's size is the currency's own, as Intl knows it.
 */
const KNOWN = new Set<string>(Intl.supportedValuesOf('currency'));

export const currency = text({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((code) => KNOWN.has(code), 'money.currencyUnknown');

export const money = z.object({
  amountMinor: z.number({ error: 'validation.invalid' }).int('validation.invalid').nonnegative('animals.mustBePositive').max(Number.MAX_SAFE_INTEGER, 'validation.invalid'),
  currency,
});
export type Money = z.infer<typeof money>;

/** Money as answered (no transforms: an answer is encoded, not parsed). */
export const moneyAnswer = z.object({ amountMinor: z.number().int(), currency: text() });

/** An amount in major units (12.5) as minor units (1250), rounded half away from zero. */
export function toMinor(amount: number, code: string): number {
  const factor = 10 ** minorDigits(code);
  return Math.sign(amount) * Math.round(Math.abs(amount) * factor);
}

/** Minor units back to major units, for a form or a sheet cell. */
export function fromMinor(amountMinor: number, code: string): number {
  return amountMinor / 10 ** minorDigits(code);
}
