import { toDisplayDate } from '@ganado/shared/format';

const DAY_MS = 86_400_000;

/**
 * A time axis for values recorded by the day (weighings, milk yields): ticks never closer than a
 * day and labelled as the app shows dates (DD/MM/YYYY, docs/product.md §9), where ECharts would
 * fall back to hours ("06:00 12:00") for points a few days apart. The tooltip says the same day.
 */
export function dayAxisOption() {
  const label = (value: number) => toDisplayDate(new Date(value));
  return {
    xAxis: { type: 'time', minInterval: DAY_MS, axisLabel: { formatter: label, hideOverlap: true }, axisPointer: { label: { formatter: ({ value }: { value: number }) => label(value) } } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'line' } },
  } as const;
}
