import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { closedPortUrl, startFakeProvider } from '../../test/fake-provider';
import archive from './fixtures/open-meteo-archive.json';
import forecast from './fixtures/open-meteo-forecast.json';
import { openMeteo } from './open-meteo';

const fake = await startFakeProvider({ '/v1/forecast': { body: forecast }, '/v1/archive': { body: archive } });
const provider = openMeteo({ forecastUrl: fake.url, archiveUrl: fake.url });
const place = { latitude: 40.005, longitude: -2.995 };

describe('Open-Meteo adapter', () => {
  it('asks the forecast API for current conditions and the daily forecast, and reads them in our units', async () => {
    const answer = await provider.forecast(place, 7);

    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/forecast' });
    expect(Object.fromEntries(request.query)).toEqual({
      latitude: '40.005',
      longitude: '-2.995',
      timezone: 'auto',
      current: 'temperature_2m,relative_humidity_2m,precipitation,wind_speed_10m,weather_code',
      daily: 'temperature_2m_min,temperature_2m_max,precipitation_sum,wind_speed_10m_max,weather_code',
      forecast_days: '7',
    });
    expect(answer.current).toEqual({ time: '2026-11-22T12:00', temperature: 14.3, humidity: 62, precipitation: 0, windSpeed: 11.5, weatherCode: 2 });
    expect(answer.forecast).toHaveLength(7);
    expect(answer.forecast[3]).toEqual({ date: '2026-11-25', temperatureMin: 7.3, temperatureMax: 13, precipitation: 8.4, windSpeedMax: 25.3, weatherCode: 63 });
  });

  it('asks the archive API for the days between two dates, keeping days without data as nulls', async () => {
    const days = await provider.history(place, '2026-11-01', '2026-11-03');

    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/archive');
    expect(request.query.get('start_date')).toBe('2026-11-01');
    expect(request.query.get('end_date')).toBe('2026-11-03');
    expect(request.query.get('daily')).toContain('precipitation_sum');
    expect(days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(days[1]).toMatchObject({ temperatureMax: 16.4, precipitation: 2.6, weatherCode: 61 });
    expect(days[2]).toMatchObject({ temperatureMin: null, weatherCode: null });
  });

  it('turns a refused connection, an error answer or a strange body into "weather unreachable" (503)', async () => {
    const closed = await closedPortUrl();
    const down = openMeteo({ forecastUrl: closed, archiveUrl: closed });
    await expect(down.forecast(place, 7)).rejects.toMatchObject({ status: 503, key: 'weather.unreachable' });

    const failing = await startFakeProvider({ '/v1/forecast': { status: 400, body: { error: true, reason: 'Latitude must be in range' } }, '/v1/archive': { body: { nothing: 1 } } });
    const broken = openMeteo({ forecastUrl: failing.url, archiveUrl: failing.url });
    await expect(broken.forecast(place, 7)).rejects.toBeInstanceOf(AppError);
    await expect(broken.history(place, '2026-11-01', '2026-11-03')).rejects.toMatchObject({ status: 503, key: 'weather.unreachable' });
  });
});
