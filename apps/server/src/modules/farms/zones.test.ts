import { messageCatalog } from '@ganado/shared';
import { convertArea, measurePolygon } from '@ganado/shared/farms';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { farms: ['view', 'create', 'edit', 'delete'] } });
const viewer = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { farms: ['view', 'create', 'edit', 'delete'] } });

const RECTANGLE = [
  { latitude: 40, longitude: -3 },
  { latitude: 40.01, longitude: -3 },
  { latitude: 40.01, longitude: -2.99 },
  { latitude: 40, longitude: -2.99 },
];
const INSIDE = [
  { latitude: 40.002, longitude: -2.998, label: 'Trough' },
  { latitude: 40.008, longitude: -2.998 },
  { latitude: 40.008, longitude: -2.992 },
];
const CROSSING = [...INSIDE.slice(0, 2), { latitude: 40.02, longitude: -2.992 }];

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const farmOf = async (member: typeof manager, payload: object) => (await call('POST', '/api/farm', member.headers, payload)).body.data.id as string;

const farmId = await farmOf(manager, { name: 'Zoned', perimeterPoints: RECTANGLE, farmSizeUnit: 'acre' });
const bareFarmId = await farmOf(manager, { name: 'Bare' });
const outsiderFarmId = await farmOf(outsider, { name: 'Theirs', perimeterPoints: RECTANGLE });

describe('zones', () => {
  it('adds a zone inside its farm, measured in the farm’s units, and logs it', async () => {
    const { status, body } = await call('POST', '/api/zone', manager.headers, { farmId, name: 'North paddock', description: 'Summer grass', points: INSIDE });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.zoneAdded']);
    const measures = measurePolygon(INSIDE, 'squareMeter', 'meter');
    expect(body.data).toMatchObject({ farmId, farmName: 'Zoned', name: 'North paddock', description: 'Summer grass', areaUnit: 'acre', perimeterUnit: 'meter' });
    expect(body.data.area).toBeCloseTo(convertArea(measures.area, 'squareMeter', 'acre'), 3);
    expect(body.data.perimeter).toBeCloseTo(measures.perimeter, 3);
    expect(body.data.points[0]).toEqual({ latitude: 40.002, longitude: -2.998, label: 'Trough' });
    const log = await db.select().from(activityLog).where(and(eq(activityLog.entityType, 'zone'), eq(activityLog.entityId, body.data.id)));
    expect(log).toEqual([expect.objectContaining({ action: 'zone.create', actorId: manager.userId, after: expect.objectContaining({ name: 'North paddock', farmId }) })]);
    const farm = (await call('GET', `/api/farm/${farmId}`, viewer.headers)).body.data;
    expect(farm.zoneCount).toBe(1);
  });

  it('answers 422 on points for a zone outside the farm or on a farm with no perimeter, and per field', async () => {
    for (const [payload, param, key] of [
      [{ farmId, name: 'Out', points: CROSSING }, 'points', 'farms.zoneOutsideFarm'],
      [{ farmId: bareFarmId, name: 'Any', points: INSIDE }, 'points', 'farms.farmHasNoPerimeter'],
      [{ farmId, name: 'Few', points: INSIDE.slice(0, 2) }, 'points', 'farms.polygonInvalid'],
      [{ farmId, name: '', points: INSIDE }, 'name', 'validation.required'],
      [{ farmId, name: 'Zone; 1', points: INSIDE }, 'name', 'farms.nameCharacters'],
      [{ farmId, name: 'Ok', points: [{ latitude: 95, longitude: 0 }, ...INSIDE] }, 'points.0.latitude', 'farms.latitudeRange'],
      [{ farmId: 'nope', name: 'Ok', points: INSIDE }, 'farmId', 'errors.notFound'],
    ] as const) {
      const { status, body } = await call('POST', '/api/zone', manager.headers, payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors, JSON.stringify(payload)).toContainEqual({ param, key, msg: en[key] });
    }
  });

  it('refuses a second zone of the same name on the farm', async () => {
    const { status, body } = await call('POST', '/api/zone', manager.headers, { farmId, name: 'north PADDOCK', points: INSIDE });
    expect(status).toBe(409);
    expect(body.errors).toEqual([{ param: 'name', key: 'farms.zoneNameTaken', msg: en['farms.zoneNameTaken'] }]);
  });

  it('lists, shows, edits and removes a zone', async () => {
    const { body: created } = await call('POST', '/api/zone', manager.headers, { farmId, name: 'South', points: INSIDE });
    const id = created.data.id as string;
    const list = await call('GET', `/api/farm/${farmId}/zone`, viewer.headers);
    expect(list.body.data.map((zone: { name: string }) => zone.name)).toEqual(['North paddock', 'South']);
    expect((await call('GET', `/api/zone/${id}`, viewer.headers)).body.data.name).toBe('South');

    const edited = await call('PUT', `/api/zone/${id}`, manager.headers, { name: 'South field', points: INSIDE.slice().reverse() });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(en['success.zoneUpdated']);
    expect(edited.body.data.name).toBe('South field');
    expect((await call('PUT', `/api/zone/${id}`, manager.headers, { name: 'South field', points: CROSSING })).status).toBe(422);

    const removed = await call('DELETE', `/api/zone/${id}`, manager.headers);
    expect(removed.status).toBe(200);
    expect((await call('GET', `/api/zone/${id}`, manager.headers)).status).toBe(404);
    const actions = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, id));
    expect(actions.map((entry) => entry.action)).toEqual(['zone.create', 'zone.update', 'zone.delete']);
  });

  it('answers 404 for another organisation’s farm or zone', async () => {
    const { body } = await call('POST', '/api/zone', outsider.headers, { farmId: outsiderFarmId, name: 'Theirs', points: INSIDE });
    const theirZone = body.data.id as string;
    expect((await call('POST', '/api/zone', manager.headers, { farmId: outsiderFarmId, name: 'Mine', points: INSIDE })).status).toBe(404);
    expect((await call('GET', `/api/zone/${theirZone}`, manager.headers)).status).toBe(404);
    expect((await call('PUT', `/api/zone/${theirZone}`, manager.headers, { name: 'Mine', points: INSIDE })).status).toBe(404);
    expect((await call('DELETE', `/api/zone/${theirZone}`, manager.headers)).status).toBe(404);
    expect((await call('GET', `/api/zone/${theirZone}`, outsider.headers)).body.data.name).toBe('Theirs');
  });

  it('answers 403 without the permission for the action', async () => {
    expect((await call('POST', '/api/zone', viewer.headers, { farmId, name: 'Nope', points: INSIDE })).status).toBe(403);
    expect((await call('DELETE', `/api/zone/${farmId}`, viewer.headers)).status).toBe(403);
    expect((await call('GET', `/api/farm/${farmId}/zone`, {})).status).toBe(401);
  });

  it('refuses a farm perimeter that would leave a zone outside, or no perimeter under its zones', async () => {
    const shrunk = RECTANGLE.map((point) => ({ latitude: point.latitude, longitude: point.longitude === -3 ? -2.995 : point.longitude }));
    for (const perimeterPoints of [shrunk, []]) {
      const { status, body } = await call('PUT', `/api/farm/${farmId}`, manager.headers, { name: 'Zoned', perimeterPoints, farmSizeUnit: 'acre' });
      expect(status).toBe(422);
      expect(body.errors).toEqual([{ param: 'perimeterPoints', key: 'farms.zonesLeftOutside', msg: en['farms.zonesLeftOutside'] }]);
    }
    const wider = RECTANGLE.map((point) => ({ ...point, longitude: point.longitude === -2.99 ? -2.98 : point.longitude }));
    expect((await call('PUT', `/api/farm/${farmId}`, manager.headers, { name: 'Zoned', perimeterPoints: wider, farmSizeUnit: 'acre' })).status).toBe(200);
  });

  it('removes a farm’s zones with the farm', async () => {
    const doomed = await farmOf(manager, { name: 'Doomed', perimeterPoints: RECTANGLE });
    const zone = (await call('POST', '/api/zone', manager.headers, { farmId: doomed, name: 'Gone', points: INSIDE })).body.data.id as string;
    expect((await call('DELETE', `/api/farm/${doomed}`, manager.headers)).status).toBe(200);
    expect((await call('GET', `/api/zone/${zone}`, manager.headers)).status).toBe(404);
  });
});
