import type { EChartsCoreOption } from 'echarts/core';
import type { MyWork } from '@ganado/shared/reports';

/** A row of the answer as the chart draws it: its name already in the reader's language. */
export interface NamedCounts {
  name: string;
  counts: readonly number[];
}

/**
 * Each month's records as one stacked bar and its tasks as another beside it, a block per kind
 * (the legend names them): how much of each the person did, month by month.
 */
export function myWorkChartOption(work: Pick<MyWork, 'months'>, monthLabel: (month: string) => string, records: readonly NamedCounts[], tasks: readonly NamedCounts[]): EChartsCoreOption {
  const bars = (stack: string, rows: readonly NamedCounts[]) => rows.map((row) => ({ type: 'bar', stack, name: row.name, data: [...row.counts] }));
  return {
    grid: { left: 40, right: 16, top: 56, bottom: 32 },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: work.months.map(monthLabel) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [...bars('records', records), ...bars('tasks', tasks)],
  };
}
