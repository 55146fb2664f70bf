import { randomUUID } from 'node:crypto';
import { messageCatalog } from '@ganado/shared';
import type { BarnSnapshot } from '@ganado/shared/barn';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animalGroups, drugPacks, tasks } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../test/herd';
import { createMember } from '../../test/people';
import { insertCompletedOccurrence, insertTask } from '../../test/tasks';
import { drugPayload } from '../drugs/testing';

const { en } = messageCatalog;
// Noon in UTC, six in the morning on the farm's clock (America/Mexico_City, UTC−6).
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const farmer = await createMember(app, { grants: { animals: ['view', 'create'], actionList: ['view', 'edit'], drugs: ['view', 'create', 'edit'] } });
const org = farmer.organizationId;
const milker = await createMember(app, { organizationId: org, grants: { animals: ['view'], actionList: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view'], actionList: ['view'], drugs: ['view'] } });

const get = async (farmId: string, headers: Record<string, string> = farmer.headers) => {
  const response = await app.inject({ method: 'GET', url: `/api/barn/farm/${farmId}`, headers });
  return { status: response.statusCode, body: response.json() };
};
const post = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, headers: farmer.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

// One farm with its herd, groups, week of tasks and cabinet; another farm beside it.
const farm = await insertFarm(app, org, 'Los Álamos', 'America/Mexico_City');
const otherFarm = await insertFarm(app, org, 'El Mezquite');
const herdGroup = await insertGroup(app, org, 'Vacas secas');
const otherGroup = await insertGroup(app, org, 'Novillas del Mezquite');
await db.update(animalGroups).set({ farmId: otherFarm.id }).where(eq(animalGroups.id, otherGroup.id));
const bella = await insertAnimal(app, org, { farmId: farm.id, tagNumber: 'MX-002', nickname: 'Bella' });
const canela = await insertAnimal(app, org, { farmId: farm.id, tagNumber: 'MX-001' });
await insertRecord(app, org, canela.id, { type: 'groupChange', groupId: herdGroup.id, occurredAt: new Date('2026-10-01T00:00:00Z') });
await insertRecord(app, org, canela.id, { type: 'weight', quantity: { value: 412.456, unit: 'kg' }, occurredAt: new Date('2026-11-01T00:00:00Z') });
const sold = await insertAnimal(app, org, { farmId: farm.id, tagNumber: 'MX-003' });
await insertRecord(app, org, sold.id, { type: 'removal', details: { reason: 'sold' }, occurredAt: new Date('2026-11-10T00:00:00Z') });
const elsewhere = await insertAnimal(app, org, { farmId: otherFarm.id, tagNumber: 'MX-004' });

const drug = await post('/api/drug', drugPayload({ name: 'Oxitetraciclina 20 % LA' }));
const vaccine = await post('/api/drug', drugPayload({ name: 'Clostridial 7 vías', format: 'vaccine' }));
const receive = (drugId: string, batch: string, expiresOn: string) =>
  post(`/api/drug/${drugId}/pack`, { batch, expiresOn, receivedAt: '2026-11-02T09:00:00Z', size: { value: 100, unit: 'mL' }, location: { warehouse: 'Botiquín' } });
const [later] = await receive(drug.id, 'L-2', '2027-06-30');
const [sooner] = await receive(drug.id, 'L-1', '2027-01-31');
const [expired] = await receive(vaccine.id, 'V-0', '2027-01-31');
await db.update(drugPacks).set({ expiresOn: '2026-11-01' }).where(eq(drugPacks.id, expired.id));
// Bella treated yesterday: in meat withdrawal for 28 days.
await post(`/api/animal/${bella.id}/record`, { type: 'treatment', occurredAt: '2026-11-23T08:00:00Z', drugId: drug.id, packId: sooner.id, dose: { value: 20, unit: 'mL' }, route: 'intramuscular', reason: 'Mastitis' });

const today = await insertTask(app, org, { name: 'Vacunar terneras', startAt: new Date('2026-11-24T15:00:00Z') });
const done = await insertTask(app, org, { name: 'Revisar bebederos', startAt: new Date('2026-11-24T07:00:00Z') });
await insertCompletedOccurrence(app, org, done.id, 0);
const nextWeek = await insertTask(app, org, { name: 'Pesar novillos', startAt: new Date('2026-12-02T15:00:00Z') });
// Two days ago: one left undone (still to do, overdue), one done (gone from the phone's list).
const forgotten = await insertTask(app, org, { name: 'Desparasitar vaquillas', startAt: new Date('2026-11-22T15:00:00Z') });
const doneBefore = await insertTask(app, org, { name: 'Limpiar comederos', startAt: new Date('2026-11-22T09:00:00Z') });
await insertCompletedOccurrence(app, org, doneBefore.id, 0);
const otherFarmTask = await insertTask(app, org, { name: 'Arreglar cerca', startAt: new Date('2026-11-25T15:00:00Z') });
await db.update(tasks).set({ farmId: farm.id }).where(eq(tasks.id, today.id));
await db.update(tasks).set({ farmId: otherFarm.id }).where(eq(tasks.id, otherFarmTask.id));

describe('GET /api/barn/farm/{id}', () => {
  it('answers the farm’s active animals by tag, its groups, this week’s tasks and the packs that may be used', async () => {
    const { status, body } = await get(farm.id);
    expect(status, JSON.stringify(body)).toBe(200);
    const barn = body.data as BarnSnapshot;
    expect(barn.farm).toEqual({ id: farm.id, name: 'Los Álamos', timeZone: 'America/Mexico_City' });
    expect(barn.syncedAt).toBe('2026-11-24T12:00:00.000Z');
    expect(barn.animals.map((animal) => animal.id)).toEqual([canela.id, bella.id]);
    expect(barn.animals[0]).toEqual({
      id: canela.id,
      tagNumber: 'MX-001',
      nickname: null,
      speciesCode: 'cattle',
      gender: 'female',
      status: 'active',
      groupId: herdGroup.id,
      groupName: 'Vacas secas',
      zoneName: null,
      currentWeightKg: 412.46,
      meatWithdrawalEndsAt: null,
      milkWithdrawalEndsAt: null,
    });
    expect(barn.animals[1]!.meatWithdrawalEndsAt).toBe('2026-12-21T08:00:00.000Z');
    expect(barn.groups).toContainEqual({ id: herdGroup.id, name: 'Vacas secas', animalCount: 1 });
    expect(barn.groups.map((group) => group.id)).not.toContain(otherGroup.id);
    expect(barn.tasks.map((task) => [task.taskId, task.completed, task.overdue])).toEqual([
      [forgotten.id, false, true],
      [done.id, true, false],
      [today.id, false, false],
    ]);
    expect(barn.tasks.map((task) => task.taskId)).not.toContain(nextWeek.id);
    expect(barn.tasks.map((task) => task.taskId)).not.toContain(doneBefore.id);
    expect(barn.drugs).toEqual([{ id: drug.id, name: 'Oxitetraciclina 20 % LA', isVaccine: false }]);
    expect(barn.packs).toEqual([
      { id: sooner.id, drugId: drug.id, batch: 'L-1', expiresOn: '2027-01-31', unit: 'mL', available: 80, suggested: true },
      { id: later.id, drugId: drug.id, batch: 'L-2', expiresOn: '2027-06-30', unit: 'mL', available: 100, suggested: false },
    ]);
    expect(barn.can).toEqual({ addRecords: true, completeTasks: true, viewDrugs: true });
    expect(barn.animals.map((animal) => animal.id)).not.toContain(elsewhere.id);
  });

  it('names a vaccine as one when it has a pack in stock', async () => {
    const [fresh] = await receive(vaccine.id, 'V-1', '2027-03-31');
    const barn = (await get(farm.id)).body.data as BarnSnapshot;
    expect(barn.drugs).toEqual([
      { id: vaccine.id, name: 'Clostridial 7 vías', isVaccine: true },
      { id: drug.id, name: 'Oxitetraciclina 20 % LA', isVaccine: false },
    ]);
    expect(barn.packs.map((pack) => pack.id)).toContain(fresh.id);
    expect(barn.packs.map((pack) => pack.id)).not.toContain(expired.id);
  });

  it('leaves empty what the role may not view and says which writes it allows', async () => {
    const { status, body } = await get(farm.id, milker.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ drugs: [], packs: [], can: { addRecords: false, completeTasks: false, viewDrugs: false } });
    expect(body.data.animals).toHaveLength(2);
    const stranger = await createMember(app, { organizationId: org, grants: { farms: ['view'] } });
    expect((await get(farm.id, stranger.headers)).body.data).toMatchObject({ animals: [], groups: [], tasks: [], drugs: [], packs: [] });
  });

  it('answers 401 without a session, 404 for another organisation’s farm or none, 422 for an id that is not one', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/barn/farm/${farm.id}` })).statusCode).toBe(401);
    for (const [farmId, who] of [
      [farm.id, outsider],
      [randomUUID(), farmer],
    ] as const) {
      const { status, body } = await get(farmId, who.headers);
      expect(status).toBe(404);
      expect(body.message).toBe(en['errors.notFound']);
    }
    const invalid = await get('MX-001');
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([{ param: 'id', key: 'errors.notFound', msg: en['errors.notFound'] }]);
  });
});
