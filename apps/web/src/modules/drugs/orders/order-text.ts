import { useTranslation } from 'react-i18next';
import type { DrugOrder } from '@ganado/shared/drugs';
import { useDrugFigures } from '../figures';
import { useMoneyText } from '../../../components/money';

/** Lines named in a summary before "and N more". */
const LINES_NAMED = 2;

/** How the order pages write an order's lines and money. */
export function useOrderText() {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const money = useMoneyText();
  const packs = (line: DrugOrder['lines'][number]) => t('orders.packsOf', { packs: figures.number(line.packs), size: figures.amount(line.packSize.value, line.packSize.unit) });
  return {
    /** "2 × 250 mL". */
    packs,
    /** "Oxitetraciclina 20% (2 × 250 mL), Ivermectina (1 × 1 L) and 3 more". */
    lines: (order: DrugOrder) => {
      const named = order.lines.slice(0, LINES_NAMED).map((line) => t('orders.lineSummary', { drug: line.drugName, packs: packs(line) }));
      const more = order.lines.length - named.length;
      return more > 0 ? t('orders.andMore', { lines: named.join(', '), more: figures.number(more) }) : named.join(', ');
    },
    money,
  };
}
