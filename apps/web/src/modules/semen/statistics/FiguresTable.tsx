import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FertilityFigures, FertilityStatistics } from '@ganado/shared/semen';
import { type LineColumn, LinesTable } from '../../../components/LinesTable';
import { useStatisticsFigures } from './figures';
import { RateFigure } from './RateFigure';

type Line = { id: string; name: string; figures: FertilityFigures };

/** The non-return rates shown are over first services, the figure AI organisations publish. */
const COLUMNS: readonly Omit<LineColumn<Line>, 'header'>[] = [
  { key: 'services', figure: true, cell: (line) => line.figures.services },
  { key: 'conceptionRate', figure: true, cell: (line) => <RateFigure rate={line.figures.conceptionRate} /> },
  { key: 'firstServiceConceptionRate', figure: true, from: 'md', cell: (line) => <RateFigure rate={line.figures.firstServiceConceptionRate} /> },
  { key: 'servicesPerConception', figure: true, from: 'lg', cell: (line) => <RateFigure rate={line.figures.servicesPerConception} kind="ratio" /> },
  { key: 'd24', figure: true, from: 'sm', cell: (line) => <RateFigure rate={line.figures.nonReturn.d24.firstServices} /> },
  { key: 'd56', figure: true, cell: (line) => <RateFigure rate={line.figures.nonReturn.d56.firstServices} /> },
  { key: 'd60to90', figure: true, from: 'sm', cell: (line) => <RateFigure rate={line.figures.nonReturn.d60to90.firstServices} /> },
];

/**
 * A row per group and the organisation's last, each rate with what it is over, and the legend that
 * says why some are marked not reliable and what the non-return rates leave out.
 */
export function FiguresTable({ statistics }: { statistics: FertilityStatistics }) {
  const { t } = useTranslation('semen');
  const figures = useStatisticsFigures();
  const lines: Line[] = [
    ...statistics.groups.map((group) => ({ id: group.key ?? 'none', name: figures.group(group, statistics.by), figures: group.figures })),
    { id: 'organisation', name: t('statistics.organisation'), figures: statistics.organisation },
  ];
  const columns: LineColumn<Line>[] = [
    { key: 'name', header: t(`statistics.by.${statistics.by}`), cell: (line) => line.name },
    ...COLUMNS.map((column) => ({ ...column, header: t(`statistics.columns.${column.key}`) })),
  ];
  const pending = statistics.organisation.nonReturn.d56.firstServices.pending;
  return (
    <>
      <LinesTable label={t('statistics.tableLabel')} columns={columns} lines={lines} totals={[]} />
      <Typography variant="body2" color="text.secondary" data-testid="reliability-legend">
        {t('statistics.legend', { count: statistics.minReliableServices })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('statistics.nonReturnNote', { count: pending })}
      </Typography>
    </>
  );
}
