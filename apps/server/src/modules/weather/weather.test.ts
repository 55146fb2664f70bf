import { messageCatalog } from '@ganado/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';
import type { Location, WeatherProvider } from './weather.provider';

const DAY = { temperatureMin: 4, temperatureMax: 15, precipitation: 0, windSpeedMax: 12, weatherCode: 1 };
const asked: { location: Location; from?: string; to?: string }[] = [];
let down = false;
/** Answers like Open-Meteo would, and remembers where it was asked about. */
const fakeWeather: WeatherProvider = {
  async forecast(location, days) {
    if (down) throw new AppError(503, 'weather.unreachable');
    asked.push({ location });
    const forecast = Array.from({ length: days }, (_, index) => ({ ...DAY, date: `2026-11-${22 + index}` }));
    return { current: { time: '2026-11-22T12:00', temperature: 14, humidity: 60, precipitation: 0, windSpeed: 10, weatherCode: 2 }, forecast };
  },
  async history(location, from, to) {
    asked.push({ location, from, to });
    return [{ ...DAY, date: from }];
  },
};

const { en, es } = messageCatalog;
const app = await buildTestApp({ weather: fakeWeather, clock: () => new Date('2026-11-22T10:00:00Z') });
const manager = await createMember(app, { grants: { farms: ['view', 'create'] } });
const stranger = await createMember(app, { organizationId: manager.organizationId, grants: { users: ['view'] } });
const outsider = await createMember(app, { grants: { farms: ['view', 'create'] } });

const call = async (url: string, headers: Record<string, string>) => {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};
const farmOf = async (member: typeof manager, payload: object) =>
  (await app.inject({ method: 'POST', url: '/api/farm', headers: member.headers, payload })).json().data.id as string;

const farmId = await farmOf(manager, { name: 'Sunny', latitude: 40.5, longitude: -3.25 });
const drawnFarmId = await farmOf(manager, {
  name: 'Drawn',
  perimeterPoints: [
    { latitude: 40, longitude: -3 },
    { latitude: 40.01, longitude: -3 },
    { latitude: 40.01, longitude: -2.99 },
    { latitude: 40, longitude: -2.99 },
  ],
});
const nowhereFarmId = await farmOf(manager, { name: 'Nowhere' });
const outsiderFarmId = await farmOf(outsider, { name: 'Theirs', latitude: 1, longitude: 1 });

describe('weather of a farm', () => {
  it('answers current conditions and a 7-day forecast at the farm’s location', async () => {
    const { status, body } = await call(`/api/farm/${farmId}/weather`, manager.headers);

    expect(status).toBe(200);
    expect(body.data).toMatchObject({ farmId, latitude: 40.5, longitude: -3.25, provider: 'ready', current: { temperature: 14, humidity: 60 } });
    expect(body.data.forecast).toHaveLength(7);
    expect(asked.at(-1)!.location).toEqual({ latitude: 40.5, longitude: -3.25 });
  });

  it('uses the centre of the drawn land when no location was typed', async () => {
    const { body } = await call(`/api/farm/${drawnFarmId}/weather`, manager.headers);
    expect(body.data.latitude).toBeCloseTo(40.005, 4);
    expect(body.data.longitude).toBeCloseTo(-2.995, 4);
  });

  it('answers the history of the last 30 days by default, or of the period asked for', async () => {
    const byDefault = await call(`/api/farm/${farmId}/weather/history`, manager.headers);
    expect(byDefault.body.data).toMatchObject({ from: '2026-10-23', to: '2026-11-21', days: [{ date: '2026-10-23' }] });

    const asked = await call(`/api/farm/${farmId}/weather/history?from=2026-08-01&to=2026-08-31`, manager.headers);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ from: '2026-08-01', to: '2026-08-31' });
  });

  it('refuses a reversed period, a period over 92 days and a date that is not one (422)', async () => {
    const reversed = await call(`/api/farm/${farmId}/weather/history?from=2026-09-01&to=2026-08-01`, manager.headers);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual([expect.objectContaining({ param: 'from', key: 'reports.rangeReversed' })]);
    const long = await call(`/api/farm/${farmId}/weather/history?from=2026-01-01&to=2026-06-30`, manager.headers);
    expect(long.body.errors).toEqual([expect.objectContaining({ param: 'from', key: 'reports.rangeTooLong' })]);
    const wrong = await call(`/api/farm/${farmId}/weather/history?from=2026-02-30`, manager.headers);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ param: 'from', key: 'reports.dateInvalid' })]);
  });

  it('says so when the farm has no location (422)', async () => {
    const { status, body } = await call(`/api/farm/${nowhereFarmId}/weather`, { ...manager.headers, 'accept-language': 'es' });
    expect(status).toBe(422);
    expect(body.message).toBe(es['weather.noLocation']);
  });

  it('answers 503 with a clear message when the provider cannot be reached', async () => {
    down = true;
    const { status, body } = await call(`/api/farm/${farmId}/weather`, manager.headers);
    down = false;
    expect(status).toBe(503);
    expect(body).toMatchObject({ key: 'weather.unreachable', message: en['weather.unreachable'] });
  });

  it('says the weather is not set up on a server without it (WEATHER_URL=off): a state, not an error', async () => {
    const without = await buildTestApp({ weather: null });
    try {
      const member = await createMember(without, { grants: { farms: ['view', 'create'] } });
      const id = (await without.inject({ method: 'POST', url: '/api/farm', headers: member.headers, payload: { name: 'Sunny', latitude: 40.5, longitude: -3.25 } })).json().data.id;
      const now = await without.inject({ method: 'GET', url: `/api/farm/${id}/weather`, headers: member.headers });
      expect([now.statusCode, now.json().data]).toMatchObject([200, { provider: 'notConfigured', current: null, forecast: [] }]);
      const past = await without.inject({ method: 'GET', url: `/api/farm/${id}/weather/history`, headers: member.headers });
      expect([past.statusCode, past.json().data]).toMatchObject([200, { provider: 'notConfigured', days: [] }]);
    } finally {
      await without.close();
    }
  });

  it('needs the farms view permission (403) and the farm to be the organisation’s own (404)', async () => {
    expect((await call(`/api/farm/${farmId}/weather`, stranger.headers)).status).toBe(403);
    expect((await call(`/api/farm/${farmId}/weather/history`, stranger.headers)).status).toBe(403);
    expect((await call(`/api/farm/${outsiderFarmId}/weather`, manager.headers)).status).toBe(404);
    expect((await call(`/api/farm/${outsiderFarmId}/weather/history`, manager.headers)).status).toBe(404);
  });
});
