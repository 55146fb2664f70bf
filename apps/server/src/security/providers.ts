import type { SatelliteProvider } from '../modules/satellite/satellite.provider';
import type { WeatherProvider } from '../modules/weather/weather.provider';

const DAY = { temperatureMin: 4, temperatureMax: 15, precipitation: 0, windSpeedMax: 12, weatherCode: 1 };

/**
 * Providers answering at once, as Open-Meteo and Sentinel Hub would: the security suite calls every
 * report route, and must neither reach the internet nor count a provider's absence (a 503) as ours.
 */
export const providers: { weather: WeatherProvider; satellite: SatelliteProvider } = {
  weather: {
    async forecast(_location, days) {
      const forecast = Array.from({ length: days }, (_, index) => ({ ...DAY, date: `2026-11-${String(10 + index).padStart(2, '0')}` }));
      return { current: { time: '2026-11-10T12:00', temperature: 14, humidity: 60, precipitation: 0, windSpeed: 10, weatherCode: 2 }, forecast };
    },
    async history(_location, from) {
      return [{ ...DAY, date: from }];
    },
  },
  satellite: {
    async ndvi(_boundary, from) {
      return [{ date: from, mean: 0.6, min: 0.2, max: 0.8, sampleCount: 100 }];
    },
  },
};
