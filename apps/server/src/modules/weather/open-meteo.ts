import { text } from '@ganado/shared/http';
import type { WeatherCurrent, WeatherDay } from '@ganado/shared/weather';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { fetchJson } from '../../http/outbound';
import type { Location, WeatherProvider } from './weather.provider';

const CURRENT = ['temperature_2m', 'relative_humidity_2m', 'precipitation', 'wind_speed_10m', 'weather_code'] as const;
const DAILY = ['temperature_2m_min', 'temperature_2m_max', 'precipitation_sum', 'wind_speed_10m_max', 'weather_code'] as const;

const values = z.array(z.number().nullable());
/** The parts of Open-Meteo's answer we read (https://open-meteo.com/en/docs); units are its defaults: °C, %, mm, km/h. */
const daily = z.object({
  time: z.array(text()),
  temperature_2m_min: values,
  temperature_2m_max: values,
  precipitation_sum: values,
  wind_speed_10m_max: values,
  weather_code: values,
});
const forecastAnswer = z.object({
  current: z.object({
    time: text(),
    temperature_2m: z.number().nullable(),
    relative_humidity_2m: z.number().nullable(),
    precipitation: z.number().nullable(),
    wind_speed_10m: z.number().nullable(),
    weather_code: z.number().nullable(),
  }),
  daily,
});
const archiveAnswer = z.object({ daily });

function days(answer: z.infer<typeof daily>): WeatherDay[] {
  return answer.time.map((date, index) => ({
    date,
    temperatureMin: answer.temperature_2m_min[index] ?? null,
    temperatureMax: answer.temperature_2m_max[index] ?? null,
    precipitation: answer.precipitation_sum[index] ?? null,
    windSpeedMax: answer.wind_speed_10m_max[index] ?? null,
    weatherCode: answer.weather_code[index] ?? null,
  }));
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(503, 'weather.unreachable', { cause: parsed.error });
  return parsed.data;
}

/** Open-Meteo: the forecast API for now and the coming days, the archive API for the past. No key needed. */
export function openMeteo({ forecastUrl, archiveUrl }: { forecastUrl: string; archiveUrl: string }): WeatherProvider {
  const place = ({ latitude, longitude }: Location) => ({ latitude: String(latitude), longitude: String(longitude), timezone: 'auto' });
  const get = (url: string) => fetchJson(url, { headers: { accept: 'application/json' } }, 'weather.unreachable');
  return {
    async forecast(location, forecastDays) {
      const query = new URLSearchParams({ ...place(location), current: CURRENT.join(','), daily: DAILY.join(','), forecast_days: String(forecastDays) });
      const answer = parse(forecastAnswer, await get(`${forecastUrl}/v1/forecast?${query}`));
      const { current } = answer;
      const now: WeatherCurrent = {
        time: current.time,
        temperature: current.temperature_2m,
        humidity: current.relative_humidity_2m,
        precipitation: current.precipitation,
        windSpeed: current.wind_speed_10m,
        weatherCode: current.weather_code,
      };
      return { current: now, forecast: days(answer.daily) };
    },
    async history(location, from, to) {
      const query = new URLSearchParams({ ...place(location), start_date: from, end_date: to, daily: DAILY.join(',') });
      return days(parse(archiveAnswer, await get(`${archiveUrl}/v1/archive?${query}`)).daily);
    },
  };
}
