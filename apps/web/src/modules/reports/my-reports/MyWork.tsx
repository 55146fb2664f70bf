import { useMemo, useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toIsoDate } from '@ganado/shared/format';
import { addDays } from '@ganado/shared/http';
import { MY_WORK_DEFAULT_DAYS, type MyWork as MyWorkAnswer } from '@ganado/shared/reports';
import { QueryState } from '../../../components/admin/QueryState';
import { Chart } from '../../../components/charts/Chart';
import { type DateRange, DateRangeFields } from '../../../components/DateRangeFields';
import { FormSection } from '../../farms/form/fields';
import { useMyWork } from './api';
import { myWorkChartOption, type NamedCounts } from './my-work-chart';
import { useMyReportsWords } from './words';

type Row = NamedCounts & { total: number };

/** A year to today, as the server's default. */
function defaultRange(): DateRange {
  const to = toIsoDate(new Date());
  return { from: addDays(to, 1 - MY_WORK_DEFAULT_DAYS), to };
}

/**
 * One kind of work per row, its total and then one column per month, the latest first: what a phone
 * shows before it is scrolled sideways is the total and this month.
 */
function CountsTable({ label, heading, months, rows }: { label: string; heading: string; months: readonly string[]; rows: readonly Row[] }) {
  const { t, month } = useMyReportsWords();
  const newestFirst = months.map((_, index) => index).reverse();
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{heading}</TableCell>
            <TableCell align="right">{t('myReports.work.total')}</TableCell>
            {newestFirst.map((index) => (
              <TableCell key={months[index]} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {month(months[index]!)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {row.total}
              </TableCell>
              {newestFirst.map((index) => (
                <TableCell key={months[index]} align="right">
                  {row.counts[index]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The chart, then a table of records and one of tasks, each kind named in the reader's language. */
function WorkFigures({ work }: { work: MyWorkAnswer }) {
  const { t, recordKind, taskCategory, month } = useMyReportsWords();
  const { records, tasks, option } = useMemo(() => {
    const recordRows: Row[] = work.records.map((row) => ({ name: recordKind(row.kind), counts: row.counts, total: row.total }));
    const taskRows: Row[] = work.tasks.map((row) => ({ name: taskCategory(row.category), counts: row.counts, total: row.total }));
    return { records: recordRows, tasks: taskRows, option: myWorkChartOption(work, month, recordRows, taskRows) };
  }, [work, recordKind, taskCategory, month]);
  const section = (title: string, label: string, heading: string, rows: readonly Row[]) =>
    rows.length > 0 && (
      <>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <CountsTable label={label} heading={heading} months={work.months} rows={rows} />
      </>
    );
  return (
    <>
      <Chart option={option} height={320} label={t('myReports.work.chart')} />
      {section(t('myReports.work.records'), t('myReports.work.recordsTable'), t('myReports.work.record'), records)}
      {section(t('myReports.work.tasks'), t('myReports.work.tasksTable'), t('myReports.work.task'), tasks)}
    </>
  );
}

/** What the signed-in person entered and completed over a period (a year to today unless they choose). */
export function MyWork() {
  const { t } = useMyReportsWords();
  const [range, setRange] = useState(defaultRange);
  const work = useMyWork(range);
  return (
    <FormSection title={t('myReports.work.title')}>
      <DateRangeFields value={range} onChange={setRange} labels={{ from: t('myReports.work.from'), to: t('myReports.work.to') }} max={defaultRange().to} />
      <QueryState query={work} emptyText={t('myReports.work.empty')} isEmpty={(data) => data.records.length === 0 && data.tasks.length === 0}>
        {(data) => <WorkFigures work={data} />}
      </QueryState>
    </FormSection>
  );
}
