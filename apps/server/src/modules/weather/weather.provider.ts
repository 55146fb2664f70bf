import type { WeatherCurrent, WeatherDay } from '@ganado/shared/weather';

export type Location = { latitude: number; longitude: number };

/**
 * Where weather comes from (Open-Meteo by default). In AppContext so tests inject a fake;
 * an implementation throws a 503 AppError ('weather.unreachable') when it cannot answer.
 */
export interface WeatherProvider {
  /** Conditions now and the daily forecast from today, in the place's own time zone. */
  forecast(location: Location, days: number): Promise<{ current: WeatherCurrent; forecast: WeatherDay[] }>;
  /** Observed days from `from` to `to` (ISO dates, both included). */
  history(location: Location, from: string, to: string): Promise<WeatherDay[]>;
}
