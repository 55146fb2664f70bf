import type { GoalDetail } from '@ganado/shared/goals';
import { KPI_UNITS } from '@ganado/shared/reports';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart';
import { useGoalTexts } from './texts';

/**
 * The figure at each month's end (the month named; the last point is today), and the target as a dashed line across: how the goal has moved
 * since it was set (or over the last year), drawn as the reports draw their charts.
 */
export function GoalTrendChart({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation('goals');
  const texts = useGoalTexts();
  const share = KPI_UNITS[goal.kpi] === 'share';
  const shown = (value: number) => (share ? texts.percent(value) : texts.number(value, 1));
  const option = {
    color: ['#00BD73', '#F2A93B'],
    grid: { left: 56, right: 16, top: 40, bottom: 48 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => (value === null ? '—' : shown(value)) },
    xAxis: { type: 'category', data: goal.trend.map((point, index) => (index === goal.trend.length - 1 ? texts.day(point.asOf) : texts.month(point.asOf.slice(0, 7)))), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: shown } },
    series: [
      { type: 'line', name: texts.kpi(goal.kpi).name, connectNulls: false, data: goal.trend.map((point) => point.value) },
      { type: 'line', name: t('details.target'), symbol: 'none', lineStyle: { type: 'dashed' }, data: goal.trend.map(() => goal.target) },
    ],
  };
  return <Chart option={option} height={300} label={t('details.trend')} />;
}
