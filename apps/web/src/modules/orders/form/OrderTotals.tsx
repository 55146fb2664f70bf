import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orderTotals, type LineMoney } from '@ganado/shared/money';
import { DetailList } from '../../farms/DetailList';
import { useOrderFigures } from '../figures';
import { lineMoney } from './order-form';
import type { OrderFormApi } from './OrderLines';

/** The order's net, tax and total as the lines stand, each line rounded first as an invoice prints it; a dash until every line has its figures. */
export function OrderTotals({ form }: { form: OrderFormApi }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const [lines, currency] = useWatch({ control: form.control, name: ['lines', 'currency'] });
  const money = lines.map((line) => lineMoney(line, currency));
  const totals = money.every((line): line is LineMoney => line !== null) ? orderTotals(money) : null;
  const of = (key: 'netMinor' | 'taxMinor' | 'grossMinor') => (totals ? figures.money({ amountMinor: totals[key], currency }) : '—');
  return (
    <>
      <output data-testid="order-preview">
        <DetailList
          items={[
            { label: t('form.totals.net'), value: of('netMinor') },
            { label: t('form.totals.tax'), value: of('taxMinor') },
            { label: t('form.totals.gross'), value: of('grossMinor') },
          ]}
        />
      </output>
      <Typography variant="body2" color="text.secondary">
        {t('form.totalsNote')}
      </Typography>
    </>
  );
}
