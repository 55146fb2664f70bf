import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { activityLog } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { beefHerd, geneticsTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, ok, call, viewer, outsider } = await geneticsTestbed(app);
const herd = await beefHerd(app, org, 'CG');
// In the order they were written: without one, the database answers rows in whatever order its plan reads them.
const logged = async (entityId: string) =>
  (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.createdAt)).map((entry) => entry.action);

describe('contemporary groups', () => {
  it('builds the weaning groups by the rules: the crop parted by sex, weighed on one day; the build replaces its own groups', async () => {
    const built = await ok('POST', '/api/genetics/contemporary-group/build', { trait: 'weaning' });
    expect(built).toMatchObject({ trait: 'weaning', animals: 12, singletons: 0 });
    const groups = (await ok('GET', '/api/genetics/contemporary-group?trait=weaning&col=size&desc=true')).items;
    const ours = groups.filter((group: { herdCode: string }) => group.herdCode === herd.farm.name);
    expect(ours.map((group: { sex: string; size: number; contributes: boolean; automatic: boolean }) => [group.sex, group.size, group.contributes, group.automatic])).toEqual([
      ['bull', 8, true, true],
      ['heifer', 4, true, true],
    ]);
    expect(ours[0]).toMatchObject({ bornFrom: '2025-03-05', bornTo: '2025-04-14', weighedFrom: '2025-10-01', weighedTo: '2025-10-01' });
    await ok('POST', '/api/genetics/contemporary-group/build', { trait: 'weaning' });
    expect((await ok('GET', '/api/genetics/contemporary-group?trait=weaning')).total).toBe(groups.length);
    const sheet = await ok('GET', `/api/genetics/animal/${herd.calves[1]!.id}/epd-data`);
    expect(sheet.groups.weaning).toMatchObject({ size: 8 });
    expect(sheet.fields.weaningGroupCode).toBe(sheet.groups.weaning.code);
  });

  it('adds a group by hand, edits it (kept by the next build), moves animals, deletes it, with the spec’s texts and every change logged', async () => {
    const [first, second, third] = herd.calves;
    const added = await call('POST', '/api/genetics/contemporary-group', { trait: 'weaning', code: 'CREEP-25', animalIds: [first!.id, second!.id] });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'CREEP-25', automatic: false, size: 2, members: [{ id: first!.id }, { id: second!.id }] });
    const id = added.body.data.id;
    const edited = await call('PUT', `/api/genetics/contemporary-group/weaning/${id}`, { code: 'CREEP-2025', animalIds: [first!.id, second!.id, third!.id] });
    expect([edited.status, edited.body.message, edited.body.data.size]).toEqual([200, messageCatalog.en['success.contemporaryGroupUpdated'], 3]);
    await ok('POST', '/api/genetics/contemporary-group/build', { trait: 'weaning' });
    expect((await ok('GET', `/api/genetics/contemporary-group/weaning/${id}`)).size).toBe(3);
    const moved = await ok('POST', '/api/genetics/contemporary-group/move', { trait: 'weaning', groupId: null, animalIds: [third!.id] });
    expect(moved).toEqual({ moved: 1 });
    expect((await ok('GET', `/api/genetics/contemporary-group/weaning/${id}`)).size).toBe(2);
    const taken = await call('POST', '/api/genetics/contemporary-group', { trait: 'weaning', code: 'creep-2025', animalIds: [] });
    expect([taken.status, taken.body.errors[0]]).toEqual([409, expect.objectContaining({ param: 'code', key: 'genetics.groupCodeTaken' })]);
    const deleted = await call('DELETE', `/api/genetics/contemporary-group/weaning/${id}`);
    expect([deleted.status, deleted.body.message]).toEqual([200, messageCatalog.en['success.contemporaryGroupDeleted']]);
    expect((await call('GET', `/api/genetics/contemporary-group/weaning/${id}`)).status).toBe(404);
    expect(await logged(id)).toEqual(['contemporaryGroup.create', 'contemporaryGroup.update', 'contemporaryGroup.delete']);
  });

  it('refuses a bad trait or code (422), a viewer (403), another organisation’s group or animal (404), a group of another trait (404)', async () => {
    expect((await call('POST', '/api/genetics/contemporary-group', { trait: 'milk', code: 'X', animalIds: [] })).body.errors[0]).toMatchObject({ param: 'trait' });
    expect((await call('POST', '/api/genetics/contemporary-group', { trait: 'birth', code: ' ', animalIds: [] })).body.errors[0]).toMatchObject({ param: 'code', key: 'validation.required' });
    expect((await call('POST', '/api/genetics/contemporary-group/build', { trait: 'birth' }, viewer.headers)).status).toBe(403);
    expect((await call('POST', '/api/genetics/contemporary-group', { trait: 'birth', code: 'V', animalIds: [] }, viewer.headers)).status).toBe(403);
    const theirAnimal = await insertAnimal(app, outsider.organizationId);
    const stranger = await call('POST', '/api/genetics/contemporary-group', { trait: 'birth', code: 'AJENO', animalIds: [herd.calves[0]!.id, theirAnimal.id] });
    expect([stranger.status, stranger.body.errors[0]?.param]).toEqual([404, 'animalIds.1']);
    const theirs = await ok('POST', '/api/genetics/contemporary-group', { trait: 'birth', code: 'SUYO', animalIds: [theirAnimal.id] }, outsider.headers);
    expect((await call('GET', `/api/genetics/contemporary-group/birth/${theirs.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/genetics/contemporary-group/birth/${theirs.id}`)).status).toBe(404);
    expect((await call('POST', '/api/genetics/contemporary-group/move', { trait: 'birth', groupId: theirs.id, animalIds: [herd.calves[0]!.id] })).status).toBe(404);
    const mine = await ok('POST', '/api/genetics/contemporary-group', { trait: 'birth', code: 'MIO', animalIds: [] });
    expect((await call('GET', `/api/genetics/contemporary-group/yearling/${mine.id}`)).status).toBe(404);
  });
});
