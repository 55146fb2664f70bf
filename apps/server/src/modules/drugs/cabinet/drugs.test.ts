import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { drugPayload } from '../testing';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const vet = await createMember(app, { grants: { drugs: ['view', 'create', 'edit', 'export'] } });
const viewer = await createMember(app, { organizationId: vet.organizationId, grants: { drugs: ['view'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = vet.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: String(response.headers['content-type']).includes('json') ? response.json() : response.body, headers: response.headers };
};

describe('drugs', () => {
  it('registers a drug with its label, answers it, lists it and logs it', async () => {
    const { status, body } = await call('POST', '/api/drug', drugPayload({ name: 'Oxitetraciclina 20 % LA' }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(en['success.drugAdded']);
    expect(body.data).toMatchObject({
      name: 'Oxitetraciclina 20 % LA',
      format: 'injection',
      routes: ['intramuscular'],
      stockUnit: 'mL',
      stockOnHand: 0,
      available: 0,
      nextExpiry: null,
      withdrawals: [
        { speciesCode: 'cattle', speciesName: 'Cattle', meatHours: 672, milkHours: 168 },
        { speciesCode: 'sheep', speciesName: 'Sheep', meatHours: 672, milkHours: null },
      ],
    });
    const got = await call('GET', `/api/drug/${body.data.id}`);
    expect(got.body.data).toEqual(body.data);
    const list = await call('GET', '/api/drug?search=oxitetra');
    expect(list.body.data.items.map((item: { id: string }) => item.id)).toEqual([body.data.id]);
    const bySpecies = await call('GET', '/api/drug?species=goat');
    expect(bySpecies.body.data.items.map((item: { id: string }) => item.id)).not.toContain(body.data.id);
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.action, 'drug.create'), eq(activityLog.entityId, body.data.id)));
    expect(logged).toHaveLength(1);
  });

  it('edits every field, the label replaced; the stock unit is fixed once a pack is received', async () => {
    const { body } = await call('POST', '/api/drug', drugPayload({ name: 'Meloxicam 20 mg/mL' }));
    const id = body.data.id as string;
    const edited = await call('PUT', `/api/drug/${id}`, drugPayload({ name: 'Meloxicam 20 mg/mL', manufacturer: 'Boehringer', withdrawals: [{ speciesCode: 'cattle', meatHours: 360, milkHours: 120 }] }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.message).toBe(en['success.drugUpdated']);
    expect(edited.body.data).toMatchObject({ manufacturer: 'Boehringer', withdrawals: [{ speciesCode: 'cattle', meatHours: 360, milkHours: 120 }] });
    const receipt = { batch: 'M-1', expiresOn: '2028-01-31', receivedAt: '2026-11-01', size: { value: 100, unit: 'mL' }, location: { warehouse: 'Botiquín' } };
    expect((await call('POST', `/api/drug/${id}/pack`, receipt)).status).toBe(200);
    const unitChange = await call('PUT', `/api/drug/${id}`, drugPayload({ name: 'Meloxicam 20 mg/mL', stockUnit: 'L' }));
    expect(unitChange.status).toBe(422);
    expect(unitChange.body.errors).toEqual([{ param: 'stockUnit', key: 'drugs.stockUnitFixed', msg: en['drugs.stockUnitFixed'] }]);
  });

  it('answers 422 per field, 409 for a name taken, 403 to a viewer, 404 for another organisation’s drug', async () => {
    for (const [payload, param, key] of [
      [drugPayload({ name: '' }), 'name', 'validation.required'],
      [drugPayload({ routes: [] }), 'routes', 'drugs.routeRequired'],
      [drugPayload({ doseDam: 0 }), 'doseDam', 'drugs.doseMustBePositive'],
      [drugPayload({ withdrawals: [{ speciesCode: 'cattle', meatHours: -1, milkHours: 0 }] }), 'withdrawals.0.meatHours', 'drugs.hoursNotNegative'],
      [drugPayload({ withdrawals: [{ speciesCode: 'cattle', meatHours: 1.5, milkHours: 0 }] }), 'withdrawals.0.meatHours', 'drugs.wholeHours'],
      [drugPayload({ withdrawals: [{ speciesCode: 'cattle', meatHours: 1, milkHours: 0 }, { speciesCode: 'cattle', meatHours: 2, milkHours: 0 }] }), 'withdrawals.1.speciesCode', 'drugs.speciesTwice'],
      [drugPayload({ withdrawals: [{ speciesCode: 'unicorn', meatHours: 1, milkHours: 0 }] }), 'withdrawals.0.speciesCode', 'drugs.speciesUnknown'],
      [drugPayload({ stockUnit: 'gallon' }), 'stockUnit', 'ledger.unitUnknown'],
    ] as const) {
      const { status, body } = await call('POST', '/api/drug', payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body).toMatchObject({ success: false, code: 422 });
      expect(body.errors).toContainEqual({ param, key, msg: en[key] });
    }
    await call('POST', '/api/drug', drugPayload({ name: 'Penicilina' }));
    const taken = await call('POST', '/api/drug', drugPayload({ name: 'PENICILINA' }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ param: 'name', key: 'drugs.nameTaken', msg: en['drugs.nameTaken'] }]);
    expect((await call('POST', '/api/drug', drugPayload({ name: 'Ivermectina' }), viewer.headers)).status).toBe(403);
    const theirs = await call('POST', '/api/drug', drugPayload({ name: 'Ajeno' }), outsider.headers);
    expect((await call('GET', `/api/drug/${theirs.body.data.id}`)).status).toBe(404);
    expect((await call('PUT', `/api/drug/${theirs.body.data.id}`, drugPayload({ name: 'Robado' }))).status).toBe(404);
    expect((await call('GET', '/api/drug?search=ajeno')).body.data.items).toEqual([]);
  });

  it('exports the filtered list as CSV in the caller’s language, and only with the export permission', async () => {
    await call('POST', '/api/drug', drugPayload({ name: 'Vacuna clostridial', format: 'vaccine', stockUnit: 'dose' }));
    const file = await app.inject({ method: 'GET', url: '/api/drug/export?search=clostridial&format=csv', headers: { ...vet.headers, 'accept-language': 'es' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('"Nombre","Nombre genérico"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Vacuna clostridial"');
    expect(lines[1]).toContain('"Vacuna"');
    expect((await call('GET', '/api/drug/export', undefined, viewer.headers)).status).toBe(403);
  });
});
