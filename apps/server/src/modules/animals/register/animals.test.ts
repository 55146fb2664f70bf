import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords, animals, zones } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete', 'export'] } });
const viewer = await createMember(app, { organizationId: manager.organizationId, grants: { animals: ['view'] } });
const stranger = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const org = manager.organizationId;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const logFor = (entityId: string) => db.select().from(activityLog).where(and(eq(activityLog.entityType, 'animal'), eq(activityLog.entityId, entityId)));
/** A 422's or 409's fields at fault, as [param, key]. */
const problems = (body: { errors: { param: string; key: string }[] }) => body.errors.map((error) => [error.param, error.key]);
const recordsOf = (animalId: string) => db.select().from(animalRecords).where(eq(animalRecords.animalId, animalId)).orderBy(animalRecords.occurredAt);

const farm = await insertFarm(app, org, 'Los Álamos');
const otherFarm = await insertFarm(app, org, 'El Mezquite');
const [zone] = await db.insert(zones).values({ organizationId: org, farmId: farm.id, name: 'Potrero Norte', points: [], areaSquareMeters: 1, perimeterMeters: 4 }).returning();
const group = await insertGroup(app, org, 'Vacas en ordeña');

const request = (fields: Record<string, unknown> = {}) => ({
  speciesCode: 'cattle',
  gender: 'female',
  breedCode: 'angus',
  farmId: farm.id,
  tagNumber: `ALA-${Math.random().toString(36).slice(2, 8)}`,
  ...fields,
});

describe('registering an animal', () => {
  it('stores the register fields and records its place and group as a movement and a group change', async () => {
    const dam = await insertAnimal(app, org, { gender: 'female', birthDate: '2018-02-01' });
    const sire = await insertAnimal(app, org, { gender: 'male', birthDate: '2017-05-01' });
    const payload = request({
      tagNumber: 'ALA-0101',
      nickname: 'Paloma',
      zoneId: zone!.id,
      groupId: group.id,
      birthDate: '2022-04-10',
      birthWeight: 34.5,
      birthEase: 'noAssistance',
      damId: dam.id,
      sireId: sire.id,
      categoryStage: 'heifer',
      twin: false,
      birthFarmId: otherFarm.id,
    });
    const { status, body } = await call('POST', '/api/animal', manager.headers, payload);

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.animalAdded']);
    expect(body.data).toMatchObject({
      tagNumber: 'ALA-0101',
      nickname: 'Paloma',
      speciesCode: 'cattle',
      speciesName: 'Cattle',
      breedCode: 'angus',
      breedName: 'Angus',
      farmId: farm.id,
      farmName: 'Los Álamos',
      zoneName: 'Potrero Norte',
      groupName: 'Vacas en ordeña',
      birthFarmName: 'El Mezquite',
      birthWeight: { value: 34.5, unit: 'kg' },
      dam: { id: dam.id, tagNumber: dam.tagNumber, gender: 'female', nickname: null },
      sire: { id: sire.id, gender: 'male' },
      surrogateDam: null,
      status: 'active',
      currentWeight: null,
      removal: null,
    });
    const records = await recordsOf(body.data.id);
    expect(records.map((record) => [record.type, record.farmId, record.zoneId, record.groupId])).toEqual(
      expect.arrayContaining([
        ['movement', farm.id, zone!.id, null],
        ['groupChange', null, null, group.id],
      ]),
    );
    expect(await logFor(body.data.id)).toEqual([expect.objectContaining({ action: 'animal.create', actorId: manager.userId, after: expect.objectContaining({ tagNumber: 'ALA-0101', groupId: group.id }) })]);
  });

  it('names the species in the caller’s language', async () => {
    const { body } = await call('POST', '/api/animal', { ...manager.headers, 'accept-language': 'es' }, request());
    expect(body.data.speciesName).toBe('Bovino');
  });

  it('refuses a tag number already used in the organisation, whatever its case, but not in another', async () => {
    await call('POST', '/api/animal', manager.headers, request({ tagNumber: 'MEZ-0042' }));
    const { status, body } = await call('POST', '/api/animal', manager.headers, request({ tagNumber: 'mez-0042' }));
    expect(status).toBe(409);
    expect(problems(body)).toEqual([['tagNumber', 'animals.tagNumberTaken']]);
    const outsiderFarm = await insertFarm(app, outsider.organizationId);
    expect((await call('POST', '/api/animal', outsider.headers, request({ tagNumber: 'MEZ-0042', farmId: outsiderFarm.id }))).status).toBe(200);
  });

  it('answers 422 field by field: unknown species or breed, a zone of another farm, a birth in the future', async () => {
    const breed = await call('POST', '/api/animal', manager.headers, request({ breedCode: 'merino' }));
    expect(breed.status).toBe(422);
    expect(problems(breed.body)).toEqual([['breedCode', 'animals.breedUnknown']]);
    const { status, body } = await call('POST', '/api/animal', manager.headers, request({ speciesCode: 'dragon', farmId: otherFarm.id, zoneId: zone!.id, birthDate: '2999-01-01' }));
    expect(status).toBe(422);
    expect(problems(body)).toEqual(
      expect.arrayContaining([
        ['speciesCode', 'animals.speciesUnknown'],
        ['birthDate', 'animals.bornInFuture'],
        ['zoneId', 'animals.zoneNotOnFarm'],
      ]),
    );
    const missing = await call('POST', '/api/animal', manager.headers, { speciesCode: 'cattle' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((error: { param: string }) => error.param)).toEqual(expect.arrayContaining(['gender', 'farmId', 'tagNumber']));
  });

  it('refuses another organisation’s farm, group or parent', async () => {
    const theirFarm = await insertFarm(app, outsider.organizationId);
    const theirGroup = await insertGroup(app, outsider.organizationId);
    const theirCow = await insertAnimal(app, outsider.organizationId);
    const { status, body } = await call('POST', '/api/animal', manager.headers, request({ farmId: theirFarm.id, groupId: theirGroup.id, damId: theirCow.id }));
    expect(status).toBe(422);
    expect(problems(body)).toEqual([
      ['farmId', 'errors.notFound'],
      ['groupId', 'errors.notFound'],
      ['damId', 'errors.notFound'],
    ]);
  });

  it('refuses a member without the create permission', async () => {
    expect((await call('POST', '/api/animal', viewer.headers, request())).status).toBe(403);
  });
});

describe('one animal', () => {
  it('answers the derived weight and the removal of its latest done removal record', async () => {
    const steer = await insertAnimal(app, org, { gender: 'male', farmId: farm.id });
    await insertRecord(app, org, steer.id, { type: 'weight', occurredAt: new Date('2024-05-01T00:00:00Z'), quantity: { value: 500, unit: 'lb' } });
    await insertRecord(app, org, steer.id, { type: 'removal', occurredAt: new Date('2024-06-01T00:00:00Z'), details: { reason: 'sold', destination: 'Subasta Cuauhtémoc' } });
    const { status, body } = await call('GET', `/api/animal/${steer.id}`, viewer.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'removed',
      farmName: 'Los Álamos',
      currentWeight: { value: 226.8, unit: 'kg', on: '2024-05-01T00:00:00.000Z' },
      removal: { date: '2024-06-01T00:00:00.000Z', reason: 'sold', destination: 'Subasta Cuauhtémoc' },
    });
  });

  it('is a 404 in another organisation, 422 for a malformed id, 403 without the module', async () => {
    const cow = await insertAnimal(app, org);
    expect((await call('GET', `/api/animal/${cow.id}`, outsider.headers)).status).toBe(404);
    expect((await call('GET', '/api/animal/not-an-id', viewer.headers)).status).toBe(422);
    expect((await call('GET', `/api/animal/${cow.id}`, stranger.headers)).status).toBe(403);
  });
});

describe('editing an animal', () => {
  it('saves the fields and records a new place and group only when they change', async () => {
    const created = (await call('POST', '/api/animal', manager.headers, request({ tagNumber: 'ALA-0200', groupId: group.id }))).body.data;
    const second = await insertGroup(app, org, 'Novillas');
    const unchanged = await call('PUT', `/api/animal/${created.id}`, manager.headers, request({ tagNumber: 'ALA-0200', groupId: group.id, nickname: 'Canela' }));
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.message).toBe(en['success.animalUpdated']);
    expect(unchanged.body.data.nickname).toBe('Canela');
    expect(await recordsOf(created.id)).toHaveLength(2);

    const moved = await call('PUT', `/api/animal/${created.id}`, manager.headers, request({ tagNumber: 'ALA-0200', farmId: otherFarm.id, groupId: second.id }));
    expect(moved.body.data).toMatchObject({ farmName: 'El Mezquite', groupName: 'Novillas', nickname: null });
    const ungrouped = await call('PUT', `/api/animal/${created.id}`, manager.headers, request({ tagNumber: 'ALA-0200', farmId: otherFarm.id }));
    expect(ungrouped.body.data.groupId).toBeNull();
    const types = (await recordsOf(created.id)).map((record) => record.type).sort();
    expect(types).toEqual(['groupChange', 'groupChange', 'groupChange', 'movement', 'movement']);
    const log = await logFor(created.id);
    expect(log.filter((entry) => entry.action === 'animal.update')).toContainEqual(
      expect.objectContaining({ before: expect.objectContaining({ nickname: null }), after: expect.objectContaining({ nickname: 'Canela' }) }),
    );
  });

  it('refuses an edit that makes the animal its own grandparent', async () => {
    const grandam = await insertAnimal(app, org, { gender: 'female', birthDate: '2015-01-01' });
    const dam = await insertAnimal(app, org, { gender: 'female', birthDate: '2018-01-01', damId: grandam.id });
    const calf = await insertAnimal(app, org, { gender: 'female', birthDate: '2021-01-01', damId: dam.id });
    const { status, body } = await call('PUT', `/api/animal/${grandam.id}`, manager.headers, request({ tagNumber: grandam.tagNumber, birthDate: null, damId: calf.id }));
    expect(status).toBe(422);
    expect(problems(body)).toEqual([['damId', 'animals.lineageCycle']]);
  });

  it('refuses a tag number of another animal, 404 in another organisation, 403 with view only', async () => {
    const [a, b] = [await insertAnimal(app, org, { tagNumber: 'ALA-0301' }), await insertAnimal(app, org, { tagNumber: 'ALA-0302' })];
    expect((await call('PUT', `/api/animal/${a.id}`, manager.headers, request({ tagNumber: 'ala-0302' }))).status).toBe(409);
    expect((await call('PUT', `/api/animal/${a.id}`, manager.headers, request({ tagNumber: 'ala-0301' }))).status).toBe(200);
    expect((await call('PUT', `/api/animal/${b.id}`, outsider.headers, request({ tagNumber: 'ALA-0302' }))).status).toBe(404);
    expect((await call('PUT', `/api/animal/${b.id}`, viewer.headers, request({ tagNumber: 'ALA-0302' }))).status).toBe(403);
  });
});

describe('deleting an animal', () => {
  it('deletes an animal with only its place and group records', async () => {
    const created = (await call('POST', '/api/animal', manager.headers, request({ groupId: group.id }))).body.data;
    const { status, body } = await call('DELETE', `/api/animal/${created.id}`, manager.headers);
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.animalDeleted']);
    expect(await db.select().from(animals).where(eq(animals.id, created.id))).toEqual([]);
    expect(await recordsOf(created.id)).toEqual([]);
    expect(await logFor(created.id)).toContainEqual(expect.objectContaining({ action: 'animal.delete' }));
  });

  it('refuses one with offspring or other records (409), and answers 404 elsewhere and 403 without the permission', async () => {
    const dam = await insertAnimal(app, org);
    await insertAnimal(app, org, { damId: dam.id });
    const weighed = await insertAnimal(app, org);
    await insertRecord(app, org, weighed.id, { type: 'weight', quantity: { value: 300, unit: 'kg' } });
    for (const id of [dam.id, weighed.id]) {
      const { status, body } = await call('DELETE', `/api/animal/${id}`, manager.headers);
      expect(status).toBe(409);
      expect(body.message).toBe(en['animals.hasRecords']);
    }
    expect((await call('DELETE', `/api/animal/${weighed.id}`, outsider.headers)).status).toBe(404);
    expect((await call('DELETE', `/api/animal/${weighed.id}`, viewer.headers)).status).toBe(403);
  });
});

describe('pickers and lineage', () => {
  it('offers active animals by tag or nickname, of a sex and born before a date', async () => {
    const bull = await insertAnimal(app, org, { gender: 'male', tagNumber: 'TORO-01', nickname: 'Campeón', birthDate: '2016-01-01' });
    await insertAnimal(app, org, { gender: 'male', tagNumber: 'TORO-02', birthDate: '2023-01-01' });
    const sold = await insertAnimal(app, org, { gender: 'male', tagNumber: 'TORO-03', birthDate: '2015-01-01' });
    await insertRecord(app, org, sold.id, { type: 'removal', details: { reason: 'sold' } });
    const { status, body } = await call('GET', '/api/animal/options?search=toro&gender=male&bornBefore=2020-01-01', viewer.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ id: bull.id, tagNumber: 'TORO-01', nickname: 'Campeón', gender: 'male' }]);
    expect((await call('GET', '/api/animal/options?search=campe', viewer.headers)).body.data.map((a: { id: string }) => a.id)).toEqual([bull.id]);
    expect((await call('GET', '/api/animal/options?gender=other', viewer.headers)).status).toBe(422);
    expect((await call('GET', '/api/animal/options', stranger.headers)).status).toBe(403);
  });

  it('answers parents, grandparents and offspring by birth date', async () => {
    const [granddam, grandsire] = [await insertAnimal(app, org, { birthDate: '2012-01-01' }), await insertAnimal(app, org, { gender: 'male', birthDate: '2011-01-01' })];
    const dam = await insertAnimal(app, org, { birthDate: '2016-01-01', damId: granddam.id, sireId: grandsire.id });
    const sire = await insertAnimal(app, org, { gender: 'male', birthDate: '2015-01-01' });
    const cow = await insertAnimal(app, org, { birthDate: '2019-01-01', damId: dam.id, sireId: sire.id });
    const younger = await insertAnimal(app, org, { birthDate: '2023-05-01', damId: cow.id });
    const older = await insertAnimal(app, org, { birthDate: '2021-05-01', damId: cow.id });
    const { status, body } = await call('GET', `/api/animal/${cow.id}/lineage`, viewer.headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      dam: { id: dam.id },
      sire: { id: sire.id },
      surrogateDam: null,
      maternalGranddam: { id: granddam.id },
      maternalGrandsire: { id: grandsire.id },
      paternalGranddam: null,
      paternalGrandsire: null,
    });
    expect(body.data.offspring.map((calf: { id: string; birthDate: string }) => [calf.id, calf.birthDate])).toEqual([
      [older.id, '2021-05-01'],
      [younger.id, '2023-05-01'],
    ]);
    expect((await call('GET', `/api/animal/${cow.id}/lineage`, outsider.headers)).status).toBe(404);
    expect((await call('GET', `/api/animal/${cow.id}/lineage`, stranger.headers)).status).toBe(403);
    expect((await call('GET', '/api/animal/nope/lineage', viewer.headers)).status).toBe(422);
  });
});
