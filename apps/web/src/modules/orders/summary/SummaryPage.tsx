import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fromMinor, minorDigits } from '@ganado/shared/money';
import type { OrdersSummary } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { useUrlQuery } from '../../../components/admin/url-query';
import { Chart } from '../../../components/charts/Chart';
import { MonthInput, NOT_A_DATE } from '../../../components/dates/pickers';
import { monthText, numberText } from '../../../components/format';
import { useMoneyText } from '../../../components/money';
import { PageTitle } from '../../../components/PageTitle';
import { FormSection } from '../../farms/form/fields';
import { useOrdersSummary } from '../api';
import { OrdersTabs } from '../OrdersTabs';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FIELDS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } } as const;
const FIGURE = { whiteSpace: 'nowrap' } as const;

/** Each month's revenue and cost, every product kind together. */
function perMonth(summary: OrdersSummary) {
  return summary.months.map((month) => {
    const rows = summary.rows.filter((row) => row.month === month);
    const revenueMinor = rows.reduce((sum, row) => sum + row.revenueMinor, 0);
    const costMinor = rows.reduce((sum, row) => sum + row.costMinor, 0);
    return { month, revenueMinor, costMinor, marginMinor: revenueMinor - costMinor };
  });
}

/** Revenue and cost as bars and the margin as a line, month by month, in the summary's currency. */
function SummaryChart({ summary }: { summary: OrdersSummary }) {
  const { t, i18n } = useTranslation('orders');
  const money = useMoneyText();
  const months = perMonth(summary);
  const major = (amountMinor: number) => fromMinor(amountMinor, summary.currency);
  const option = {
    grid: { left: 64, right: 16, top: 40, bottom: 32 },
    legend: { top: 0 },
    // The chart draws major units; its tooltip writes them back as money.
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => money({ amountMinor: Math.round(value * 10 ** minorDigits(summary.currency)), currency: summary.currency }) },
    xAxis: { type: 'category', data: months.map((month) => monthText(month.month, i18n.language)) },
    // The axis writes its figures in the reader's language (70.000 in Spanish), not ECharts' own.
    yAxis: { type: 'value', name: summary.currency, axisLabel: { formatter: (value: number) => numberText(value, i18n.language) } },
    series: [
      { type: 'bar', name: t('summary.revenue'), data: months.map((month) => major(month.revenueMinor)) },
      { type: 'bar', name: t('summary.cost'), data: months.map((month) => major(month.costMinor)) },
      { type: 'line', name: t('summary.margin'), data: months.map((month) => major(month.marginMinor)) },
    ],
  };
  return <Chart label={t('summary.chartLabel', { currency: summary.currency })} option={option} height={320} />;
}

/** The rows, month and product kind, with each one's margin, and the totals under them. */
function SummaryTable({ summary }: { summary: OrdersSummary }) {
  const { t, i18n } = useTranslation('orders');
  const money = useMoneyText();
  const of = (amountMinor: number) => money({ amountMinor, currency: summary.currency });
  const totals = summary.totals;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('summary.tableLabel')} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {(['month', 'kind', 'revenue', 'cost', 'margin'] as const).map((column) => (
              <TableCell key={column} align={column === 'month' || column === 'kind' ? 'left' : 'right'}>
                {t(`summary.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={`${row.month}-${row.kind}`}>
              <TableCell sx={FIGURE}>{monthText(row.month, i18n.language)}</TableCell>
              <TableCell>{t(`productKinds.${row.kind}`)}</TableCell>
              <TableCell align="right" sx={FIGURE}>
                {of(row.revenueMinor)}
              </TableCell>
              <TableCell align="right" sx={FIGURE}>
                {of(row.costMinor)}
              </TableCell>
              <TableCell align="right" sx={FIGURE}>
                {of(row.revenueMinor - row.costMinor)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& .MuiTableCell-root': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } }}>
            <TableCell colSpan={2}>{t('summary.total')}</TableCell>
            <TableCell align="right" sx={FIGURE} data-testid="summary-revenue">
              {of(totals.revenueMinor)}
            </TableCell>
            <TableCell align="right" sx={FIGURE} data-testid="summary-cost">
              {of(totals.costMinor)}
            </TableCell>
            <TableCell align="right" sx={FIGURE} data-testid="summary-margin">
              {of(totals.marginMinor)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/**
 * /orders/summary: revenue, cost and margin month by month (the server's last twelve unless a range
 * is chosen), by product kind, in one of the currencies the orders use; the choices kept in the URL.
 */
export function SummaryPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['orders', 'common']);
  const { get, set } = useUrlQuery();
  const valid = (key: string) => (MONTH.test(get(key)) ? get(key) : undefined);
  const summary = useOrdersSummary({ from: valid('from'), to: valid('to'), currency: get('currency') || undefined });
  const loaded = summary.data;
  const currencies = loaded ? [...new Set([loaded.currency, ...loaded.currencies])] : [];

  return (
    <Box data-testid="orders-summary" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <OrdersTabs current="summary" />
      <Box sx={FIELDS}>
        {/* A half-typed month asks nothing; a cleared one goes back to the server's range. */}
        <MonthInput value={get('from') || (loaded?.months[0] ?? '')} onChange={(month) => month !== NOT_A_DATE && set({ from: month })} field={{ size: 'small', label: t('summary.from') }} />
        <MonthInput value={get('to') || (loaded?.months.at(-1) ?? '')} onChange={(month) => month !== NOT_A_DATE && set({ to: month })} field={{ size: 'small', label: t('summary.to') }} />
        <TextField
          select
          size="small"
          label={t('summary.currency')}
          value={loaded?.currency ?? ''}
          onChange={(event) => set({ currency: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
      </Box>
      <QueryState query={summary} emptyText={t('summary.empty')} isEmpty={(answer) => answer.rows.length === 0}>
        {(answer) => (
          <>
            <FormSection title={t('summary.chartTitle')}>
              <SummaryChart summary={answer} />
            </FormSection>
            <FormSection title={t('summary.tableTitle')}>
              <SummaryTable summary={answer} />
            </FormSection>
          </>
        )}
      </QueryState>
    </Box>
  );
}
