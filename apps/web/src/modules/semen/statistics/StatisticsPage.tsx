import { type ComponentType, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { FertilityScreen, FertilityStatistics } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { FormSection } from '../../farms/form/fields';
import { useDownload } from '../../orders/use-download';
import { exportFertilityStatistics, type StatisticsFormat, useFertilityStatistics } from './api';
import { FiguresTable } from './FiguresTable';
import { GroupBars, MonthLines } from './StatisticsChart';
import { StatisticsFilters } from './StatisticsFilters';
import { statisticsState } from './statistics-state';

type Chart = ComponentType<{ statistics: FertilityStatistics }>;

/**
 * A fertility statistics screen (docs/decisions.md: the statistics screens): its filters in the URL,
 * a chart, the figures per group with the organisation's last, and the table as a CSV or XLSX file.
 */
function StatisticsPage({ entry, screen, chart: ScreenChart }: { entry: RouteEntry; screen: FertilityScreen; chart: Chart }) {
  const { t } = useTranslation(['semen', 'common']);
  const { params } = useUrlQuery();
  const query = statisticsState(params, screen);
  const statistics = useFertilityStatistics(screen, query);
  const [notice, setNotice] = useState<Notice | null>(null);
  const files = useDownload<StatisticsFormat>(setNotice);

  return (
    <Box data-testid={`${screen}-statistics`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button key={format} startIcon={<DownloadIcon />} disabled={files.busy !== null} onClick={() => void files.get(format, () => exportFertilityStatistics(screen, query, format))}>
              {t(`statistics.export.${format}`)}
            </Button>
          ))}
        </Box>
      </Box>
      <Typography color="text.secondary">{t(`statistics.intro.${screen}`)}</Typography>
      <FormAlert notice={notice} />
      <StatisticsFilters screen={screen} answered={statistics.data} />
      <QueryState query={statistics} emptyText={t('statistics.empty')} isEmpty={(answer) => answer.organisation.services === 0}>
        {(answer) => (
          <>
            <FormSection title={t(`statistics.chartTitle.${screen}`)}>
              <ScreenChart statistics={answer} />
            </FormSection>
            <FormSection title={t('statistics.tableTitle')}>
              <FiguresTable statistics={answer} />
            </FormSection>
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** /inseminator-statistics: per inseminator (or sire, batch, month), conception rate and NRR 56 as bars. */
export const InseminatorStatisticsPage = ({ entry }: { entry: RouteEntry }) => <StatisticsPage entry={entry} screen="inseminators" chart={GroupBars} />;

/** /organisation: the organisation NRR, at 24, 56 and 60–90 days with the conception rate, month by month. */
export const OrganisationStatisticsPage = ({ entry }: { entry: RouteEntry }) => <StatisticsPage entry={entry} screen="organisation" chart={MonthLines} />;

/** /genotype-performance: per sire breed (or sire), conception rate and NRR 56 as bars. */
export const GenotypePerformancePage = ({ entry }: { entry: RouteEntry }) => <StatisticsPage entry={entry} screen="genotypes" chart={GroupBars} />;
