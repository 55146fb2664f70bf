import type { NdviPoint } from '@ganado/shared/satellite';
import type { EChartsCoreOption } from 'echarts/core';
import { isoToDisplayDate } from '@ganado/shared/format';
import { numberText } from '../../components/format';

/** NDVI runs from -1 to 1; vegetation sits above 0, so the axis shows 0 to 1 unless the land says otherwise. */
export function ndviChartOption(points: readonly NdviPoint[], labels: { mean: string; min: string; max: string }, language: string): EChartsCoreOption {
  const line = (name: string, values: number[], color: string, dashed = false) => ({
    name,
    type: 'line',
    data: values,
    color,
    symbolSize: dashed ? 0 : 6,
    lineStyle: { type: dashed ? 'dashed' : 'solid', width: dashed ? 1 : 2 },
  });
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => numberText(value, language, { digits: 2, fixed: true }) },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 32, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: points.map((point) => isoToDisplayDate(point.date) ?? point.date) },
    yAxis: { type: 'value', name: 'NDVI', min: (extent: { min: number }) => Math.min(0, Math.floor(extent.min * 10) / 10), max: 1 },
    series: [
      line(labels.max, points.map((point) => point.max), '#81c784', true),
      line(labels.mean, points.map((point) => point.mean), '#2e7d32'),
      line(labels.min, points.map((point) => point.min), '#a1887f', true),
    ],
  };
}
