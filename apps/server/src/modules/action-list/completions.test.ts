import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords, taskOccurrences, tasks } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { insertAnimal } from '../../test/herd';
import { createMember } from '../../test/people';
import { insertCompletedOccurrence, insertTask } from '../../test/tasks';
import { presentEvent } from './tasks.present';
import { completedOccurrences, findTask } from './tasks.repository';
import { occurrencesBetween } from './tasks.occurrences';

const { en } = messageCatalog;
// Monday 23 November 2026, 15:00 UTC: 09:00 in Mexico City.
const NOW = new Date('2026-11-23T15:00:00Z');
const app = await buildTestApp({ clock: testClock(NOW) });
const { db } = app.database;
const editor = await createMember(app, { grants: { actionList: ['view', 'edit'], animals: ['view', 'create'] } });
const org = editor.organizationId;
const noRecords = await createMember(app, { organizationId: org, grants: { actionList: ['view', 'edit'], animals: ['view'] } });
const viewer = await createMember(app, { organizationId: org, grants: { actionList: ['view'], animals: ['view', 'create'] } });
const outsider = await createMember(app, { grants: { actionList: ['view', 'edit'], animals: ['view', 'create'] } });
const heifers = await Promise.all(['Canela', 'Paloma'].map((nickname) => insertAnimal(app, org, { nickname })));
const heiferIds = heifers.map((heifer) => heifer.id);
const bull = await insertAnimal(app, org, { gender: 'male', nickname: 'Tornado' });

const call = async (method: 'PUT' | 'POST', path: string, payload: Record<string, unknown>, headers: Record<string, string> = editor.headers) => {
  const response = await app.inject({ method, url: `/api/action-list/task/${path}`, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const occurrence = (payload: Record<string, unknown>, headers?: Record<string, string>) => call('PUT', 'occurrence', payload, headers);
const inseminate = (payload: Record<string, unknown>, headers?: Record<string, string>) => call('POST', 'insemination', payload, headers);
const health = (payload: Record<string, unknown>, headers?: Record<string, string>) => call('PUT', 'health-record', payload, headers);

const fieldError = (param: string, key: keyof typeof en) => ({ param, key, msg: en[key] });
const taskRow = async (id: string) => (await db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const recordsOfTask = (taskId: string) => db.select().from(animalRecords).where(eq(animalRecords.taskId, taskId));
const activityOf = (taskId: string) =>
  db
    .select({ action: activityLog.action, entityType: activityLog.entityType, after: activityLog.after })
    .from(activityLog)
    .where(and(eq(activityLog.organizationId, org), eq(activityLog.entityId, taskId)))
    .orderBy(activityLog.createdAt);

/** Weekly on Mondays at 07:00 UTC from 19 October: index 5 is today, 23 November. */
const weekly = (seed: Parameters<typeof insertTask>[2] = {}) =>
  insertTask(app, org, {
    name: 'Ordeño de control',
    startAt: new Date('2026-10-19T07:00:00Z'),
    endAt: new Date('2026-10-19T08:00:00Z'),
    repeat: { frequency: 'weekly', interval: 1, weekdays: [1] },
    ...seed,
  });
const inseminationTask = (seed: Parameters<typeof insertTask>[2] = {}) =>
  insertTask(app, org, { name: 'Inseminar vaquillas', category: 'insemination', startAt: new Date('2026-11-23T08:00:00Z'), animalIds: heiferIds, ...seed });
const service = { occurredAt: '2026-11-23', method: 'artificialInsemination', semenCode: 'ANG-2231', technician: 'Luis Pérez' };

describe('PUT /api/action-list/task/occurrence', () => {
  it('completes occurrence 3 of a weekly series: the series stays pending and only that occurrence shows completed', async () => {
    const task = await weekly();
    const { status, body } = await occurrence({ id: task.id, index: 3, status: 'completed' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: en['success.occurrenceCompleted'],
      data: { taskId: task.id, index: 3, status: 'completed', repeating: true, start: '2026-11-09T07:00:00.000Z', overdue: false },
    });
    expect(await taskRow(task.id)).toMatchObject({ status: 'pending', completedAt: null });

    // The calendar's view of the six weeks: the events built as GET /api/action-list/event builds them.
    const loaded = (await findTask(db, org, task.id))!;
    const done = (await completedOccurrences(db, org, [task.id])).get(task.id)!;
    const events = occurrencesBetween(loaded, new Date('2026-10-19T00:00:00Z'), new Date('2026-11-24T00:00:00Z')).map((one) =>
      presentEvent({ ...loaded, animalCount: 0 }, one, done.has(one.index), NOW),
    );
    expect(events.map((event) => [event.index, event.status])).toEqual([
      [0, 'pending'],
      [1, 'pending'],
      [2, 'pending'],
      [3, 'completed'],
      [4, 'pending'],
      [5, 'pending'],
    ]);
    expect(done.get(3)).toMatchObject({ completedBy: editor.userId, completedAt: NOW, recordCount: 0 });
    expect(await activityOf(task.id)).toEqual([{ action: 'task.occurrenceComplete', entityType: 'task', after: { index: 3 } }]);
  });

  it('completes a task that does not repeat with its only occurrence, and reopens it to pending', async () => {
    const task = await insertTask(app, org, { startAt: new Date('2026-11-23T06:00:00Z') });
    const completed = await occurrence({ id: task.id, status: 'completed' });
    expect(completed.body.data).toMatchObject({ index: 0, status: 'completed', repeating: false });
    expect(await taskRow(task.id)).toMatchObject({ status: 'completed', completedAt: NOW });

    const reopened = await occurrence({ id: task.id, index: 0, status: 'pending' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ message: en['success.occurrenceReopened'], data: { status: 'pending', overdue: true } });
    expect(await taskRow(task.id)).toMatchObject({ status: 'pending', completedAt: null });
    expect(await db.$count(taskOccurrences, eq(taskOccurrences.taskId, task.id))).toBe(0);
    expect((await activityOf(task.id)).map((entry) => entry.action)).toEqual(['task.occurrenceComplete', 'task.occurrenceReopen']);
  });

  it('judges "started by today" on the task’s own calendar', async () => {
    // 20:00 in Mexico City today is 02:00 UTC tomorrow: today there, so it may be ticked off.
    const evening = await insertTask(app, org, { startAt: new Date('2026-11-24T02:00:00Z'), timeZone: 'America/Mexico_City' });
    expect((await occurrence({ id: evening.id, status: 'completed' })).status).toBe(200);
    // The same instant on a UTC task is tomorrow.
    const tomorrow = await insertTask(app, org, { startAt: new Date('2026-11-24T02:00:00Z') });
    const refused = await occurrence({ id: tomorrow.id, status: 'completed' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([fieldError('index', 'actionList.occurrenceInFuture')]);
  });

  it('answers 422 for an occurrence the series does not have, one in a later week, or a bad body', async () => {
    const task = await weekly({ repeat: { frequency: 'weekly', interval: 1, weekdays: [1], count: 8 } });
    expect((await occurrence({ id: task.id, index: 8, status: 'completed' })).body.errors).toEqual([fieldError('index', 'actionList.occurrenceUnknown')]);
    expect((await occurrence({ id: task.id, index: 6, status: 'completed' })).body.errors).toEqual([fieldError('index', 'actionList.occurrenceInFuture')]);
    const bad = await occurrence({ id: task.id, index: -1, status: 'done' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((error: { param: string }) => error.param).sort()).toEqual(['index', 'status']);
    expect(await db.$count(taskOccurrences, eq(taskOccurrences.taskId, task.id))).toBe(0);
  });

  it('answers 409 for a completed occurrence, a closed task, and a reopening with nothing to reopen', async () => {
    const task = await weekly();
    await insertCompletedOccurrence(app, org, task.id, 1);
    expect((await occurrence({ id: task.id, index: 1, status: 'completed' })).body).toMatchObject({ code: 409, message: en['actionList.occurrenceDone'] });
    expect((await occurrence({ id: task.id, index: 2, status: 'pending' })).body).toMatchObject({ code: 409, message: en['actionList.occurrenceNotDone'] });
    const cancelled = await weekly({ status: 'cancelled', completedAt: new Date('2026-11-20T00:00:00Z') });
    expect((await occurrence({ id: cancelled.id, index: 2, status: 'completed' })).body).toMatchObject({ code: 409, message: en['actionList.taskClosed'] });
  });

  it('answers 403 without the action list’s edit permission and 404 for another organisation’s task', async () => {
    const task = await weekly();
    expect((await occurrence({ id: task.id, index: 1, status: 'completed' }, viewer.headers)).status).toBe(403);
    const theirs = await insertTask(app, outsider.organizationId);
    const response = await occurrence({ id: theirs.id, status: 'completed' });
    expect(response.status).toBe(404);
    expect(await db.$count(taskOccurrences, eq(taskOccurrences.taskId, theirs.id))).toBe(0);
  });
});

describe('POST /api/action-list/task/insemination', () => {
  it('records a service on each heifer, with the task’s id, visible on their reproduction records', async () => {
    const task = await inseminationTask();
    const { status, body } = await inseminate({ id: task.id, ...service });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: en['success.inseminationRecorded'], data: { event: { taskId: task.id, index: 0, status: 'completed', animalCount: 2 } } });
    expect(body.data.records.map((record: { animalId: string }) => record.animalId).sort()).toEqual([...heiferIds].sort());

    for (const heifer of heifers) {
      const records = await app.inject({ method: 'GET', url: `/api/animal/${heifer.id}/record?type=service`, headers: editor.headers });
      expect(records.json().data.items).toMatchObject([
        { type: 'service', status: 'done', taskId: task.id, occurredAt: '2026-11-23T00:00:00.000Z', details: { method: 'artificialInsemination', semenCode: 'ANG-2231' } },
      ]);
    }
    expect(await taskRow(task.id)).toMatchObject({ status: 'completed' });
    const [completion] = await db.select().from(taskOccurrences).where(eq(taskOccurrences.taskId, task.id));
    expect(completion).toMatchObject({ occurrenceIndex: 0, recordCount: 2 });
    expect(await activityOf(task.id)).toEqual([
      { action: 'task.insemination', entityType: 'task', after: { index: 0, type: 'service', occurredAt: '2026-11-23T00:00:00.000Z', count: 2 } },
    ]);

    // Twice is refused, and records written cannot be undone by reopening.
    expect((await inseminate({ id: task.id, ...service })).body).toMatchObject({ code: 409, message: en['actionList.occurrenceDone'] });
    expect((await occurrence({ id: task.id, status: 'pending' })).body).toMatchObject({ code: 409, message: en['actionList.recordedCannotReopen'] });
    expect(await recordsOfTask(task.id)).toHaveLength(2);
  });

  it('records on the animals named only, and refuses one that is not on the task', async () => {
    const task = await inseminationTask();
    const one = await inseminate({ id: task.id, ...service, animalIds: [heiferIds[0]] });
    expect(one.body.data.records).toEqual([{ id: expect.any(String), animalId: heiferIds[0] }]);

    const other = await inseminationTask({ animalIds: [heiferIds[0]!] });
    const refused = await inseminate({ id: other.id, ...service, animalIds: [heiferIds[1]] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([fieldError('animalIds', 'actionList.animalNotOnTask')]);
    expect(await recordsOfTask(other.id)).toEqual([]);
  });

  it('writes nothing when a male is among the animals, or when AI names no sire or straw', async () => {
    const task = await inseminationTask({ animalIds: [...heiferIds, bull.id] });
    const male = await inseminate({ id: task.id, ...service });
    expect(male.status).toBe(422);
    expect(male.body.errors).toEqual([fieldError('animalIds', 'animals.onlyFemales')]);
    const noSire = await inseminate({ id: task.id, occurredAt: '2026-11-23', method: 'artificialInsemination', animalIds: heiferIds });
    expect(noSire.body.errors).toEqual([fieldError('sireId', 'animals.sireRequired')]);
    const femaleSire = await inseminate({ id: task.id, occurredAt: '2026-11-23', method: 'naturalMating', sireId: heiferIds[0], animalIds: [heiferIds[1]] });
    expect(femaleSire.body.errors).toEqual([fieldError('sireId', 'animals.sireMustBeMale')]);
    // The 24th has begun in Kiribati at 15:00 UTC on the 23rd; the 25th has begun nowhere.
    const future = await inseminate({ id: task.id, ...service, animalIds: heiferIds, occurredAt: '2026-11-25' });
    expect(future.body.errors).toEqual([fieldError('occurredAt', 'animals.recordInFuture')]);
    expect(await recordsOfTask(task.id)).toEqual([]);
    expect(await db.$count(taskOccurrences, eq(taskOccurrences.taskId, task.id))).toBe(0);
  });

  it('answers 422 for a task of another category or a bad body', async () => {
    const general = await insertTask(app, org, { animalIds: heiferIds });
    const wrong = await inseminate({ id: general.id, ...service });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([fieldError('id', 'actionList.wrongCategory')]);
    const bad = await inseminate({ id: general.id, occurredAt: 'yesterday' });
    expect(bad.status).toBe(422);
  });

  it('answers 403 without the animals’ create or the action list’s edit, and 404 for another organisation’s task', async () => {
    const task = await inseminationTask();
    expect((await inseminate({ id: task.id, ...service }, noRecords.headers)).body).toMatchObject({ code: 403, key: 'errors.forbidden' });
    expect((await inseminate({ id: task.id, ...service }, viewer.headers)).status).toBe(403);
    const theirHeifer = await insertAnimal(app, outsider.organizationId);
    const theirs = await insertTask(app, outsider.organizationId, { category: 'insemination', animalIds: [theirHeifer.id] });
    expect((await inseminate({ id: theirs.id, ...service })).status).toBe(404);
    expect(await recordsOfTask(task.id)).toEqual([]);
    expect(await recordsOfTask(theirs.id)).toEqual([]);
  });
});

describe('PUT /api/action-list/task/health-record', () => {
  const healthTask = (seed: Parameters<typeof insertTask>[2] = {}) =>
    insertTask(app, org, { name: 'Desparasitar', category: 'healthRecord', startAt: new Date('2026-11-23T08:00:00Z'), animalIds: heiferIds, ...seed });
  const treatment = {
    type: 'treatment',
    occurredAt: '2026-11-23',
    product: 'Ivermectina 1%',
    dose: { value: 5, unit: 'mL' },
    route: 'subcutaneous',
    withdrawalEndsOn: '2026-12-28',
  };

  it('records a treatment with its withdrawal on both animals', async () => {
    const task = await healthTask();
    const { status, body } = await health({ id: task.id, ...treatment });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: en['success.healthRecorded'], data: { event: { status: 'completed' } } });
    expect(body.data.records).toHaveLength(2);
    for (const heifer of heifers) {
      const records = await app.inject({ method: 'GET', url: `/api/animal/${heifer.id}/record?type=treatment`, headers: editor.headers });
      expect(records.json().data.items).toMatchObject([
        { taskId: task.id, quantity: { value: 5, unit: 'mL' }, details: { product: 'Ivermectina 1%', withdrawalEndsOn: '2026-12-28', route: 'subcutaneous' } },
      ]);
    }
    expect((await activityOf(task.id)).map((entry) => entry.action)).toEqual(['task.healthRecord']);
  });

  it('records a vaccination for one occurrence of a repeating task, the series going on', async () => {
    const task = await healthTask({
      startAt: new Date('2026-11-09T08:00:00Z'),
      endAt: new Date('2026-11-09T09:00:00Z'),
      repeat: { frequency: 'weekly', interval: 1, weekdays: [1] },
    });
    const { status, body } = await health({ id: task.id, index: 1, type: 'vaccination', occurredAt: '2026-11-16', vaccine: 'Clostridial 7-way', batch: 'B-112' });
    expect(status).toBe(200);
    expect(body.data.event).toMatchObject({ index: 1, status: 'completed', repeating: true });
    expect(await taskRow(task.id)).toMatchObject({ status: 'pending' });
    expect((await recordsOfTask(task.id)).map((record) => [record.type, record.details])).toEqual([
      ['vaccination', { vaccine: 'Clostridial 7-way', batch: 'B-112' }],
      ['vaccination', { vaccine: 'Clostridial 7-way', batch: 'B-112' }],
    ]);
  });

  it('answers 422 without a type or for an insemination task', async () => {
    const task = await healthTask();
    const untyped = await health({ id: task.id, occurredAt: '2026-11-23', product: 'Oxitetraciclina' });
    expect(untyped.status).toBe(422);
    expect(untyped.body.errors[0]).toMatchObject({ key: 'actionList.healthTypeRequired' });
    const insemination = await inseminationTask();
    expect((await health({ id: insemination.id, ...treatment })).body.errors).toEqual([fieldError('id', 'actionList.wrongCategory')]);
    expect(await recordsOfTask(task.id)).toEqual([]);
  });

  it('answers 403 without the animals’ create or the action list’s edit, and 404 for another organisation’s task', async () => {
    const task = await healthTask();
    expect((await health({ id: task.id, ...treatment }, noRecords.headers)).status).toBe(403);
    expect((await health({ id: task.id, ...treatment }, viewer.headers)).status).toBe(403);
    const theirs = await insertTask(app, outsider.organizationId, { category: 'healthRecord' });
    expect((await health({ id: theirs.id, ...treatment })).status).toBe(404);
    expect(await recordsOfTask(task.id)).toEqual([]);
  });
});
