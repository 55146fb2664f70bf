import type { WeatherDay } from '@ganado/shared/weather';
import type { EChartsCoreOption } from 'echarts/core';
import { isoToDisplayDate } from '@ganado/shared/format';

type Labels = { max: string; min: string; precipitation: string };

/** Daily highs and lows as lines (°C, left axis) and rain as bars (mm, right axis). */
export function dailyChartOption(days: readonly WeatherDay[], labels: Labels): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 32, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: days.map((day) => isoToDisplayDate(day.date)?.slice(0, 5) ?? day.date) },
    yAxis: [
      { type: 'value', name: '°C', scale: true },
      { type: 'value', name: 'mm', min: 0, splitLine: { show: false } },
    ],
    series: [
      { name: labels.max, type: 'line', data: days.map((day) => day.temperatureMax), color: '#d84315', smooth: true },
      { name: labels.min, type: 'line', data: days.map((day) => day.temperatureMin), color: '#1565c0', smooth: true },
      { name: labels.precipitation, type: 'bar', yAxisIndex: 1, data: days.map((day) => day.precipitation), color: '#4fc3f7', barMaxWidth: 16 },
    ],
  };
}

/** The WMO weather code's group, a key of the `weather` namespace's `conditions`. */
export function conditionKey(code: number | null): string {
  if (code === null) return 'unknown';
  if (code === 0) return 'clear';
  if (code <= 3) return 'cloudy';
  if (code <= 48) return 'fog';
  if (code <= 57) return 'drizzle';
  if (code <= 67) return 'rain';
  if (code <= 77) return 'snow';
  if (code <= 82) return 'showers';
  if (code <= 86) return 'snow';
  return 'thunderstorm';
}
