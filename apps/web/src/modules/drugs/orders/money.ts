import { fromMinor, minorDigits, type Money } from '@ganado/shared/money';
import { numberText } from '../../../components/format';

/**
 * An amount of money as answered (minor units, docs/decisions.md: money) in the reader's language,
 * with the currency's own decimals and its code: "12.50 EUR", "12,50 EUR", "500 JPY".
 */
export function moneyText(money: Pick<Money, 'amountMinor' | 'currency'>, language: string): string {
  const digits = minorDigits(money.currency);
  return `${numberText(fromMinor(money.amountMinor, money.currency), language, { digits, fixed: true })} ${money.currency}`;
}
