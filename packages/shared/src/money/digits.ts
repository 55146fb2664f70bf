/** Digits after the decimal mark in a currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}
