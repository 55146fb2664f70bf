import { describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeProvider } from '../../test/fake-provider';
import statistics from './fixtures/sentinel-hub-statistics.json';
import tokenAnswer from './fixtures/sentinel-hub-token.json';
import { sentinelHub } from './sentinel-hub';

const TOKEN_PATH = '/auth/realms/main/protocol/openid-connect/token';
const fake = await startFakeProvider({ [TOKEN_PATH]: { body: tokenAnswer }, '/api/v1/statistics': { body: statistics } });
let now = new Date('2026-11-22T12:00:00Z');
const provider = sentinelHub({ url: fake.url, tokenUrl: `${fake.url}${TOKEN_PATH}`, clientId: 'ganado', clientSecret: 's3cret', clock: () => now });
const TRIANGLE = [
  { latitude: 40, longitude: -3 },
  { latitude: 40.01, longitude: -3 },
  { latitude: 40.01, longitude: -2.99 },
];

describe('Sentinel Hub Statistical API adapter', () => {
  it('signs in with client credentials, asks for daily NDVI over the polygon and keeps the cloud-free days', async () => {
    const points = await provider.ndvi(TRIANGLE, '2026-10-01', '2026-10-31');

    const [tokenRequest, statsRequest] = fake.requests;
    expect(tokenRequest).toMatchObject({ method: 'POST', path: TOKEN_PATH });
    expect(Object.fromEntries(new URLSearchParams(tokenRequest!.body))).toEqual({ grant_type: 'client_credentials', client_id: 'ganado', client_secret: 's3cret' });
    expect(statsRequest).toMatchObject({ method: 'POST', path: '/api/v1/statistics' });
    expect(statsRequest!.headers.authorization).toBe('Bearer fake-access-token');
    const body = JSON.parse(statsRequest!.body);
    expect(body.input.bounds.geometry).toEqual({ type: 'Polygon', coordinates: [[[-3, 40], [-3, 40.01], [-2.99, 40.01], [-3, 40]]] });
    expect(body.input.data).toEqual([expect.objectContaining({ type: 'sentinel-2-l2a' })]);
    expect(body.aggregation).toMatchObject({ timeRange: { from: '2026-10-01T00:00:00Z', to: '2026-11-01T00:00:00Z' }, aggregationInterval: { of: 'P1D' } });
    expect(body.aggregation.evalscript).toContain('B08');

    // The cloudy day (every pixel masked, "NaN" statistics) is left out.
    expect(points).toEqual([
      { date: '2026-10-03', mean: 0.54, min: 0.12, max: 0.81, sampleCount: 9200 },
      { date: '2026-10-13', mean: 0.61, min: 0.2, max: 0.86, sampleCount: 9600 },
    ]);
  });

  it('reuses its token until it is about to expire', async () => {
    const tokens = () => fake.requests.filter((request) => request.path === TOKEN_PATH).length;
    const before = tokens();
    await provider.ndvi(TRIANGLE, '2026-10-01', '2026-10-31');
    expect(tokens()).toBe(before);
    now = new Date(now.getTime() + 3_600_000);
    await provider.ndvi(TRIANGLE, '2026-10-01', '2026-10-31');
    expect(tokens()).toBe(before + 1);
  });

  it('turns a refused connection or a refused sign-in into "satellite unreachable" (503)', async () => {
    const closed = await closedPortUrl();
    const down = sentinelHub({ url: closed, tokenUrl: `${closed}${TOKEN_PATH}`, clientId: 'a', clientSecret: 'b', clock: () => now });
    await expect(down.ndvi(TRIANGLE, '2026-10-01', '2026-10-31')).rejects.toMatchObject({ status: 503, key: 'satellite.unreachable' });

    const refusing = await startFakeProvider({ [TOKEN_PATH]: { status: 401, body: { error: 'invalid_client' } } });
    const wrong = sentinelHub({ url: refusing.url, tokenUrl: `${refusing.url}${TOKEN_PATH}`, clientId: 'a', clientSecret: 'b', clock: () => now });
    await expect(wrong.ndvi(TRIANGLE, '2026-10-01', '2026-10-31')).rejects.toMatchObject({ status: 503, key: 'satellite.unreachable' });
  });
});
