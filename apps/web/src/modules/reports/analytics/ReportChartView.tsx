import type { ReportChartData } from '@ganado/shared/reports';
import { Chart } from '../../../components/charts/Chart';
import { useReportTexts } from './texts';

/** The app's chart colours: the theme's primary and secondary first. */
const PALETTE = ['#00BD73', '#1F5D51', '#F2A93B', '#5470C6', '#EE6666', '#73C0DE'];

/**
 * A page's chart as ECharts draws it: shares as percentages, months and days in the reader's
 * language, categories turned on a narrow screen, a gap where a value is over nothing.
 */
export function ReportChartView({ chart }: { chart: ReportChartData }) {
  const texts = useReportTexts();
  const share = chart.series.some((series) => series.share);
  const categories = chart.categories.map((category) => {
    const text = texts.label(category);
    if (chart.axis === 'month') return texts.month(text);
    if (chart.axis === 'date') return texts.day(text);
    return text;
  });
  const value = (raw: number | null) => (raw === null ? '—' : share ? texts.percent(raw) : texts.number(raw, 2));
  const option = {
    color: PALETTE,
    grid: { left: 56, right: 16, top: 40, bottom: 64, containLabel: false },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', valueFormatter: value },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true, rotate: categories.length > 8 ? 35 : 0 } },
    yAxis: { type: 'value', ...(share ? { min: 0, max: 1 } : {}), axisLabel: { formatter: (raw: number) => (share ? texts.percent(raw) : texts.number(raw, 1)) } },
    series: chart.series.map((series) => ({ type: chart.kind, name: texts.label(series.name), connectNulls: false, data: series.values })),
  };
  return <Chart option={option} height={300} label={texts.chart(chart.id)} />;
}
