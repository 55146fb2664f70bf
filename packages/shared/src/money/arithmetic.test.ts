import { describe, expect, it } from 'vitest';
import { amountToMinor, divideHalfEven, lineTotals, minorToAmount, orderTotals, scaledDecimal } from './arithmetic';

describe('divideHalfEven', () => {
  // IEEE 754's roundTiesToEven, as Python's round() documents it: round(0.5) == 0, round(1.5) == 2, round(2.5) == 2.
  it.each([
    [5n, 10n, 0n],
    [15n, 10n, 2n],
    [25n, 10n, 2n],
    [35n, 10n, 4n],
    [-25n, 10n, -2n],
    [-35n, 10n, -4n],
    [26n, 10n, 3n],
    [24n, 10n, 2n],
    [7n, 3n, 2n],
  ])('%d / %d is %d', (numerator, denominator, quotient) => {
    expect(divideHalfEven(numerator, denominator)).toBe(quotient);
  });
});

describe('amounts', () => {
  it('reads a price in the currency’s own minor units', () => {
    expect(amountToMinor('12.5', 'EUR')).toBe(1250);
    expect(amountToMinor('12.50', 'MXN')).toBe(1250);
    expect(amountToMinor('1500', 'JPY')).toBe(1500);
    expect(amountToMinor('1.234', 'KWD')).toBe(1234);
    expect(amountToMinor('0.10', 'JPY')).toBeNull();
    expect(amountToMinor('10.0', 'JPY')).toBe(10);
  });

  it('refuses more decimals than the currency has, and what is not a plain number', () => {
    expect(amountToMinor('12.505', 'EUR')).toBeNull();
    expect(amountToMinor('-1', 'EUR')).toBeNull();
    expect(amountToMinor('1e3', 'EUR')).toBeNull();
    expect(amountToMinor('12,50', 'EUR')).toBeNull();
    expect(scaledDecimal('1.5', 3)).toBe(1500n);
  });

  it('writes minor units back as the text a form sends', () => {
    expect(minorToAmount(1250, 'EUR')).toBe('12.50');
    expect(minorToAmount(5, 'EUR')).toBe('0.05');
    expect(minorToAmount(1500, 'JPY')).toBe('1500');
    expect(minorToAmount(-1234, 'KWD')).toBe('-1.234');
  });
});

describe('lineTotals and orderTotals', () => {
  it('rounds the net and the tax of a line half to even, in minor units', () => {
    // 2.5 kg at 0.25 a kg is 0.625: the tie goes to the even cent, 0.62.
    expect(lineTotals({ quantityMilli: 2500, unitPriceMinor: 25, taxRateBasisPoints: 0 })).toEqual({ netMinor: 62, taxMinor: 0, grossMinor: 62 });
    // 16 % IVA on 0.75 MXN is 0.12 exactly; on 0.0625 it would tie: 1,25 MXN × 10 % = 0.125 → 0.12.
    expect(lineTotals({ quantityMilli: 1000, unitPriceMinor: 125, taxRateBasisPoints: 1000 })).toEqual({ netMinor: 125, taxMinor: 12, grossMinor: 137 });
    expect(lineTotals({ quantityMilli: 1000, unitPriceMinor: 135, taxRateBasisPoints: 1000 })).toEqual({ netMinor: 135, taxMinor: 14, grossMinor: 149 });
  });

  it('totals an order as the sum of its rounded lines, with no float drift', () => {
    // Two steers at 28,500.00 MXN with no VAT, and 1,234.5 L of milk at 8.35 MXN/L with 0 %: 10,308.0750 → 10,308.08 (…075 rounds up: 7 is odd).
    const lines = [
      { quantityMilli: 2000, unitPriceMinor: 2_850_000, taxRateBasisPoints: 0 },
      { quantityMilli: 1_234_500, unitPriceMinor: 835, taxRateBasisPoints: 0 },
      // Ten straws at 0.10 with 16 %: 1.00 and 0.16, where ten float additions of 0.1 give 0.9999999999999999.
      { quantityMilli: 10_000, unitPriceMinor: 10, taxRateBasisPoints: 1600 },
    ];
    expect(orderTotals(lines)).toEqual({ netMinor: 5_700_000 + 1_030_808 + 100, taxMinor: 16, grossMinor: 5_700_000 + 1_030_808 + 116 });
  });

  it('keeps exact figures past the float range of a product', () => {
    const line = lineTotals({ quantityMilli: 999_999_999, unitPriceMinor: 999_999_999, taxRateBasisPoints: 1600 });
    expect(line.netMinor).toBe(999_999_998_000_000);
    expect(line.taxMinor).toBe(159_999_999_680_000);
  });
});
