import { useTranslation } from 'react-i18next';
import { fromMinor, minorDigits, type Money } from '@ganado/shared/money';
import { numberText } from './format';

/**
 * An amount of money as answered (minor units, docs/decisions.md: money) in the reader's language,
 * with the currency's own decimals and its code: "12.50 EUR", "12,50 EUR", "500 JPY". Kept apart
 * from format.ts, which every page loads: the money module brings the contract's schemas along.
 */
export function moneyText(money: Pick<Money, 'amountMinor' | 'currency'>, language: string): string {
  const digits = minorDigits(money.currency);
  return `${numberText(fromMinor(money.amountMinor, money.currency), language, { digits, fixed: true })} ${money.currency}`;
}

/** moneyText in the reader's current language; no money (a line without a price) is a dash. */
export function useMoneyText() {
  const { i18n } = useTranslation();
  return (money: Pick<Money, 'amountMinor' | 'currency'> | null | undefined) => (money ? moneyText(money, i18n.language) : '—');
}
