import { messageCatalog } from '@ganado/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { buildTestApp } from '../../test/app';
import { createMember, type Member } from '../../test/people';
import type { SatelliteProvider } from './satellite.provider';

const asked: { boundary: unknown; from: string; to: string }[] = [];
let down = false;
const fakeSatellite: SatelliteProvider = {
  async ndvi(boundary, from, to) {
    if (down) throw new AppError(503, 'satellite.unreachable');
    asked.push({ boundary, from, to });
    return [{ date: from, mean: 0.6, min: 0.2, max: 0.8, sampleCount: 100 }];
  },
};

const { es } = messageCatalog;
const clock = () => new Date('2026-11-22T10:00:00Z');
const app = await buildTestApp({ satellite: fakeSatellite, clock });
// Without SATELLITE_CLIENT_ID and SATELLITE_CLIENT_SECRET, the default.
const unconfigured = await buildTestApp({ clock });

const RECTANGLE = [
  { latitude: 40, longitude: -3 },
  { latitude: 40.01, longitude: -3 },
  { latitude: 40.01, longitude: -2.99 },
  { latitude: 40, longitude: -2.99 },
];
const INSIDE = [
  { latitude: 40.002, longitude: -2.998 },
  { latitude: 40.008, longitude: -2.998 },
  { latitude: 40.008, longitude: -2.992 },
];

async function landOf(target: typeof app, member: Member, name: string) {
  const post = (url: string, payload: object) => target.inject({ method: 'POST', url, headers: member.headers, payload });
  const farmId = (await post('/api/farm', { name, perimeterPoints: RECTANGLE })).json().data.id as string;
  const zoneId = (await post('/api/zone', { farmId, name: 'Paddock', points: INSIDE })).json().data.id as string;
  return { farmId, zoneId };
}

const manager = await createMember(app, { grants: { farms: ['view', 'create'] } });
const stranger = await createMember(app, { organizationId: manager.organizationId, grants: { satelliteReports: ['view'] } });
const outsider = await createMember(app, { grants: { farms: ['view', 'create'] } });
const { farmId, zoneId } = await landOf(app, manager, 'Green');
const theirs = await landOf(app, outsider, 'Theirs');
const bareFarmId = (await app.inject({ method: 'POST', url: '/api/farm', headers: manager.headers, payload: { name: 'Bare', latitude: 40, longitude: -3 } })).json().data.id;

const call = async (url: string, headers: Record<string, string>, target = app) => {
  const response = await target.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('satellite reports', () => {
  it('answers the NDVI series over the farm’s perimeter for the last 90 days by default', async () => {
    const { status, body } = await call(`/api/farm/${farmId}/satellite`, manager.headers);

    expect(status).toBe(200);
    expect(body.data).toEqual({ farmId, zoneId: null, from: '2026-08-25', to: '2026-11-22', provider: 'ready', points: [{ date: '2026-08-25', mean: 0.6, min: 0.2, max: 0.8, sampleCount: 100 }] });
    expect(asked.at(-1)!.boundary).toEqual(RECTANGLE.map((point) => ({ ...point, label: null })));
  });

  it('answers the series over a zone for the period asked for', async () => {
    const { status, body } = await call(`/api/zone/${zoneId}/satellite?from=2026-06-01&to=2026-06-30`, manager.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ farmId, zoneId, from: '2026-06-01', to: '2026-06-30' });
    expect(asked.at(-1)!.boundary).toEqual(INSIDE.map((point) => ({ ...point, label: null })));
  });

  it('refuses a period over a year (422) and a farm with no perimeter drawn (422)', async () => {
    const long = await call(`/api/farm/${farmId}/satellite?from=2024-01-01&to=2026-01-01`, manager.headers);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([expect.objectContaining({ param: 'from', key: 'reports.rangeTooLong' })]);
    const bare = await call(`/api/farm/${bareFarmId}/satellite`, manager.headers);
    expect(bare).toMatchObject({ status: 422, body: { key: 'satellite.noBoundary' } });
  });

  it('answers 503 with a clear message when the provider cannot be reached', async () => {
    down = true;
    const { status, body } = await call(`/api/farm/${farmId}/satellite`, { ...manager.headers, 'accept-language': 'es' });
    down = false;
    expect(status).toBe(503);
    expect(body).toMatchObject({ key: 'satellite.unreachable', message: es['satellite.unreachable'] });
  });

  it('says the provider is not set up when no credentials are set: a state, not an error', async () => {
    const member = await createMember(unconfigured, { grants: { farms: ['view', 'create'] } });
    const land = await landOf(unconfigured, member, 'Lonely');
    for (const url of [`/api/farm/${land.farmId}/satellite`, `/api/zone/${land.zoneId}/satellite`]) {
      const { status, body } = await call(url, member.headers, unconfigured);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ farmId: land.farmId, provider: 'notConfigured', points: [] });
    }
  });

  it('needs the farms view permission (403) and land of the organisation’s own (404)', async () => {
    expect((await call(`/api/farm/${farmId}/satellite`, stranger.headers)).status).toBe(403);
    expect((await call(`/api/zone/${zoneId}/satellite`, stranger.headers)).status).toBe(403);
    expect((await call(`/api/farm/${theirs.farmId}/satellite`, manager.headers)).status).toBe(404);
    expect((await call(`/api/zone/${theirs.zoneId}/satellite`, manager.headers)).status).toBe(404);
  });
});
