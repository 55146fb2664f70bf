import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, tasks } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { drugPayload } from '../testing';

const { en } = messageCatalog;
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z'), config: { drugReservationHours: 72 } });
const { db } = app.database;
const vet = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'], actionList: ['view', 'create'] } });
const viewer = await createMember(app, { organizationId: vet.organizationId, grants: { drugs: ['view'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'] } });
const org = vet.organizationId;

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = vet.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
let drugCount = 0;
async function drugWithPack(size = 100, headers = vet.headers) {
  drugCount += 1;
  const drug = (await call('POST', '/api/drug', drugPayload({ name: `Penicilina ${drugCount}` }), headers)).body.data;
  const receipt = { batch: `PN-${drugCount}`, expiresOn: '2027-05-31', receivedAt: '2026-11-20', size: { value: size, unit: 'mL' }, location: { warehouse: 'Botiquín' } };
  const pack = (await call('POST', `/api/drug/${drug.id}/pack`, receipt, headers)).body.data[0];
  return { drugId: drug.id as string, packId: pack.id as string };
}
const mastitis = (drugId: string, overrides: object = {}) => ({
  name: `Mastitis ${drugCount}`,
  diagnosis: 'Mastitis clínica',
  drugId,
  dose: { value: 10, unit: 'mL' },
  route: 'intramuscular',
  intervalHours: 24,
  doses: 3,
  ...overrides,
});

describe('treatment protocols', () => {
  it('adds, lists and edits a protocol, logged', async () => {
    const { drugId } = await drugWithPack();
    const added = await call('POST', '/api/drug/protocol', mastitis(drugId));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ message: en['success.protocolAdded'], data: { drugId, drugName: `Penicilina ${drugCount}`, dose: { value: 10, unit: 'mL' }, doses: 3 } });
    const listed = await call('GET', `/api/drug/protocol?drugId=${drugId}`);
    expect(listed.body.data.items.map((item: { id: string }) => item.id)).toEqual([added.body.data.id]);
    const edited = await call('PUT', `/api/drug/protocol/${added.body.data.id}`, mastitis(drugId, { doses: 5 }));
    expect(edited.body.data.doses).toBe(5);
    expect(await db.$count(activityLog, and(eq(activityLog.entityType, 'drugProtocol'), eq(activityLog.entityId, added.body.data.id)))).toBe(2);
  });

  it('refuses bad figures (422), a taken name (409), a viewer (403), another organisation’s drug or protocol (404)', async () => {
    const { drugId } = await drugWithPack();
    for (const [overrides, param, key] of [
      [{ intervalHours: 0 }, 'intervalHours', 'drugs.intervalRange'],
      [{ intervalHours: 1.5 }, 'intervalHours', 'drugs.wholeHours'],
      [{ doses: 31 }, 'doses', 'drugs.dosesRange'],
      [{ dose: { value: -1, unit: 'mL' } }, 'dose.value', 'animals.mustBePositive'],
      [{ dose: { value: 1, unit: 'kg' } }, 'dose.unit', 'ledger.unitCannotConvert'],
      [{ name: '' }, 'name', 'validation.required'],
    ] as const) {
      const { status, body } = await call('POST', '/api/drug/protocol', mastitis(drugId, overrides));
      expect(status, JSON.stringify(overrides)).toBe(422);
      expect(body.errors).toEqual([expect.objectContaining({ param, key })]);
    }
    await call('POST', '/api/drug/protocol', mastitis(drugId, { name: 'Cojera' }));
    const taken = await call('POST', '/api/drug/protocol', mastitis(drugId, { name: 'cojera' }));
    expect(taken.status).toBe(409);
    expect(taken.body.key).toBe('drugs.protocolNameTaken');
    expect((await call('POST', '/api/drug/protocol', mastitis(drugId), viewer.headers)).status).toBe(403);
    const theirs = await drugWithPack(100, outsider.headers);
    expect((await call('POST', '/api/drug/protocol', mastitis(theirs.drugId))).status).toBe(404);
    const theirProtocol = (await call('POST', '/api/drug/protocol', mastitis(theirs.drugId), outsider.headers)).body.data.id;
    expect((await call('PUT', `/api/drug/protocol/${theirProtocol}`, mastitis(drugId))).status).toBe(404);
    expect((await call('POST', `/api/drug/protocol/${theirProtocol}/apply`, { animalIds: [(await insertAnimal(app, org)).id], startAt: '2026-11-25T08:00' })).status).toBe(404);
  });

  it('plans one health task per dose, an interval apart, each holding its dose for every animal in the first pack to expire', async () => {
    const { drugId, packId } = await drugWithPack();
    const protocol = (await call('POST', '/api/drug/protocol', mastitis(drugId))).body.data;
    const cows = await Promise.all([1, 2].map(() => insertAnimal(app, org)));
    const applied = await call('POST', `/api/drug/protocol/${protocol.id}/apply`, { animalIds: cows.map((cow) => cow.id), startAt: '2026-11-25T08:00', timeZone: 'Europe/Madrid' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ packId, reserved: 60, unit: 'mL' });
    const planned = await db.select({ name: tasks.name, startAt: tasks.startAt, category: tasks.category }).from(tasks).where(eq(tasks.organizationId, org));
    const course = planned.filter((task) => task.name.startsWith(protocol.name)).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    expect(course.map((task) => [task.name, task.startAt.toISOString(), task.category])).toEqual([
      [`${protocol.name} 1/3`, '2026-11-25T07:00:00.000Z', 'healthRecord'],
      [`${protocol.name} 2/3`, '2026-11-26T07:00:00.000Z', 'healthRecord'],
      [`${protocol.name} 3/3`, '2026-11-27T07:00:00.000Z', 'healthRecord'],
    ]);
    const holds = await call('GET', `/api/drug/reservation?packId=${packId}`);
    // Each hold lasts until its dose is due, and the timeout after.
    expect(holds.body.data.items.map((item: { quantity: number; expiresAt: string }) => [item.quantity, item.expiresAt])).toEqual([
      [20, '2026-11-28T07:00:00.000Z'],
      [20, '2026-11-29T07:00:00.000Z'],
      [20, '2026-11-30T07:00:00.000Z'],
    ]);
    expect((await call('GET', `/api/drug/pack/${packId}`)).body.data).toMatchObject({ stockOnHand: 100, available: 40 });
  });

  it('plans nothing when the pack runs short on a later dose (409)', async () => {
    const { drugId, packId } = await drugWithPack(50);
    const protocol = (await call('POST', '/api/drug/protocol', mastitis(drugId))).body.data;
    const cows = await Promise.all([1, 2].map(() => insertAnimal(app, org)));
    const before = await db.$count(tasks, eq(tasks.organizationId, org));
    const refused = await call('POST', `/api/drug/protocol/${protocol.id}/apply`, { animalIds: cows.map((cow) => cow.id), startAt: '2026-11-25T08:00', packId });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ param: 'dose.value', key: 'drugs.notAvailable', params: { available: '10', unit: 'mL' } })]);
    expect(await db.$count(tasks, eq(tasks.organizationId, org))).toBe(before);
    expect((await call('GET', `/api/drug/pack/${packId}`)).body.data).toMatchObject({ available: 50 });
  });
});
