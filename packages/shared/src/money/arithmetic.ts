import { minorDigits } from './digits';

/**
 * Order arithmetic in integers (docs/decisions.md: money): amounts are minor units, quantities are
 * thousandths, tax rates are basis points, and every division rounds half to even ("banker's
 * rounding"), so a total is the sum of its rounded lines and never drifts with a float.
 */

/** `numerator / denominator` rounded half to even; both integers, the denominator positive. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twice = (magnitude % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Thousandths of a unit: the finest quantity a line keeps (1.5 kg is 1500). */
export const QUANTITY_SCALE = 1000;
/** Basis points: 16 % is 1600. */
export const RATE_SCALE = 10_000;

/** A decimal written with a dot ("12.50") as an integer count of `10^-digits`, or null if it has more digits or is not a plain number. */
export function scaledDecimal(text: string, digits: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > digits) return null;
  return BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt((fraction + '0'.repeat(digits)).slice(0, digits) || '0');
}

/** "12.50" EUR as 1250 minor units; null when it has more decimals than the currency has (JPY has none). */
export function amountToMinor(text: string, currency: string): number | null {
  const minor = scaledDecimal(text, minorDigits(currency));
  return minor === null || minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

/** Minor units as the decimal text a form shows and sends back ("12.50"). */
export function minorToAmount(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export interface LineMoney {
  /** Thousandths of the line's unit. */
  quantityMilli: number;
  unitPriceMinor: number;
  taxRateBasisPoints: number;
}
export interface LineTotals {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** A line: net is quantity × price, tax is net × rate, each rounded half to even to the minor unit. */
export function lineTotals(line: LineMoney): LineTotals {
  const net = divideHalfEven(BigInt(line.quantityMilli) * BigInt(line.unitPriceMinor), BigInt(QUANTITY_SCALE));
  const tax = divideHalfEven(net * BigInt(line.taxRateBasisPoints), BigInt(RATE_SCALE));
  return { netMinor: Number(net), taxMinor: Number(tax), grossMinor: Number(net + tax) };
}

/** An order: the sum of its rounded lines (tax is rounded per line, as an invoice prints it). */
export function orderTotals(lines: readonly LineMoney[]): LineTotals {
  return lines.map(lineTotals).reduce((sum, line) => ({ netMinor: sum.netMinor + line.netMinor, taxMinor: sum.taxMinor + line.taxMinor, grossMinor: sum.grossMinor + line.grossMinor }), {
    netMinor: 0,
    taxMinor: 0,
    grossMinor: 0,
  });
}
