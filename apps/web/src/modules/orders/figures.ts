import { useTranslation } from 'react-i18next';
import type { OrderDirection } from '@ganado/shared/orders';
import { numberText } from '../../components/format';
import { useMoneyText } from '../../components/money';

/** Basis points (1600) as the percent a form shows and sends ("16", "10.5"). */
export const percentOf = (basisPoints: number): string => String(basisPoints / 100);

/** How the order pages write their figures, in the reader's language (components/format.ts, components/money.ts). */
export function useOrderFigures() {
  const { t, i18n } = useTranslation('orders');
  const money = useMoneyText();
  // A quantity keeps three decimals (1.250 kg is 1.25 kg); a tax rate two.
  const number = (value: number, digits = 3) => numberText(value, i18n.language, { digits });
  const unit = (id: string, count?: number) => t(`units.${id}`, { defaultValue: id, count });
  return {
    money,
    unit,
    /** "2.5 L", "1 unit". */
    amount: (value: number, unitId: string) => t('figures.amount', { value: number(value), unit: unit(unitId, value) }),
    /** "16 %", "10,5 %". */
    percent: (basisPoints: number) => t('figures.percent', { value: number(basisPoints / 100, 2) }),
    /** "28,500.00 MXN / unit". */
    perUnit: (price: Parameters<typeof money>[0], unitId: string) => t('figures.perUnit', { price: money(price), unit: unit(unitId, 1) }),
    /** "Sale 12 · TIF-0451": an order by its number in its series, and the counterparty's reference. */
    orderName: (direction: OrderDirection, order: { number: number; reference: string | null }) =>
      [t(`orderNumber.${direction}`, { number: order.number }), order.reference].filter(Boolean).join(' · '),
    /** "3 lines". */
    lines: (count: number) => t('list.lineCount', { count }),
  };
}
