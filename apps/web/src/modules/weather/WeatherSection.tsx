import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '@ganado/shared/format';
import { addDays } from '@ganado/shared/http';
import { WEATHER_HISTORY_DEFAULT_DAYS, type WeatherCurrent, type WeatherDay, type WeatherReport } from '@ganado/shared/weather';
import { QueryState } from '../../components/admin/QueryState';
import { Chart } from '../../components/charts/Chart';
import { type DateRange, DateRangeFields } from '../../components/DateRangeFields';
import { NotSetUp } from '../../components/NotSetUp';
import { FormSection } from '../farms/form/fields';
import { useWeather, useWeatherHistory } from './api';
import { conditionKey, dailyChartOption } from './weather-chart';
import { numberText } from '../../components/format';

function useDailyOption(days: readonly WeatherDay[]) {
  const { t } = useTranslation('weather');
  return useMemo(() => dailyChartOption(days, { max: t('chart.max'), min: t('chart.min'), precipitation: t('chart.precipitation') }), [days, t]);
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: '7rem' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

function Now({ report, current }: { report: WeatherReport; current: WeatherCurrent }) {
  const { t, i18n } = useTranslation('weather');
  const number = (value: number | null, unit: string) => (value === null ? '—' : `${numberText(value, i18n.language, { digits: 1 })} ${unit}`);
  const option = useDailyOption(report.forecast);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box data-testid="weather-now" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label={t('now.conditions')} value={t(`conditions.${conditionKey(current.weatherCode)}`)} />
        <Figure label={t('now.temperature')} value={number(current.temperature, '°C')} />
        <Figure label={t('now.humidity')} value={number(current.humidity, '%')} />
        <Figure label={t('now.precipitation')} value={number(current.precipitation, 'mm')} />
        <Figure label={t('now.wind')} value={number(current.windSpeed, 'km/h')} />
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('forecastTitle')}
      </Typography>
      <Chart option={option} label={t('forecastTitle')} />
    </Box>
  );
}

function HistoryChart({ days }: { days: readonly WeatherDay[] }) {
  const { t } = useTranslation('weather');
  return <Chart option={useDailyOption(days)} label={t('historyTitle')} />;
}

/** The history ends yesterday: the archive holds finished days. */
export function defaultHistoryRange(): DateRange {
  const to = addDays(toIsoDate(new Date()), -1);
  return { from: addDays(to, 1 - WEATHER_HISTORY_DEFAULT_DAYS), to };
}

/** The weather observed at a farm over a period, as a chart; or why there is none. */
export function WeatherHistory({ farmId, range }: { farmId: string; range: DateRange }) {
  const { t } = useTranslation('weather');
  const history = useWeatherHistory(farmId, range);
  return (
    <QueryState query={history} emptyText={t('noHistory')} isEmpty={(data) => data.provider === 'ready' && data.days.length === 0}>
      {(data) => (data.provider === 'notConfigured' ? <NotSetUp text={t('notSetUp')} howTo={t('notSetUpHowTo')} /> : <HistoryChart days={data.days} />)}
    </QueryState>
  );
}

function History({ farmId }: { farmId: string }) {
  const { t } = useTranslation('weather');
  const [range, setRange] = useState(defaultHistoryRange);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('historyTitle')}
      </Typography>
      <DateRangeFields value={range} onChange={setRange} labels={{ from: t('from'), to: t('to') }} max={defaultHistoryRange().to} />
      <WeatherHistory farmId={farmId} range={range} />
    </Box>
  );
}

/** The weather at a farm: now, the coming week and the past, from the server's provider. */
export function WeatherSection({ farmId }: { farmId: string }) {
  const { t } = useTranslation('weather');
  const weather = useWeather(farmId);
  return (
    <FormSection title={t('title')}>
      <QueryState query={weather} emptyText={t('noForecast')} isEmpty={(data) => data.provider === 'ready' && data.forecast.length === 0}>
        {(data) => (data.current ? <Now report={data} current={data.current} /> : <NotSetUp text={t('notSetUp')} howTo={t('notSetUpHowTo')} />)}
      </QueryState>
      {/* When now cannot be shown (no location, provider down or not set up) the past cannot either: one message is enough. */}
      {weather.data?.provider === 'ready' && <History farmId={farmId} />}
    </FormSection>
  );
}
