import { messageCatalog } from '@ganado/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, animalRecords, animals } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertGroup, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
afterAll(() => app.close());
const { db } = app.database;
const editor = await createMember(app, { grants: { animals: ['view', 'edit'] } });
const viewer = await createMember(app, { organizationId: editor.organizationId, grants: { animals: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view', 'edit'] } });
const org = editor.organizationId;
const herd = await Promise.all([1, 2, 3].map(() => insertAnimal(app, org)));
const ids = herd.map((animal) => animal.id);
const theirs = await insertAnimal(app, outsider.organizationId);

const bulk = async (payload: Record<string, unknown>, headers: Record<string, string> = editor.headers) => {
  const response = await app.inject({ method: 'POST', url: '/api/animal/bulk', headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const recordCount = () => db.$count(animalRecords, eq(animalRecords.organizationId, org));
const stateOf = async () => db.select().from(animals).where(inArray(animals.id, ids)).orderBy(animals.id);

describe('POST /api/animal/bulk', () => {
  it('moves the chosen animals to a group: a group change each, one activity entry', async () => {
    const group = await insertGroup(app, org);
    const { status, body } = await bulk({ action: 'moveGroup', animalIds: [...ids, ids[0]], groupId: group.id, occurredAt: '2025-05-01' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: en['success.animalsMoved'], data: { action: 'moveGroup', recorded: 3 } });
    expect((await stateOf()).map((animal) => animal.groupId)).toEqual([group.id, group.id, group.id]);
    const entries = await db.select().from(activityLog).where(and(eq(activityLog.organizationId, org), eq(activityLog.action, 'animal.bulkAction')));
    expect(entries.map((entry) => [entry.entityType, entry.entityId, entry.after])).toEqual([['animal', null, { action: 'moveGroup', count: 3 }]]);
  });

  it('records one weight for every animal, the current weight following', async () => {
    const { body } = await bulk({ action: 'recordWeight', animalIds: ids, occurredAt: '2025-05-02', weight: { value: 500, unit: 'lb' } });
    expect(body).toMatchObject({ message: en['success.bulkRecorded'], data: { recorded: 3 } });
    for (const animal of await stateOf()) expect(animal.currentWeightKg).toBeCloseTo(226.8, 1);
  });

  it('adds a note, also to a removed animal, which takes no move or weight', async () => {
    await insertRecord(app, org, ids[2]!, { type: 'removal', occurredAt: new Date('2025-05-03'), details: { reason: 'sold' } });
    const note = await bulk({ action: 'addNote', animalIds: ids, occurredAt: '2025-05-04', text: 'Desparasitados' });
    expect(note.status).toBe(200);
    const notes = await db.select().from(animalRecords).where(and(inArray(animalRecords.animalId, ids), eq(animalRecords.type, 'note')));
    expect(notes.map((record) => record.details)).toEqual([{ text: 'Desparasitados' }, { text: 'Desparasitados' }, { text: 'Desparasitados' }]);

    const before = await recordCount();
    const weight = await bulk({ action: 'recordWeight', animalIds: ids, occurredAt: '2025-05-05', weight: { value: 1, unit: 'kg' } });
    expect(weight.status).toBe(409);
    expect(weight.body.errors).toEqual([{ param: 'animalIds', key: 'animals.removed', msg: en['animals.removed'] }]);
    expect(await recordCount()).toBe(before);
  });

  it('answers 404 and writes nothing when one animal or the group is another organisation’s', async () => {
    const before = await recordCount();
    expect((await bulk({ action: 'addNote', animalIds: [ids[0], theirs.id], occurredAt: '2025-05-04', text: 'Revisar' })).status).toBe(404);
    const theirGroup = await insertGroup(app, outsider.organizationId);
    expect((await bulk({ action: 'moveGroup', animalIds: [ids[0]], groupId: theirGroup.id, occurredAt: '2025-05-04' })).status).toBe(404);
    expect(await recordCount()).toBe(before);
  });

  it('answers 422 for a bad request and 403 without the edit permission', async () => {
    const tooMany = await bulk({ action: 'addNote', animalIds: [], occurredAt: '2025-05-04', text: 'x' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ param: 'animalIds', key: 'animals.chooseAnimals' });
    const long = await bulk({ action: 'addNote', animalIds: ids, occurredAt: '2025-05-04', text: 'x'.repeat(60) });
    expect(long.body.errors[0]).toMatchObject({ param: 'text', key: 'animals.noteTooLong' });
    const future = await bulk({ action: 'addNote', animalIds: ids, occurredAt: '2999-01-01', text: 'Luego' });
    expect(future.body.errors).toEqual([{ param: 'occurredAt', key: 'animals.recordInFuture', msg: en['animals.recordInFuture'] }]);
    // The animals were born in 2023 (the factory's birth date): a note dated before that is refused.
    const beforeBirth = await bulk({ action: 'addNote', animalIds: ids, occurredAt: '2020-01-01', text: 'Antes' });
    expect(beforeBirth.body.errors).toEqual([{ param: 'occurredAt', key: 'animals.recordBeforeBirth', msg: en['animals.recordBeforeBirth'] }]);
    expect((await bulk({ action: 'addNote', animalIds: ids, occurredAt: '2025-05-04', text: 'Hola' }, viewer.headers)).status).toBe(403);
  });
});
