import { z } from 'zod';
import { dateRangeQuery, providerStatus, text } from '../http';

/** History is asked for in chunks of at most a quarter: one provider call, one readable chart. */
export const WEATHER_HISTORY_MAX_DAYS = 92;
export const WEATHER_HISTORY_DEFAULT_DAYS = 30;
export const WEATHER_FORECAST_DAYS = 7;

/** Conditions now, in °C, %, mm and km/h; `weatherCode` is the WMO code the provider gives. */
export const weatherCurrent = z.object({
  time: text(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  precipitation: z.number().nullable(),
  windSpeed: z.number().nullable(),
  weatherCode: z.number().int().nullable(),
});
export type WeatherCurrent = z.infer<typeof weatherCurrent>;

/** One day of a forecast or of the history. */
export const weatherDay = z.object({
  date: text(),
  temperatureMin: z.number().nullable(),
  temperatureMax: z.number().nullable(),
  precipitation: z.number().nullable(),
  windSpeedMax: z.number().nullable(),
  weatherCode: z.number().int().nullable(),
});
export type WeatherDay = z.infer<typeof weatherDay>;

const location = { latitude: z.number(), longitude: z.number() };

/** GET /api/farm/{id}/weather */
/** `provider` notConfigured: this server has no weather (WEATHER_URL=off); `current` is then null and `forecast` empty. */
export const weatherReport = z.object({ farmId: z.uuid(), ...location, provider: providerStatus, current: weatherCurrent.nullable(), forecast: z.array(weatherDay) });
export type WeatherReport = z.infer<typeof weatherReport>;

/** GET /api/farm/{id}/weather/history?from&to (default: the last 30 days). */
export const weatherHistoryQuery = dateRangeQuery(WEATHER_HISTORY_MAX_DAYS);
export type WeatherHistoryQuery = z.infer<typeof weatherHistoryQuery>;

export const weatherHistory = z.object({ farmId: z.uuid(), ...location, from: text(), to: text(), provider: providerStatus, days: z.array(weatherDay) });
export type WeatherHistory = z.infer<typeof weatherHistory>;
