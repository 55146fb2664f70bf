import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type Kpi, REPORT_PAGES, REPORT_FILE_FORMATS, type ReportFileFormat, type ReportPage, type ReportPageData } from '@ganado/shared/reports';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { dayText, instantText } from '../../../components/format';
import { PageTitle } from '../../../components/PageTitle';
import { FormSection } from '../../farms/form/fields';
import { useDownload } from '../../orders/use-download';
import { exportReport, useReportPage } from '../api';
import { FigureAnimalsDialog } from './FigureAnimalsDialog';
import { FigureCard } from './FigureCard';
import { ReportChartView } from './ReportChartView';
import { ReportTableView } from './ReportTableView';
import { ReportFilterBar } from './ReportFilterBar';
import { DETAILED_PATHS } from '../paths';
import { ReportNav } from './ReportNav';
import { reportQueryOf } from './report-query';
import { useReportTexts } from './texts';

const FIGURES = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } } as const;
const CHARTS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } } as const;

/** Nothing to show: no figure has a value and the table has no row (the page says what is missing instead). */
const isEmpty = (answer: ReportPageData) => answer.figures.every((figure) => figure.value === null || figure.value === 0) && answer.table.total === 0;

/** The page id of an analytics route: its title key's last part (route-map.ts names them as REPORT_PAGES does). */
export function reportPageOf(entry: RouteEntry): ReportPage {
  const id = entry.titleKey.split('.').pop() as ReportPage;
  if (!REPORT_PAGES.includes(id)) throw new Error(`${entry.path} is not an analytics page`);
  return id;
}

/**
 * An analytics page (docs/decisions.md: reports): its filters and as-of day in the URL, its figures
 * each with its definition and the animals behind it, its charts, its table, and the page as a CSV,
 * XLSX or PDF file, in the reader's language.
 */
export function AnalyticsPage({ entry }: { entry: RouteEntry }) {
  const page = reportPageOf(entry);
  const { t } = useTranslation(['reports', 'common']);
  const texts = useReportTexts();
  const { params } = useUrlQuery();
  const query = reportQueryOf(params);
  const report = useReportPage(page, query);
  const [figure, setFigure] = useState<Kpi | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const files = useDownload<ReportFileFormat>(setNotice);

  return (
    <Box data-testid={`report-${page}`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {DETAILED_PATHS[page] && (
            <Button component={RouterLink} to={`${DETAILED_PATHS[page]}?${params.toString()}`}>
              {t(`detailed.${page}`)}
            </Button>
          )}
          {REPORT_FILE_FORMATS.map((format) => (
            <Button
              key={format}
              variant={format === 'pdf' ? 'contained' : 'text'}
              startIcon={files.busy === format ? <CircularProgress size={16} /> : <DownloadIcon />}
              disabled={files.busy !== null}
              onClick={() => void files.get(format, () => exportReport(page, query, format))}
            >
              {t(`export.${format}`)}
            </Button>
          ))}
        </Box>
      </Box>
      <ReportNav current={page} />
      <Typography color="text.secondary">{t(`intro.${page}`)}</Typography>
      <FormAlert notice={notice} />
      <ReportFilterBar answered={report.data} />
      <QueryState query={report} emptyText={t(`empty.${page}`)} isEmpty={isEmpty}>
        {(answer) => (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="report-as-of">
              {t('asOfLine', { from: dayText(answer.period.from), to: dayText(answer.period.to), asOf: dayText(answer.asOf), computed: instantText(answer.computedAt) })}
            </Typography>
            {answer.changedSince && (
              <Alert severity="info" data-testid="report-changed-since">
                {t('changedSince')}
                <LinearProgress sx={{ mt: 1 }} aria-label={t('changedSince')} />
              </Alert>
            )}
            <Box sx={FIGURES}>
              {answer.figures.map((item) => (
                <FigureCard key={item.id} figure={item} currency={answer.currency} onAnimals={() => setFigure(item.id)} />
              ))}
            </Box>
            <Box sx={CHARTS}>
              {answer.charts.map((chart, index) => (
                // A chart left alone on its row takes the whole row.
                <Box key={chart.id} sx={{ minWidth: 0, gridColumn: index === answer.charts.length - 1 && index % 2 === 0 ? '1 / -1' : undefined }}>
                  <FormSection title={texts.chart(chart.id)}>
                    <ReportChartView chart={chart} />
                  </FormSection>
                </Box>
              ))}
            </Box>
            <FormSection title={t(`tables.${answer.table.id}`)}>
              <ReportTableView table={answer.table} />
            </FormSection>
          </>
        )}
      </QueryState>
      <FigureAnimalsDialog page={page} figure={figure} query={query} onClose={() => setFigure(null)} />
    </Box>
  );
}
