import { useTranslation } from 'react-i18next';
import type { FertilityGroup, FertilityRate, FertilityStatistics } from '@ganado/shared/semen';
import { Chart } from '../../../components/charts/Chart';
import { numberText } from '../../../components/format';
import { share, useStatisticsFigures } from './figures';

type Series = { name: string; rate: (group: FertilityGroup) => FertilityRate };

/** Rates as percentages, 0–100, a bar or a point per group; a gap where a rate is over nothing. */
function rateOption(kind: 'bar' | 'line', categories: string[], groups: readonly FertilityGroup[], series: readonly Series[], language: string) {
  const percent = (value: number) => `${numberText(value, language, { digits: 1 })} %`;
  return {
    grid: { left: 48, right: 16, top: 40, bottom: 56 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => (value === null ? '—' : percent(value)) },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: (value: number) => percent(value) } },
    series: series.map(({ name, rate }) => ({ type: kind, name, connectNulls: false, data: groups.map((group) => share(rate(group))) })),
  };
}

/** Inseminator statistics and genotype performance: each group's conception rate and 56-day NRR as bars. */
export function GroupBars({ statistics }: { statistics: FertilityStatistics }) {
  const { t, i18n } = useTranslation('semen');
  const figures = useStatisticsFigures();
  const option = rateOption(
    'bar',
    statistics.groups.map((group) => figures.group(group, statistics.by)),
    statistics.groups,
    [
      { name: t('statistics.columns.conceptionRate'), rate: (group) => group.figures.conceptionRate },
      { name: t('statistics.columns.d56'), rate: (group) => group.figures.nonReturn.d56.firstServices },
    ],
    i18n.language,
  );
  return <Chart option={option} height={320} label={t('statistics.chart.bars')} />;
}

/** Organisation NRR: the non-return rates at 24, 56 and 60–90 days and the conception rate, month by month, as lines. */
export function MonthLines({ statistics }: { statistics: FertilityStatistics }) {
  const { t, i18n } = useTranslation('semen');
  const figures = useStatisticsFigures();
  const option = rateOption(
    'line',
    statistics.months.map((month) => figures.group(month, 'month')),
    statistics.months,
    [
      { name: t('statistics.columns.d24'), rate: (month) => month.figures.nonReturn.d24.firstServices },
      { name: t('statistics.columns.d56'), rate: (month) => month.figures.nonReturn.d56.firstServices },
      { name: t('statistics.columns.d60to90'), rate: (month) => month.figures.nonReturn.d60to90.firstServices },
      { name: t('statistics.columns.conceptionRate'), rate: (month) => month.figures.conceptionRate },
    ],
    i18n.language,
  );
  return <Chart option={option} height={320} label={t('statistics.chart.lines')} />;
}
