import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords, animals, events, organizations, taskAnimals, taskOccurrences, tasks } from '../../db/schema';
import { DEMO_ORGANIZATION } from '../../seed';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { insertAnimal, insertFarm, insertRecord } from '../../test/herd';
import { createMember, type Member } from '../../test/people';

const { en } = messageCatalog;
// Wednesday 18 March 2026, 13:00 in Madrid: before the spring change to summer time.
const NOW = new Date('2026-03-18T12:00:00Z');
const app = await buildTestApp({ clock: testClock(NOW) });
const { db } = app.database;
const ALL = ['view', 'create', 'edit', 'delete'] as const;
const manager = await createMember(app, { grants: { actionList: ALL } });
const org = manager.organizationId;
const viewer = await createMember(app, { organizationId: org, grants: { actionList: ['view'] } });
const stranger = await createMember(app, { organizationId: org, grants: { animals: ['view'] } });
const outsider = await createMember(app, { grants: { actionList: ALL } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, member: Member = manager) => {
  const response = await app.inject({ method, url, headers: member.headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const URL = '/api/action-list/task';
const base = { name: 'Check the water troughs', category: 'general', startAt: '2026-03-19T07:00', endAt: '2026-03-19T08:00', timeZone: 'Europe/Madrid' };
const create = async (payload: object = {}, member: Member = manager) => {
  const { status, body } = await call('POST', URL, { ...base, ...payload }, member);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { id: string } & Record<string, unknown>;
};
const logOf = (action: string, entityId: string) => db.select().from(activityLog).where(and(eq(activityLog.action, action), eq(activityLog.entityId, entityId)));
const taskCount = async (organizationId: string) => (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.organizationId, organizationId))).length;

describe('POST /api/action-list/task', () => {
  it('creates a task from the form’s wall clock in its zone, with its animals, farm and assignee, and logs it', async () => {
    const farm = await insertFarm(app, org, 'La Vega');
    const heifer = await insertAnimal(app, org, { tagNumber: 'MX-0101', nickname: 'Canela' });
    const { status, body } = await call('POST', URL, {
      ...base,
      category: 'insemination',
      priority: 'high',
      farmId: farm.id,
      assigneeId: viewer.userId,
      animalIds: [heifer.id, heifer.id],
      description: 'Fixed-time AI',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.taskAdded']);
    expect(body.data).toMatchObject({
      name: 'Check the water troughs',
      category: 'insemination',
      priority: 'high',
      status: 'pending',
      // Madrid is UTC+1 in March until the 29th.
      startAt: '2026-03-19T06:00:00.000Z',
      endAt: '2026-03-19T07:00:00.000Z',
      startLocal: '2026-03-19T07:00',
      endLocal: '2026-03-19T08:00',
      timeZone: 'Europe/Madrid',
      repeat: null,
      farm: { id: farm.id, name: 'La Vega' },
      assignee: { id: viewer.userId, name: 'Test Member' },
      animals: [{ id: heifer.id, tagNumber: 'MX-0101', nickname: 'Canela', gender: 'female' }],
      animalCount: 1,
      overdue: false,
      nextOccurrence: { index: 0, start: '2026-03-19T06:00:00.000Z', end: '2026-03-19T07:00:00.000Z' },
      completedOccurrences: [],
      completedAt: null,
      createdBy: manager.userId,
    });
    expect(await logOf('task.create', body.data.id)).toEqual([
      expect.objectContaining({ entityType: 'task', actorId: manager.userId, after: expect.objectContaining({ name: 'Check the water troughs', animalIds: [heifer.id] }) }),
    ]);
  });

  it('keeps an instant with its offset as sent, and stores a weekly rule as parsed', async () => {
    const task = await create({ startAt: '2026-03-19T07:00:00+01:00', endAt: '2026-03-19T07:30:00Z', repeat: { frequency: 'weekly', weekdays: [4] } });
    expect(task).toMatchObject({ startAt: '2026-03-19T06:00:00.000Z', endAt: '2026-03-19T07:30:00.000Z', repeat: { frequency: 'weekly', interval: 1, weekdays: [4] } });
  });

  it('answers 422 naming each field at fault, and writes nothing', async () => {
    const before = await taskCount(org);
    const bull = await insertAnimal(app, org, { gender: 'male' });
    for (const [payload, param, key] of [
      [{ name: '' }, 'name', 'actionList.nameRequired'],
      [{ category: 'rodeo' }, 'category', 'actionList.categoryRequired'],
      [{ startAt: 'tomorrow' }, 'startAt', 'actionList.dateTimeInvalid'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'actionList.timeZoneInvalid'],
      [{ endAt: '2026-03-19T06:00' }, 'endAt', 'actionList.endBeforeStart'],
      // A wall clock against an instant: compared only once converted (07:00 in Madrid is 06:00Z).
      [{ endAt: '2026-03-19T05:30:00Z' }, 'endAt', 'actionList.endBeforeStart'],
      [{ category: 'healthRecord' }, 'animalIds', 'actionList.animalsRequired'],
      [{ assigneeId: outsider.userId }, 'assigneeId', 'actionList.assigneeUnknown'],
      [{ category: 'insemination', animalIds: [bull.id] }, 'animalIds', 'animals.onlyFemales'],
      [{ repeat: { frequency: 'weekly' } }, 'repeat.weekdays', 'repeat.weekdaysRequired'],
    ] as const) {
      const { status, body } = await call('POST', URL, { ...base, ...payload });
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors, JSON.stringify(payload)).toContainEqual({ param, key, msg: en[key] });
    }
    expect(await taskCount(org)).toBe(before);
  });

  it('answers 404 for another organisation’s farm or animal, 409 for a removed animal, writing nothing', async () => {
    const before = await taskCount(org);
    const theirFarm = await insertFarm(app, outsider.organizationId);
    const theirAnimal = await insertAnimal(app, outsider.organizationId);
    const ours = await insertAnimal(app, org);
    expect((await call('POST', URL, { ...base, farmId: theirFarm.id })).status).toBe(404);
    expect((await call('POST', URL, { ...base, animalIds: [ours.id, theirAnimal.id] })).status).toBe(404);
    const sold = await insertAnimal(app, org);
    await db.update(animals).set({ status: 'removed' }).where(eq(animals.id, sold.id));
    const removed = await call('POST', URL, { ...base, animalIds: [sold.id] });
    expect(removed.status).toBe(409);
    expect(removed.body.key).toBe('animals.removed');
    expect(await taskCount(org)).toBe(before);
  });

  it('answers 403 to a member who may only view, or not see the action list', async () => {
    expect((await call('POST', URL, base, viewer)).status).toBe(403);
    expect((await call('POST', URL, base, stranger)).status).toBe(403);
  });
});

describe('GET /api/action-list/task/:id', () => {
  it('answers the task with its completed occurrences, latest first', async () => {
    const task = await create({ repeat: { frequency: 'daily' }, startAt: '2026-03-10T07:00', endAt: '2026-03-10T08:00' });
    await db.insert(taskOccurrences).values([
      { organizationId: org, taskId: task.id, occurrenceIndex: 1, completedAt: new Date('2026-03-11T08:00:00Z'), completedBy: manager.userId },
      { organizationId: org, taskId: task.id, occurrenceIndex: 2, completedAt: new Date('2026-03-12T08:00:00Z'), completedBy: viewer.userId },
    ]);
    const { status, body } = await call('GET', `${URL}/${task.id}`, undefined, viewer);
    expect(status).toBe(200);
    expect(body.data.completedOccurrences).toEqual([
      { index: 2, completedAt: '2026-03-12T08:00:00.000Z', completedBy: viewer.userId },
      { index: 1, completedAt: '2026-03-11T08:00:00.000Z', completedBy: manager.userId },
    ]);
    // Today's 07:00–08:00 in Madrid is over and not completed.
    expect(body.data).toMatchObject({ overdue: true, nextOccurrence: { index: 8, start: '2026-03-18T06:00:00.000Z' } });
  });

  it('answers 404 for another organisation’s task, 422 for a malformed id, 403 without the module', async () => {
    const theirs = await create({}, outsider);
    expect((await call('GET', `${URL}/${theirs.id}`)).status).toBe(404);
    expect((await call('GET', `${URL}/not-an-id`)).status).toBe(422);
    expect((await call('GET', `${URL}/${theirs.id}`, undefined, stranger)).status).toBe(403);
  });
});

describe('PUT /api/action-list/task', () => {
  it('replaces every field and the animal list, and logs before and after', async () => {
    const [first, second, third] = [await insertAnimal(app, org), await insertAnimal(app, org), await insertAnimal(app, org)];
    const task = await create({ category: 'healthRecord', animalIds: [first.id, second.id], description: 'First dose', assigneeId: viewer.userId });
    const { status, body } = await call('PUT', URL, { ...base, id: task.id, name: 'Second dose', category: 'healthRecord', animalIds: [third.id] });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.taskUpdated']);
    expect(body.data).toMatchObject({ name: 'Second dose', description: null, assignee: null, animalCount: 1, animals: [expect.objectContaining({ id: third.id })] });
    expect(await db.select().from(taskAnimals).where(eq(taskAnimals.taskId, task.id))).toEqual([expect.objectContaining({ animalId: third.id })]);
    expect(await logOf('task.update', task.id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ description: 'First dose', animalIds: expect.arrayContaining([first.id, second.id]) }),
        after: expect.objectContaining({ name: 'Second dose', description: null, animalIds: [third.id] }),
      }),
    ]);
  });

  it('sets completed_at as the task is completed, keeps it while closed, and clears it when reopened', async () => {
    const task = await create();
    const completed = await call('PUT', URL, { ...base, id: task.id, status: 'completed' });
    expect(completed.body.data).toMatchObject({ status: 'completed', completedAt: NOW.toISOString(), overdue: false, nextOccurrence: null });
    expect((await call('PUT', URL, { ...base, id: task.id, status: 'cancelled' })).body.data.completedAt).toBe(NOW.toISOString());
    expect((await call('PUT', URL, { ...base, id: task.id, status: 'inProgress' })).body.data).toMatchObject({ status: 'inProgress', completedAt: null });
  });

  it('answers 422 for a bad body, 404 for another organisation’s task, 403 to a viewer', async () => {
    const task = await create();
    expect((await call('PUT', URL, { ...base, id: task.id, priority: 'urgent' })).status).toBe(422);
    expect((await call('PUT', URL, { ...base })).status).toBe(422);
    const theirs = await create({}, outsider);
    expect((await call('PUT', URL, { ...base, id: theirs.id })).status).toBe(404);
    expect((await call('PUT', URL, { ...base, id: task.id }, viewer)).status).toBe(403);
  });
});

describe('DELETE /api/action-list/task/:id', () => {
  it('deletes the task and its completions, keeps the animal records it wrote, and logs it', async () => {
    const cow = await insertAnimal(app, org);
    const task = await create({ category: 'healthRecord', animalIds: [cow.id] });
    await db.insert(taskOccurrences).values({ organizationId: org, taskId: task.id, occurrenceIndex: 0, recordCount: 1 });
    const record = await insertRecord(app, org, cow.id, { type: 'vaccination' });
    await db.update(events).set({ taskId: task.id, occurrenceIndex: 0 }).where(eq(events.id, record.id));

    const { status, body } = await call('DELETE', `${URL}/${task.id}`);
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.taskDeleted']);
    expect(body.data.id).toBe(task.id);
    expect(await db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([]);
    expect(await db.select().from(taskOccurrences).where(eq(taskOccurrences.taskId, task.id))).toEqual([]);
    expect(await db.select({ id: animalRecords.id }).from(animalRecords).where(eq(animalRecords.id, record.id))).toEqual([{ id: record.id }]);
    expect(await logOf('task.delete', task.id)).toEqual([expect.objectContaining({ before: expect.objectContaining({ animalIds: [cow.id] }) })]);
    expect((await call('DELETE', `${URL}/${task.id}`)).status).toBe(404);
  });

  it('answers 404 for another organisation’s task, 422 for a malformed id, 403 to a viewer', async () => {
    const theirs = await create({}, outsider);
    expect((await call('DELETE', `${URL}/${theirs.id}`)).status).toBe(404);
    expect(await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, theirs.id))).toHaveLength(1);
    expect((await call('DELETE', `${URL}/potrero`)).status).toBe(422);
    const ours = await create();
    expect((await call('DELETE', `${URL}/${ours.id}`, undefined, viewer)).status).toBe(403);
  });
});

// An organisation of its own, so the list holds exactly these tasks.
const planner = await createMember(app, { grants: { actionList: ALL } });
const helper = await createMember(app, { organizationId: planner.organizationId, grants: { actionList: ['view'] } });
const plan = (payload: object) => create(payload, planner);
const vaccinate = await plan({ name: 'Vaccinate calves', priority: 'high', startAt: '2026-03-16T09:00', endAt: '2026-03-16T12:00', description: 'Clostridial, second dose' });
const milking = await plan({ name: 'Milking', category: 'milking', status: 'inProgress', startAt: '2026-03-01T06:00', endAt: '2026-03-01T07:00', repeat: { frequency: 'daily' } });
const fence = await plan({ name: 'Fence repair', category: 'maintenance', priority: 'low', startAt: '2026-03-25T10:00', endAt: '2026-03-25T18:00', assigneeId: planner.userId });
const weighing = await plan({ name: 'Weigh steers', category: 'weighing', status: 'completed', startAt: '2026-03-10T08:00', endAt: '2026-03-10T10:00' });
const cancelled = await plan({ name: 'Sell bull', status: 'cancelled', startAt: '2026-03-12T08:00', endAt: '2026-03-12T10:00' });
const list = async (query: string, member: Member = planner) => {
  const { status, body } = await call('GET', `${URL}?${query}`, undefined, member);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { items: { id: string; overdue: boolean }[]; total: number; page: number; limit: number };
};
const ids = async (query: string) => (await list(query)).items.map((item) => item.id);

describe('GET /api/action-list/task (the list)', () => {
  it('shows the active tasks by start by default, each with its progress', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 3, page: 1, limit: 25 });
    expect(page.items.map((item) => item.id)).toEqual([milking.id, vaccinate.id, fence.id]);
    expect(page.items.map((item) => item.overdue)).toEqual([true, true, false]);
    expect(page.items[0]).not.toHaveProperty('animals');
  });

  it('filters by one status, all, or overdue (active and past its latest due occurrence)', async () => {
    expect(await ids('status=completed')).toEqual([weighing.id]);
    expect(await ids('status=cancelled')).toEqual([cancelled.id]);
    expect(await ids('status=inProgress')).toEqual([milking.id]);
    expect((await list('status=all')).total).toBe(5);
    expect(await list('status=overdue')).toMatchObject({ total: 2, items: [{ id: milking.id }, { id: vaccinate.id }] });
    expect(await list('status=overdue&limit=1&page=2')).toMatchObject({ total: 2, items: [{ id: vaccinate.id }] });
  });

  it('sorts by a column either way, priority low to high', async () => {
    expect(await ids('col=priority')).toEqual([fence.id, milking.id, vaccinate.id]);
    expect(await ids('col=priority&desc=true')).toEqual([vaccinate.id, milking.id, fence.id]);
    expect(await ids('col=name')).toEqual([fence.id, milking.id, vaccinate.id]);
    expect(await ids('col=endAt&desc=1')).toEqual([fence.id, vaccinate.id, milking.id]);
    // Tasks assigned to nobody come after the named ones.
    expect((await ids('col=assignee'))[0]).toBe(fence.id);
    expect(await ids('col=createdAt&desc=true')).toEqual([fence.id, milking.id, vaccinate.id]);
    const byStatus = await ids('status=all&col=status');
    // Statuses compare as text; the two pending tasks follow by id.
    expect(byStatus.slice(0, 3)).toEqual([cancelled.id, weighing.id, milking.id]);
    expect(byStatus.slice(3)).toEqual([fence.id, vaccinate.id].sort());
  });

  it('searches name and description, filters by category and by the caller’s own tasks, and pages', async () => {
    expect(await ids('search=DOSE')).toEqual([vaccinate.id]);
    expect(await ids('search=fence')).toEqual([fence.id]);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids('category=milking')).toEqual([milking.id]);
    expect(await ids('mine=true')).toEqual([fence.id]);
    expect((await list('mine=true', helper)).items).toEqual([]);
    expect(await list('limit=2&page=2')).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ id: fence.id }] });
  });

  it('answers 422 for a bad query and 403 without the module', async () => {
    expect((await call('GET', `${URL}?status=late`, undefined, planner)).status).toBe(422);
    expect((await call('GET', `${URL}?col=colour`, undefined, planner)).status).toBe(422);
    expect((await call('GET', URL, undefined, stranger)).status).toBe(403);
  });
});

describe('the demo organisation’s tasks', () => {
  it('has a week of work on the Mexican farms’ clock, one of it overdue and one done', async () => {
    const [demo] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, DEMO_ORGANIZATION.code));
    const rows = await db.select().from(tasks).where(eq(tasks.organizationId, demo!.id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    // Each on its farm's clock: the dairy's in Jalisco, the tractor's service at Los Álamos in Chihuahua.
    expect([...new Set(rows.map((row) => row.timeZone))].sort()).toEqual(['America/Chihuahua', 'America/Mexico_City']);
    expect(rows.map((row) => row.category)).toEqual(expect.arrayContaining(['milking', 'insemination', 'healthRecord', 'maintenance']));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    expect(rows.every((row) => row.assigneeId !== null)).toBe(true);
    const done = await db.select().from(taskOccurrences).where(eq(taskOccurrences.organizationId, demo!.id));
    expect(done.length).toBeGreaterThan(0);
  });
});
