import { messageCatalog } from '@ganado/shared';
import { RECORD_TYPES, type RecordType } from '@ganado/shared/animals';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords, animals, zones } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { callApi, sampleRecord } from '../../../test/records';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const viewer = await createMember(app, { organizationId: manager.organizationId, grants: { animals: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const org = manager.organizationId;
const farm = await insertFarm(app, org);
const group = await insertGroup(app, org);
const bull = await insertAnimal(app, org, { gender: 'male', tagNumber: 'TORO-1' });
const refs = { farmId: farm.id, groupId: group.id, bullId: bull.id };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = manager.headers, payload?: object) =>
  callApi(app, method, url, headers, payload);
const post = (animalId: string, payload: object, headers = manager.headers) => call('POST', `/api/animal/${animalId}/record`, headers, payload);
const problems = (body: { errors: { param: string; key: string }[] }) => body.errors.map(({ param, key }) => ({ param, key }));
const stateOf = async (id: string) => (await db.select().from(animals).where(eq(animals.id, id)))[0]!;

/** The request fields a type keeps in columns rather than in `details`. */
const COLUMN_FIELDS = ['weight', 'yield', 'dose', 'amount', 'sireId', 'farmId', 'zoneId', 'groupId'];
const QUANTITY_OF: Partial<Record<RecordType, string>> = { weight: 'weight', milk: 'yield', treatment: 'dose', vaccination: 'dose', feeding: 'amount' };

describe('adding records of every type', () => {
  it.each(RECORD_TYPES)('adds a %s record and answers it back', async (type) => {
    const cow = await insertAnimal(app, org);
    const { type: _type, occurredAt, ...fields } = sampleRecord(type, refs) as Record<string, unknown>;
    const { status, body } = await post(cow.id, { type, occurredAt, ...fields, notes: 'Seen by the foreman' });

    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(en['success.recordAdded']);
    const record = body.data;
    expect(record).toMatchObject({ animalId: cow.id, type, notes: 'Seen by the foreman', occurredAt: `${occurredAt as string}T00:00:00.000Z` });
    expect(record.status).toBe(type === 'reminder' ? 'planned' : 'done');
    const { calves: _calves, ...sent } = fields;
    expect(record.details).toMatchObject(sent);
    const quantityField = QUANTITY_OF[type];
    expect(record.quantity).toEqual(quantityField ? fields[quantityField] : null);

    const [row] = await db.select().from(animalRecords).where(eq(animalRecords.id, record.id));
    expect(Object.keys(row!.details).filter((key) => COLUMN_FIELDS.includes(key))).toEqual([]);
    expect(row!.createdBy).toBe(manager.userId);

    const one = await call('GET', `/api/animal/${cow.id}/record/${record.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(record);
    const list = await call('GET', `/api/animal/${cow.id}/record?type=${type}`);
    expect(list.body.data.items.map((item: { id: string }) => item.id)).toEqual([record.id]);
  });

  it('keeps the columns queries use: a movement’s farm, a group change’s group, a conception’s sire', async () => {
    const cow = await insertAnimal(app, org);
    const moved = (await post(cow.id, sampleRecord('movement', refs))).body.data;
    const grouped = (await post(cow.id, sampleRecord('groupChange', refs))).body.data;
    const conceived = (await post(cow.id, sampleRecord('conception', refs))).body.data;
    const rows = await db.select().from(animalRecords).where(eq(animalRecords.animalId, cow.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(moved.id)).toMatchObject({ farmId: farm.id, zoneId: null });
    expect(moved.details).toMatchObject({ farmId: farm.id, farmName: farm.name });
    expect(byId.get(grouped.id)?.groupId).toBe(group.id);
    expect(grouped.details.groupName).toBe(group.name);
    expect(byId.get(conceived.id)?.relatedAnimalId).toBe(bull.id);
    expect(conceived.relatedAnimals).toEqual([{ id: bull.id, tagNumber: 'TORO-1', nickname: null, gender: 'male', role: 'sire' }]);
    const state = await stateOf(cow.id);
    expect([state.farmId, state.groupId]).toEqual([farm.id, group.id]);
  });

  it('logs the record on its animal’s activity', async () => {
    const cow = await insertAnimal(app, org);
    const { body } = await post(cow.id, sampleRecord('weight', refs));
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'animal'), eq(activityLog.entityId, cow.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.action).toBe('animalRecord.create');
    expect(entries[0]!.after).toMatchObject({ recordId: body.data.id, type: 'weight', weight: { value: 320, unit: 'kg' } });
  });
});

describe('record rules', () => {
  it('refuses a malformed body field by field', async () => {
    const cow = await insertAnimal(app, org);
    const { status, body } = await post(cow.id, { type: 'weight', occurredAt: 'yesterday', weight: { value: -3, unit: 'kg' } });
    expect(status).toBe(422);
    expect(problems(body)).toEqual(
      expect.arrayContaining([
        { param: 'occurredAt', key: 'animals.dateInvalid' },
        { param: 'weight.value', key: 'animals.mustBePositive' },
      ]),
    );
    expect((await post(cow.id, { type: 'birthday', occurredAt: '2024-01-01' })).status).toBe(422);
  });

  it('refuses a note of 50 characters with the spec’s message', async () => {
    const cow = await insertAnimal(app, org);
    const { status, body } = await post(cow.id, { type: 'note', occurredAt: '2024-01-01', text: 'x'.repeat(50) });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'text', key: 'animals.noteTooLong', msg: 'Note must be less than 50 characters' }]);
    expect((await post(cow.id, { type: 'note', occurredAt: '2024-01-01', text: 'x'.repeat(49) })).status).toBe(200);
  });

  it('keeps reproduction and milk to females and scrotal circumference to males', async () => {
    const steer = await insertAnimal(app, org, { gender: 'male' });
    for (const type of ['milk', 'service', 'conception', 'pregnancyCheck', 'calving'] as const) {
      const { status, body } = await post(steer.id, sampleRecord(type, refs));
      expect(status, type).toBe(422);
      expect(problems(body), type).toContainEqual({ param: 'type', key: 'animals.onlyFemales' });
    }
    const cow = await insertAnimal(app, org);
    const scrotal = { type: 'assessment', occurredAt: '2024-01-01', scrotalCircumferenceCm: 34 };
    expect(problems((await post(cow.id, scrotal)).body)).toEqual([{ param: 'scrotalCircumferenceCm', key: 'animals.onlyMales' }]);
    expect((await post(steer.id, scrotal)).status).toBe(200);
  });

  it('wants a sire that is a male of the organisation, or a semen code for artificial insemination', async () => {
    const cow = await insertAnimal(app, org);
    const heifer = await insertAnimal(app, org);
    const theirBull = await insertAnimal(app, outsider.organizationId, { gender: 'male' });
    const service = { type: 'service', occurredAt: '2024-01-01', method: 'artificialInsemination' };
    expect(problems((await post(cow.id, service)).body)).toEqual([{ param: 'sireId', key: 'animals.sireRequired' }]);
    expect(problems((await post(cow.id, { ...service, sireId: heifer.id })).body)).toEqual([{ param: 'sireId', key: 'animals.sireMustBeMale' }]);
    expect(problems((await post(cow.id, { ...service, sireId: theirBull.id })).body)).toEqual([{ param: 'sireId', key: 'errors.notFound' }]);
    expect(problems((await post(cow.id, { ...service, sireId: bull.id, donorDamId: bull.id })).body)).toEqual([
      { param: 'donorDamId', key: 'animals.damMustBeFemale' },
    ]);
    const served = await post(cow.id, { ...service, sireId: bull.id, donorDamId: heifer.id });
    expect(served.status).toBe(200);
    expect(served.body.data.relatedAnimals.map((animal: { id: string; role: string }) => [animal.id, animal.role])).toEqual([
      [bull.id, 'sire'],
      [heifer.id, 'donorDam'],
    ]);
    expect((await post(cow.id, { type: 'service', occurredAt: '2024-01-01', method: 'naturalMating' })).status).toBe(200);
  });

  it('refuses a record dated before birth, and a done record in the future but not a planned one', async () => {
    const calf = await insertAnimal(app, org, { birthDate: '2024-03-01' });
    const early = await post(calf.id, { ...sampleRecord('weight', refs), occurredAt: '2024-02-28' });
    expect(problems(early.body)).toEqual([{ param: 'occurredAt', key: 'animals.recordBeforeBirth' }]);
    expect((await post(calf.id, { ...sampleRecord('weight', refs), occurredAt: '2024-03-01' })).status).toBe(200);
    const future = await post(calf.id, { ...sampleRecord('vaccination', refs), occurredAt: '2099-01-01' });
    expect(problems(future.body)).toEqual([{ param: 'occurredAt', key: 'animals.recordInFuture' }]);
    expect((await post(calf.id, { ...sampleRecord('vaccination', refs), occurredAt: '2099-01-01', status: 'planned' })).status).toBe(200);
  });

  it('moves only onto a farm of the organisation, and a zone of that farm', async () => {
    const cow = await insertAnimal(app, org);
    const theirs = await insertFarm(app, outsider.organizationId);
    const other = await insertFarm(app, org);
    const square = [
      { latitude: 1, longitude: 1, label: null },
      { latitude: 1.001, longitude: 1, label: null },
      { latitude: 1.001, longitude: 1.001, label: null },
    ];
    const [zone] = await db
      .insert(zones)
      .values({ organizationId: org, farmId: other.id, name: 'Corner', points: square, areaSquareMeters: 1, perimeterMeters: 4 })
      .returning();
    const move = { type: 'movement', occurredAt: '2024-01-01' };
    expect(problems((await post(cow.id, { ...move, farmId: theirs.id })).body)).toEqual([{ param: 'farmId', key: 'errors.notFound' }]);
    expect(problems((await post(cow.id, { ...move, farmId: farm.id, zoneId: zone!.id })).body)).toEqual([{ param: 'zoneId', key: 'animals.zoneNotOnFarm' }]);
    const moved = await post(cow.id, { ...move, farmId: other.id, zoneId: zone!.id });
    expect(moved.body.data.details).toMatchObject({ farmId: other.id, zoneId: zone!.id, zoneName: 'Corner' });
    expect((await stateOf(cow.id)).zoneId).toBe(zone!.id);
  });

  it('changes only to a group of the organisation, or out of any group', async () => {
    const cow = await insertAnimal(app, org);
    const theirs = await insertGroup(app, outsider.organizationId);
    const change = { type: 'groupChange', occurredAt: '2024-01-01' };
    expect(problems((await post(cow.id, { ...change, groupId: theirs.id })).body)).toEqual([{ param: 'groupId', key: 'errors.notFound' }]);
    await post(cow.id, { ...change, groupId: group.id });
    expect((await stateOf(cow.id)).groupId).toBe(group.id);
    expect((await post(cow.id, { ...change, occurredAt: '2024-02-01', groupId: '' })).status).toBe(200);
    expect((await stateOf(cow.id)).groupId).toBeNull();
  });

  it('closes a removed animal’s history to everything but notes', async () => {
    const cow = await insertAnimal(app, org);
    await post(cow.id, sampleRecord('removal', refs));
    const weighed = await post(cow.id, sampleRecord('weight', refs));
    expect([weighed.status, weighed.body.key]).toEqual([409, 'animals.removed']);
    expect((await post(cow.id, sampleRecord('note', refs))).status).toBe(200);
  });
});

describe('reading, editing and deleting records', () => {
  it('lists the chosen types newest first, by id on a tie, a page at a time', async () => {
    const cow = await insertAnimal(app, org);
    const at = new Date('2024-04-04T10:00:00Z');
    const first = await insertRecord(app, org, cow.id, { type: 'weight', occurredAt: at, quantity: { value: 300, unit: 'kg' } });
    const second = await insertRecord(app, org, cow.id, { type: 'milk', occurredAt: at, quantity: { value: 20, unit: 'L' } });
    const older = await insertRecord(app, org, cow.id, { type: 'weight', occurredAt: new Date('2024-01-01'), quantity: { value: 280, unit: 'kg' } });
    await insertRecord(app, org, cow.id, { type: 'reminder', status: 'planned', occurredAt: new Date('2099-01-01') });
    const tied = [first.id, second.id].sort().reverse();

    const { body } = await call('GET', `/api/animal/${cow.id}/record?type=weight&type=milk&limit=2`);
    expect(body.data.total).toBe(3);
    expect(body.data.items.map((item: { id: string }) => item.id)).toEqual(tied);
    const page2 = await call('GET', `/api/animal/${cow.id}/record?type=weight&type=milk&limit=2&page=2`);
    expect(page2.body.data.items.map((item: { id: string }) => item.id)).toEqual([older.id]);
    const planned = await call('GET', `/api/animal/${cow.id}/record?status=planned`);
    expect(planned.body.data.items.map((item: { type: string }) => item.type)).toEqual(['reminder']);
    expect((await call('GET', `/api/animal/${cow.id}/record?type=birthday`)).status).toBe(422);
  });

  it('edits a weight, which changes the current weight, and logs before and after', async () => {
    const cow = await insertAnimal(app, org);
    const { body } = await post(cow.id, sampleRecord('weight', refs));
    const url = `/api/animal/${cow.id}/record/${body.data.id}`;
    const edited = await call('PUT', url, manager.headers, { ...sampleRecord('weight', refs), weight: { value: 1000, unit: 'lb' } });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(en['success.recordUpdated']);
    expect(edited.body.data.quantity).toEqual({ value: 1000, unit: 'lb' });
    expect((await stateOf(cow.id)).currentWeightKg).toBeCloseTo(453.59, 2);
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.entityId, cow.id), eq(activityLog.action, 'animalRecord.update')));
    expect(entry!.before).toMatchObject({ recordId: body.data.id, weight: { value: 320, unit: 'kg' } });
    expect(entry!.after).toMatchObject({ recordId: body.data.id, weight: { value: 1000, unit: 'lb' } });

    const retyped = await call('PUT', url, manager.headers, sampleRecord('milk', refs));
    expect(problems(retyped.body)).toEqual([{ param: 'type', key: 'animals.recordTypeChanged' }]);
  });

  it('deletes a record, rebuilding the state and logging what it was', async () => {
    const cow = await insertAnimal(app, org);
    await post(cow.id, { ...sampleRecord('weight', refs), occurredAt: '2024-01-01' });
    const { body } = await post(cow.id, { ...sampleRecord('weight', refs), weight: { value: 400, unit: 'kg' } });
    expect((await stateOf(cow.id)).currentWeightKg).toBe(400);
    const deleted = await call('DELETE', `/api/animal/${cow.id}/record/${body.data.id}`);
    expect([deleted.status, deleted.body.message]).toEqual([200, en['success.recordDeleted']]);
    expect((await stateOf(cow.id)).currentWeightKg).toBe(320);
    expect((await call('GET', `/api/animal/${cow.id}/record/${body.data.id}`)).status).toBe(404);
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.entityId, cow.id), eq(activityLog.action, 'animalRecord.delete')));
    expect(entry!.before).toMatchObject({ recordId: body.data.id, type: 'weight' });
  });
});

describe('record access', () => {
  it('needs the animals permission for each action', async () => {
    const cow = await insertAnimal(app, org);
    const refused = await post(cow.id, sampleRecord('weight', refs), viewer.headers);
    expect([refused.status, refused.body.key]).toEqual([403, 'errors.forbidden']);
    const { body } = await post(cow.id, sampleRecord('weight', refs));
    const url = `/api/animal/${cow.id}/record/${body.data.id}`;
    expect((await call('GET', url, viewer.headers)).status).toBe(200);
    expect((await call('PUT', url, viewer.headers, sampleRecord('weight', refs))).status).toBe(403);
    expect((await call('DELETE', url, viewer.headers)).status).toBe(403);
  });

  it('answers 404 for another organisation’s animal or record, and for a record under another animal', async () => {
    const theirCow = await insertAnimal(app, outsider.organizationId);
    const theirRecord = await insertRecord(app, outsider.organizationId, theirCow.id, { type: 'weight', quantity: { value: 1, unit: 'kg' } });
    expect((await call('GET', `/api/animal/${theirCow.id}/record`)).status).toBe(404);
    expect((await post(theirCow.id, sampleRecord('weight', refs))).status).toBe(404);
    expect((await call('GET', `/api/animal/${theirCow.id}/record/${theirRecord.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/animal/${theirCow.id}/record/${theirRecord.id}`)).status).toBe(404);

    const cow = await insertAnimal(app, org);
    const sister = await insertAnimal(app, org);
    const { body } = await post(sister.id, sampleRecord('weight', refs));
    expect((await call('GET', `/api/animal/${cow.id}/record/${body.data.id}`)).status).toBe(404);
    expect((await call('PUT', `/api/animal/${cow.id}/record/${theirRecord.id}`, manager.headers, sampleRecord('weight', refs))).status).toBe(404);
    expect((await stateOf(theirCow.id)).currentWeightKg).toBe(1);
  });
});
