import { messageCatalog } from '@ganado/shared';
import { convertArea, measurePolygon } from '@ganado/shared/farms';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, farms } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp({ config: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' } });
const { db } = app.database;
const manager = await createMember(app, { grants: { farms: ['view', 'create', 'edit', 'delete'] } });
const viewer = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
const stranger = await createMember(app, { organizationId: manager.organizationId, grants: { users: ['view'] } });
const outsider = await createMember(app, { grants: { farms: ['view', 'create', 'edit', 'delete'] } });

/** The worked example of packages/shared/src/farms/farms.test.ts: about 94.93 ha, 3 927 m. */
export const RECTANGLE = [
  { latitude: 40, longitude: -3, label: 'Gate' },
  { latitude: 40.01, longitude: -3 },
  { latitude: 40.01, longitude: -2.99 },
  { latitude: 40, longitude: -2.99 },
];

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const logFor = (entityId: string) => db.select().from(activityLog).where(and(eq(activityLog.entityType, 'farm'), eq(activityLog.entityId, entityId)));

describe('farms', () => {
  it('registers a farm with every field, measuring size and perimeter from the drawn land', async () => {
    const payload = {
      name: 'La Dehesa',
      farmType: 'beef',
      owner: 'Ana Ruiz',
      ownershipType: 'leased',
      governmentRegistrationNumber: 'ES-REGA-123',
      cooperativeId: 'COOP-9',
      licenseNumber: 'LIC-77',
      licenseExpiryDate: '2027-06-30',
      regulatorName: 'Junta de Andalucía',
      regulatorRepresentativeName: 'Pedro Gil',
      countryCode: 'es',
      timeZone: 'Europe/Madrid',
      state: 'Córdoba',
      city: 'Pozoblanco',
      street: 'Camino del Río',
      houseNumber: '12',
      postalCode: '14400',
      perimeterPoints: RECTANGLE,
      farmSize: 1,
      productionSystem: 'extensive',
      goals: 'Organic certification',
      contractMating: true,
    };
    const { status, body } = await call('POST', '/api/farm', manager.headers, payload);

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.farmAdded']);
    const expected = measurePolygon(RECTANGLE);
    expect(body.data).toMatchObject({
      ...payload,
      countryCode: 'ES',
      perimeterPoints: [{ latitude: 40, longitude: -3, label: 'Gate' }, { latitude: 40.01, longitude: -3, label: null }, expect.anything(), expect.anything()],
      farmSize: expected.area,
      farmSizeUnit: 'hectare',
      farmPerimeter: expected.perimeter,
      farmPerimeterUnit: 'meter',
      zoneCount: 0,
    });
    expect(body.data.farmSize).toBeCloseTo(94.93, 0);
    // No location typed: the centre of the drawn land.
    expect(body.data.latitude).toBeCloseTo(40.005, 4);
    const [row] = await db.select().from(farms).where(eq(farms.id, body.data.id));
    expect(row).toMatchObject({ organizationId: manager.organizationId, createdBy: manager.userId });
    expect(await logFor(body.data.id)).toEqual([
      expect.objectContaining({ action: 'farm.create', actorId: manager.userId, after: expect.objectContaining({ name: 'La Dehesa', farmSize: expected.area }) }),
    ]);
  });

  it('answers the figures in the farm’s units', async () => {
    const { body } = await call('POST', '/api/farm', manager.headers, { name: 'In Acres', perimeterPoints: RECTANGLE, farmSizeUnit: 'acre', farmPerimeterUnit: 'kilometer' });
    expect(body.data).toMatchObject({ farmSizeUnit: 'acre', farmPerimeterUnit: 'kilometer' });
    expect(body.data.farmSize).toBeCloseTo(convertArea(measurePolygon(RECTANGLE).area, 'hectare', 'acre'), 2);
    expect(body.data.farmPerimeter).toBeCloseTo(3.927, 1);
  });

  it('keeps a typed size when no land is drawn', async () => {
    const { body } = await call('POST', '/api/farm', manager.headers, { name: 'Unmapped', farmSize: 42.5, farmPerimeter: 2600, latitude: 37.1, longitude: -4.2 });
    expect(body.data).toMatchObject({ farmSize: 42.5, farmPerimeter: 2600, latitude: 37.1, longitude: -4.2, perimeterPoints: [] });
  });

  it('keeps a drawing as large as the largest stations, and refuses one larger than any farm (422)', async () => {
    // In another organisation: the list below counts this one's farms.
    // About 1.3 million ha: the size of a few Australian cattle stations (docs/decisions.md, "Plausible farm areas").
    const station = [
      { latitude: -28, longitude: 135 },
      { latitude: -27, longitude: 135 },
      { latitude: -27, longitude: 136.2 },
      { latitude: -28, longitude: 136.2 },
    ];
    const kept = await call('POST', '/api/farm', outsider.headers, { name: 'Outback', perimeterPoints: station });
    expect(kept.status).toBe(200);
    expect(kept.body.data.farmSize).toBeGreaterThan(1_000_000);

    // The Iberian peninsula drawn by a slip: tens of millions of hectares.
    const peninsula = [
      { latitude: 36, longitude: -9 },
      { latitude: 43.5, longitude: -9 },
      { latitude: 43.5, longitude: 3 },
      { latitude: 36, longitude: 3 },
    ];
    const drawn = await call('POST', '/api/farm', outsider.headers, { name: 'Iberia', perimeterPoints: peninsula });
    expect(drawn.status).toBe(422);
    expect(drawn.body).toMatchObject({ success: false, errors: [{ param: 'perimeterPoints', key: 'farms.areaTooLarge', msg: en['farms.areaTooLarge'] }] });
    const typed = await call('POST', '/api/farm', outsider.headers, { name: 'Iberia', farmSize: 40_000, farmSizeUnit: 'squareMeter' });
    expect(typed.status).toBe(200);
    const typedHuge = await call('POST', '/api/farm', outsider.headers, { name: 'Iberia Typed', farmSize: 10_000_000, farmSizeUnit: 'acre' });
    expect(typedHuge.status).toBe(422);
    expect(typedHuge.body.errors).toEqual([{ param: 'farmSize', key: 'farms.areaTooLarge', msg: en['farms.areaTooLarge'] }]);
  });

  it('answers 422 with a message per field', async () => {
    const bowTie = [RECTANGLE[0], RECTANGLE[2], RECTANGLE[1], RECTANGLE[3]];
    for (const [payload, param, key] of [
      [{}, 'name', 'validation.required'],
      [{ name: 'A'.repeat(101) }, 'name', 'farms.nameTooLong'],
      [{ name: 'Farm <7>' }, 'name', 'farms.nameCharacters'],
      [{ name: 'Ok', latitude: 91, longitude: 0 }, 'latitude', 'farms.latitudeRange'],
      [{ name: 'Ok', latitude: 0, longitude: 181 }, 'longitude', 'farms.longitudeRange'],
      [{ name: 'Ok', latitude: 10 }, 'longitude', 'farms.locationIncomplete'],
      [{ name: 'Ok', perimeterPoints: RECTANGLE.slice(0, 2) }, 'perimeterPoints', 'farms.polygonInvalid'],
      [{ name: 'Ok', perimeterPoints: bowTie }, 'perimeterPoints', 'farms.polygonInvalid'],
      [{ name: 'Ok', licenseExpiryDate: '31/12/2027' }, 'licenseExpiryDate', 'farms.dateInvalid'],
      [{ name: 'Ok', farmSizeUnit: 'furlong' }, 'farmSizeUnit', 'validation.invalid'],
      [{ name: 'Ok', farmPerimeterUnit: 'league' }, 'farmPerimeterUnit', 'validation.invalid'],
      [{ name: 'Ok', farmType: 'castle' }, 'farmType', 'validation.invalid'],
      [{ name: 'Ok', owner: 'x'.repeat(101) }, 'owner', 'farms.textTooLong'],
      [{ name: 'Ok', countryCode: 'XX' }, 'countryCode', 'farms.countryUnknown'],
      [{ name: 'Ok', timeZone: 'Madrid' }, 'timeZone', 'farms.timeZoneUnknown'],
    ] as const) {
      const { status, body } = await call('POST', '/api/farm', manager.headers, payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors, JSON.stringify(payload)).toContainEqual({ param, key, msg: en[key] });
    }
  });

  it('refuses a name the organisation already has, whatever the case; another organisation may use it', async () => {
    const { status, body } = await call('POST', '/api/farm', manager.headers, { name: 'la dehesa' });
    expect(status).toBe(409);
    expect(body.errors).toEqual([{ param: 'name', key: 'farms.nameTaken', msg: en['farms.nameTaken'] }]);
    expect((await call('POST', '/api/farm', outsider.headers, { name: 'La Dehesa' })).status).toBe(200);
  });

  it('lists only the organisation’s farms, searched, sorted and paged', async () => {
    const { status, body } = await call('GET', '/api/farm?search=dehesa', viewer.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 1, page: 1, limit: 25, items: [{ name: 'La Dehesa' }] });
    const all = (await call('GET', '/api/farm?col=name&desc=true&limit=2', manager.headers)).body.data;
    expect(all.total).toBe(3);
    expect(all.items.map((item: { name: string }) => item.name)).toEqual(['Unmapped', 'La Dehesa']);
    const second = (await call('GET', '/api/farm?col=name&desc=true&limit=2&page=2', manager.headers)).body.data;
    expect(second.items.map((item: { name: string }) => item.name)).toEqual(['In Acres']);
  });

  it('edits a farm, logging before and after, and removes it softly', async () => {
    const { body: created } = await call('POST', '/api/farm', manager.headers, { name: 'Another', city: 'Jaén' });
    const id = created.data.id as string;
    const edited = await call('PUT', `/api/farm/${id}`, manager.headers, { name: 'Another', city: 'Úbeda', perimeterPoints: RECTANGLE });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(en['success.farmUpdated']);
    expect(edited.body.data).toMatchObject({ city: 'Úbeda', farmSize: measurePolygon(RECTANGLE).area });
    expect((await call('GET', `/api/farm/${id}`, viewer.headers)).body.data.city).toBe('Úbeda');

    const removed = await call('DELETE', `/api/farm/${id}`, manager.headers);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(en['success.farmDeleted']);
    expect((await call('GET', `/api/farm/${id}`, manager.headers)).status).toBe(404);
    const [row] = await db.select().from(farms).where(eq(farms.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const city = (snapshot: unknown) => (snapshot as { city?: string } | null)?.city ?? null;
    expect((await logFor(id)).map((entry) => [entry.action, city(entry.before), city(entry.after)])).toEqual([
      ['farm.create', null, 'Jaén'],
      ['farm.update', 'Jaén', 'Úbeda'],
      ['farm.delete', 'Úbeda', null],
    ]);
    // A removed farm's name is free again.
    expect((await call('POST', '/api/farm', manager.headers, { name: 'Another' })).status).toBe(200);
  });

  it('answers 404 for another organisation’s farm and changes nothing', async () => {
    const { body } = await call('POST', '/api/farm', outsider.headers, { name: 'Not Yours' });
    const id = body.data.id as string;
    expect((await call('GET', `/api/farm/${id}`, manager.headers)).status).toBe(404);
    expect((await call('PUT', `/api/farm/${id}`, manager.headers, { name: 'Taken' })).status).toBe(404);
    expect((await call('DELETE', `/api/farm/${id}`, manager.headers)).status).toBe(404);
    expect((await call('GET', `/api/farm/${id}/zone`, manager.headers)).status).toBe(404);
    const [row] = await db.select().from(farms).where(eq(farms.id, id));
    expect(row).toMatchObject({ name: 'Not Yours', deletedAt: null });
  });

  it('answers 403 without the farms permission for the action, and 401 without a session', async () => {
    expect((await call('GET', '/api/farm', stranger.headers)).status).toBe(403);
    expect((await call('POST', '/api/farm', viewer.headers, { name: 'Nope' })).status).toBe(403);
    expect((await call('PUT', `/api/farm/${outsider.userId}`, viewer.headers, { name: 'Nope' })).body.key).toBe('errors.forbidden');
    expect((await call('DELETE', `/api/farm/${outsider.userId}`, viewer.headers)).status).toBe(403);
    expect((await call('GET', '/api/farm', {})).status).toBe(401);
  });

  it('tells a signed-in user where map tiles come from', async () => {
    const { status, body } = await call('GET', '/api/map/config', stranger.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: expect.stringContaining('OpenStreetMap'), geocoder: false });
    expect((await call('GET', '/api/map/config', {})).status).toBe(401);
  });
});
