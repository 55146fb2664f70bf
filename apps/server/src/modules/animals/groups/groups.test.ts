import { messageCatalog } from '@ganado/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords, animals } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const viewer = await createMember(app, { organizationId: manager.organizationId, grants: { animals: ['view'] } });
const stranger = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view', 'create', 'edit', 'delete'] } });
const org = manager.organizationId;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = manager.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const move = (payload: object, headers = manager.headers) => call('POST', '/api/animal-group/move', payload, headers);
const logOf = (action: string) => db.select().from(activityLog).where(and(eq(activityLog.organizationId, org), eq(activityLog.action, action)));
const groupOf = async (id: string) => (await db.select({ groupId: animals.groupId }).from(animals).where(eq(animals.id, id)))[0]!.groupId;

describe('animal groups', () => {
  it('adds a group on a farm of the organisation and logs it', async () => {
    const farm = await insertFarm(app, org, 'La Vega');
    const { status, body } = await call('POST', '/api/animal-group', { name: 'Vaquillas 2024', description: 'Heifers to breed in spring', farmId: farm.id });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.groupAdded']);
    expect(body.data).toMatchObject({ name: 'Vaquillas 2024', description: 'Heifers to breed in spring', farmId: farm.id, farmName: 'La Vega', animalCount: 0 });
    expect(await logOf('animalGroup.create')).toEqual([
      expect.objectContaining({ entityType: 'animalGroup', entityId: body.data.id, actorId: manager.userId, after: expect.objectContaining({ name: 'Vaquillas 2024' }) }),
    ]);
  });

  it('answers 422 with a message per field', async () => {
    for (const [payload, param, key] of [
      [{}, 'name', 'validation.required'],
      [{ name: '   ' }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(101) }, 'name', 'animals.textTooLong'],
      [{ name: 'Ok', farmId: 'potrero' }, 'farmId', 'errors.notFound'],
    ] as const) {
      const { status, body } = await call('POST', '/api/animal-group', payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors, JSON.stringify(payload)).toContainEqual({ param, key, msg: en[key] });
    }
  });

  it('refuses a name the organisation already has, whatever the case; another organisation may use it', async () => {
    const { status, body } = await call('POST', '/api/animal-group', { name: 'VAQUILLAS 2024' });
    expect(status).toBe(409);
    expect(body.errors).toEqual([{ param: 'name', key: 'animals.groupNameTaken', msg: en['animals.groupNameTaken'] }]);
    expect((await call('POST', '/api/animal-group', { name: 'Vaquillas 2024' }, outsider.headers)).status).toBe(200);
  });

  it('refuses another organisation’s farm (404) and writes with view only (403), or without the module', async () => {
    const theirFarm = await insertFarm(app, outsider.organizationId);
    expect((await call('POST', '/api/animal-group', { name: 'Toros', farmId: theirFarm.id })).status).toBe(404);
    for (const headers of [viewer.headers, stranger.headers]) {
      expect((await call('POST', '/api/animal-group', { name: 'Toros' }, headers)).status).toBe(403);
      expect((await move({ animalIds: [], occurredAt: '2024-01-01' }, headers)).status).toBe(403);
    }
    expect((await call('GET', '/api/animal-group', undefined, stranger.headers)).status).toBe(403);
  });

  it('reads, edits and removes a group; another organisation’s is a 404', async () => {
    const group = await insertGroup(app, org, 'Engorde');
    const url = `/api/animal-group/${group.id}`;
    expect((await call('GET', url)).body.data).toMatchObject({ id: group.id, name: 'Engorde', farmId: null, farmName: null });

    const edited = await call('PUT', url, { name: 'engorde', description: 'Finishing steers' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(en['success.groupUpdated']);
    expect(edited.body.data).toMatchObject({ name: 'engorde', description: 'Finishing steers' });
    expect((await call('PUT', url, { name: 'Vaquillas 2024' })).status).toBe(409);
    expect((await call('PUT', url, { name: '' })).status).toBe(422);
    const [update] = await logOf('animalGroup.update');
    expect(update).toMatchObject({ entityId: group.id, before: { name: 'Engorde' }, after: { name: 'engorde' } });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const { status } = await call(method, url, method === 'PUT' ? { name: 'Mine now' } : undefined, outsider.headers);
      expect(status, method).toBe(404);
    }
    expect((await call('GET', `/api/animal-group/${group.id}/history`, undefined, outsider.headers)).status).toBe(404);

    const removed = await call('DELETE', url);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(en['success.groupDeleted']);
    expect((await call('GET', url)).status).toBe(404);
    expect(await logOf('animalGroup.delete')).toEqual([expect.objectContaining({ entityId: group.id })]);
    // Its name is free again.
    expect((await call('POST', '/api/animal-group', { name: 'Engorde' })).status).toBe(200);
  });

  it('lists groups searched and sorted, counting the active animals in each', async () => {
    const lists = await createMember(app, { grants: { animals: ['view', 'edit'] } });
    const [big, small] = [await insertGroup(app, lists.organizationId, 'Lote Norte'), await insertGroup(app, lists.organizationId, 'Lote Sur')];
    await insertGroup(app, lists.organizationId, 'Corral');
    const herd = await Promise.all(Array.from({ length: 5 }, () => insertAnimal(app, lists.organizationId)));
    const into = (groupId: string, ids: string[]) => move({ animalIds: ids, groupId, occurredAt: '2024-05-01' }, lists.headers);
    expect((await into(big.id, herd.slice(0, 3).map((a) => a.id))).status).toBe(200);
    expect((await into(small.id, herd.slice(3).map((a) => a.id))).status).toBe(200);
    // A removed animal no longer counts.
    await insertRecord(app, lists.organizationId, herd[4]!.id, { type: 'removal', occurredAt: new Date('2024-06-01T00:00:00Z'), details: { reason: 'sold' } });

    const { body } = await call('GET', '/api/animal-group?col=animalCount&desc=true', undefined, lists.headers);
    expect(body.data.items.map((g: { name: string; animalCount: number }) => [g.name, g.animalCount])).toEqual([
      ['Lote Norte', 3],
      ['Lote Sur', 1],
      ['Corral', 0],
    ]);
    expect(body.data.total).toBe(3);
    const searched = await call('GET', '/api/animal-group?search=lote&col=name&limit=1&page=2', undefined, lists.headers);
    expect(searched.body.data).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ id: small.id }] });
    expect((await call('GET', '/api/animal-group?col=tagNumber', undefined, lists.headers)).status).toBe(422);
  });

  it('answers 403 without the action a route declares, and 422 for a malformed id', async () => {
    const group = await insertGroup(app, org, 'Sementales');
    const url = `/api/animal-group/${group.id}`;
    const routes = [
      ['GET', url, viewer, stranger],
      ['GET', `${url}/history`, viewer, stranger],
      ['PUT', url, manager, viewer],
      ['DELETE', url, manager, viewer],
    ] as const;
    for (const [method, path, allowed, refused] of routes) {
      const payload = method === 'PUT' ? { name: 'Sementales' } : undefined;
      expect((await call(method, path, payload, refused.headers)).status, `${method} ${path}`).toBe(403);
      const malformed = await call(method, path.replace(group.id, 'sementales'), payload, allowed.headers);
      expect(malformed.status, `${method} ${path}`).toBe(422);
      expect(malformed.body.errors).toContainEqual({ param: 'id', key: 'errors.notFound', msg: en['errors.notFound'] });
    }
  });

  it('refuses to remove a group with active animals in it', async () => {
    const group = await insertGroup(app, org, 'Ordeño');
    const cow = await insertAnimal(app, org);
    await move({ animalIds: [cow.id], groupId: group.id, occurredAt: '2024-02-01' });
    const { status, body } = await call('DELETE', `/api/animal-group/${group.id}`);
    expect(status).toBe(409);
    expect(body.key).toBe('animals.groupNotEmpty');
  });
});

describe('moving animals between groups', () => {
  it('records a group change per animal, rebuilds their group and logs one move', async () => {
    const group = await insertGroup(app, org, 'Recría');
    const [a, b] = [await insertAnimal(app, org), await insertAnimal(app, org)];
    const before = (await logOf('animalGroup.move')).length;
    const { status, body } = await move({ animalIds: [a.id, b.id, a.id], groupId: group.id, occurredAt: '2024-03-10T08:30:00Z' });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.animalsMoved']);
    expect(body.data).toEqual({ moved: 2 });
    expect(await groupOf(a.id)).toBe(group.id);
    const records = await db.select().from(animalRecords).where(and(inArray(animalRecords.animalId, [a.id, b.id]), eq(animalRecords.type, 'groupChange')));
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ status: 'done', groupId: group.id, occurredAt: new Date('2024-03-10T08:30:00Z'), createdBy: manager.userId });
    const moves = await logOf('animalGroup.move');
    expect(moves).toHaveLength(before + 1);
    expect(moves.at(-1)).toMatchObject({ entityType: 'animalGroup', entityId: group.id, after: { groupId: group.id, animalIds: [a.id, b.id] } });
    expect(await db.select().from(activityLog).where(inArray(activityLog.entityId, [a.id, b.id]))).toEqual([]);
  });

  it('moves in then out, keeping the history newest first', async () => {
    const [pen, other] = [await insertGroup(app, org, 'Destete'), await insertGroup(app, org, 'Pradera')];
    const calf = await insertAnimal(app, org, { tagNumber: 'MX-CALF-7', nickname: 'Canela' });
    const steer = await insertAnimal(app, org, { tagNumber: 'MX-STEER-8' });
    expect((await move({ animalIds: [calf.id], groupId: pen.id, occurredAt: '2024-04-01' })).status).toBe(200);
    expect((await move({ animalIds: [steer.id], groupId: pen.id, occurredAt: '2024-04-02' })).status).toBe(200);
    // Moved into the group it is already in: no second arrival.
    expect((await move({ animalIds: [calf.id], groupId: pen.id, occurredAt: '2024-04-15' })).status).toBe(200);
    expect((await move({ animalIds: [calf.id], groupId: other.id, occurredAt: '2024-05-01' })).status).toBe(200);
    expect((await move({ animalIds: [steer.id], groupId: null, occurredAt: '2024-06-01' })).status).toBe(200);
    expect(await groupOf(calf.id)).toBe(other.id);
    expect(await groupOf(steer.id)).toBeNull();

    const { status, body } = await call('GET', `/api/animal-group/${pen.id}/history`, undefined, viewer.headers);
    expect(status).toBe(200);
    expect(body.data.map((entry: { tagNumber: string; direction: string; occurredAt: string }) => [entry.tagNumber, entry.direction, entry.occurredAt])).toEqual([
      ['MX-STEER-8', 'out', '2024-06-01T00:00:00.000Z'],
      ['MX-CALF-7', 'out', '2024-05-01T00:00:00.000Z'],
      ['MX-STEER-8', 'in', '2024-04-02T00:00:00.000Z'],
      ['MX-CALF-7', 'in', '2024-04-01T00:00:00.000Z'],
    ]);
    expect(body.data[1]).toMatchObject({ animalId: calf.id, nickname: 'Canela', recordId: expect.any(String) });
    // The other group's history starts with the calf's arrival.
    const pasture = await call('GET', `/api/animal-group/${other.id}/history`);
    expect(pasture.body.data).toEqual([expect.objectContaining({ animalId: calf.id, direction: 'in', occurredAt: '2024-05-01T00:00:00.000Z' })]);
  });

  it('refuses removed animals (409), other organisations’ animals or groups (404) and bad input (422)', async () => {
    const group = await insertGroup(app, org, 'Cuarentena');
    const sold = await insertAnimal(app, org);
    await insertRecord(app, org, sold.id, { type: 'removal', occurredAt: new Date('2024-01-05T00:00:00Z'), details: { reason: 'sold' } });
    const mine = await insertAnimal(app, org);
    const theirs = await insertAnimal(app, outsider.organizationId);
    const theirGroup = await insertGroup(app, outsider.organizationId);

    const removed = await move({ animalIds: [mine.id, sold.id], groupId: group.id, occurredAt: '2024-02-01' });
    expect(removed.status).toBe(409);
    expect(removed.body.key).toBe('animals.removed');
    expect((await move({ animalIds: [mine.id, theirs.id], groupId: group.id, occurredAt: '2024-02-01' })).status).toBe(404);
    expect((await move({ animalIds: [mine.id], groupId: theirGroup.id, occurredAt: '2024-02-01' })).status).toBe(404);
    // Nothing of a refused move was written.
    expect(await groupOf(mine.id)).toBeNull();

    for (const [payload, param, key] of [
      [{ animalIds: [], occurredAt: '2024-02-01' }, 'animalIds', 'animals.chooseAnimals'],
      [{ animalIds: [mine.id], occurredAt: '01/02/2024' }, 'occurredAt', 'animals.dateInvalid'],
      [{ animalIds: [mine.id], occurredAt: '2999-01-01' }, 'occurredAt', 'animals.recordInFuture'],
      // insertAnimal's animals are born on 2023-03-14.
      [{ animalIds: [mine.id], occurredAt: '2023-03-13' }, 'occurredAt', 'animals.recordBeforeBirth'],
      [{ animalIds: Array.from({ length: 1001 }, () => mine.id), occurredAt: '2024-02-01' }, 'animalIds', 'animals.tooManyAnimals'],
    ] as const) {
      const { status, body } = await move(payload);
      expect(status, key).toBe(422);
      expect(body.errors, key).toContainEqual({ param, key, msg: en[key] });
    }
  });

  it('moves 1,000 animals in one call', async () => {
    const group = await insertGroup(app, org, 'Feedlot');
    const first = await insertAnimal(app, org);
    const rest = await db
      .insert(animals)
      .values(Array.from({ length: 999 }, (_, index) => ({ organizationId: org, speciesId: first.speciesId, gender: 'male' as const, tagNumber: `FL-${index}` })))
      .returning({ id: animals.id });
    const animalIds = [first.id, ...rest.map(({ id }) => id)];
    const { status, body } = await move({ animalIds, groupId: group.id, occurredAt: '2024-07-01' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ moved: 1000 });
    expect((await call('GET', `/api/animal-group/${group.id}`)).body.data.animalCount).toBe(1000);
  });
});
