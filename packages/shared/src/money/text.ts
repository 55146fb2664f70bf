import { minorToAmount } from './arithmetic';

/** An amount as a reader writes it, in their language, with its currency: "MX$28,500.00", "28.500,00 MXN". */
export function moneyText(amountMinor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(minorToAmount(amountMinor, currency)));
}
