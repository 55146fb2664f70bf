import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, goals } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { recordActivity } from '../activity-log/activity-log.repository';
import { insertAnimal, insertFarm, insertGroup, insertRecord } from '../../test/herd';
import { createMember } from '../../test/people';

const { en, es } = messageCatalog;
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const ALL = ['view', 'create', 'edit', 'delete'] as const;
const manager = await createMember(app, { grants: { goals: ALL } });
const org = manager.organizationId;
const reader = await createMember(app, { organizationId: org, grants: { goals: ['view'] } });
const stranger = await createMember(app, { organizationId: org, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { goals: ALL } });

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const logOf = (id: string) => db.select({ action: activityLog.action, actorId: activityLog.actorId }).from(activityLog).where(and(eq(activityLog.entityType, 'goal'), eq(activityLog.entityId, id))).orderBy(activityLog.createdAt);

let alamos: { id: string };
let theirFarm: { id: string };
let theirGoal: string;
/** A calving interval of 365 days or less on Los Álamos by the end of next March. */
let interval: Record<string, unknown>;

/**
 * The herd (clock 24 November 2026, the year to it by default): on Los Álamos Paloma calved on
 * 10 January 2025 and 5 January 2026 (360 days), Luna on 1 February 2025 and 11 February 2026 (375
 * days): a calving interval of 367.5 days. Estrella, on La Loma, 365 days, is not counted there.
 */
beforeAll(async () => {
  alamos = await insertFarm(app, org, 'Los Álamos');
  const loma = await insertFarm(app, org, 'La Loma');
  const cows = [
    { name: 'Paloma', farmId: alamos.id, calvings: ['2025-01-10', '2026-01-05'] },
    { name: 'Luna', farmId: alamos.id, calvings: ['2025-02-01', '2026-02-11'] },
    { name: 'Estrella', farmId: loma.id, calvings: ['2025-03-01', '2026-03-01'] },
  ];
  for (const cow of cows) {
    const animal = await insertAnimal(app, org, { nickname: cow.name, tagNumber: `ES-${cow.name.toUpperCase()}`, farmId: cow.farmId, birthDate: '2022-01-01' });
    for (const calving of cow.calvings) await insertRecord(app, org, animal.id, { type: 'calving', occurredAt: day(calving), details: { birthEase: 'noAssistance' } });
  }
  theirFarm = await insertFarm(app, outsider.organizationId, 'El Otro Lado');
  interval = { name: 'One calf a year', kpi: 'calvingInterval', comparator: 'atMost', target: 365, farmId: alamos.id, deadline: '2027-03-31' };
  theirGoal = (await call('POST', '/api/livestock-goals', outsider.headers, { ...interval, farmId: theirFarm.id })).body.data.id;
});

describe('livestock goals', () => {
  it('sets a goal whose baseline is the figure today, logged, and lists it with its progress', async () => {
    const { status, body } = await call('POST', '/api/livestock-goals', { ...manager.headers, 'accept-language': 'es' }, interval);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(es['success.goalAdded']);
    expect(body.data).toMatchObject({ kpi: 'calvingInterval', baseline: 367.5, baselineOn: '2026-11-24', farmName: 'Los Álamos', ownerId: manager.userId });
    expect(body.data.progress).toMatchObject({ current: 367.5, status: 'onTrack', percent: 0, animals: 2 });
    expect(await logOf(body.data.id)).toEqual([{ action: 'goal.create', actorId: manager.userId }]);
    const listed = await call('GET', '/api/livestock-goals', reader.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((goal: { id: string }) => goal.id)).toEqual([body.data.id]);
    await call('DELETE', `/api/livestock-goals/${body.data.id}`, manager.headers);
  });

  it('is at risk when behind the line from its baseline to its target, and the dashboard counts it', async () => {
    // Set in May at 380 days, 365 by Christmas: by today it should be about 367.1, and is 367.5.
    const [row] = await db
      .insert(goals)
      .values({ organizationId: org, kpi: 'calvingInterval', comparator: 'atMost', target: 365, baseline: 380, baselineOn: '2026-05-24', farmId: alamos.id, deadline: '2026-12-24', ownerId: manager.userId })
      .returning();
    const { body } = await call('GET', `/api/livestock-goals/${row!.id}`, manager.headers);
    expect(body.data.progress).toMatchObject({ current: 367.5, status: 'atRisk' });
    expect(body.data.progress.percent).toBeCloseTo(83.3, 1);
    expect(body.data.progress.expected).toBeCloseTo(367.1, 1);
    const dashboard = await call('GET', '/api/dashboard', manager.headers);
    expect(dashboard.body.data.counters).toContainEqual({ key: 'goalsAtRisk', module: 'goals', count: 1 });
    await db.delete(goals).where(eq(goals.id, row!.id));
  });

  it('says there is no data rather than a number when nothing is there to count', async () => {
    const { body } = await call('POST', '/api/livestock-goals', manager.headers, { kpi: 'weaning205', comparator: 'atLeast', target: 260, deadline: '2027-06-30' });
    expect(body.data).toMatchObject({ baseline: null, progress: { current: null, percent: null, status: 'noData' } });
    await call('DELETE', `/api/livestock-goals/${body.data.id}`, manager.headers);
  });

  it('answers 422 with a message per field for a goal without a figure, target or a deadline in the future, and writes nothing', async () => {
    const before = (await db.select().from(goals)).length;
    for (const [payload, param, key] of [
      [{ ...interval, kpi: undefined }, 'kpi', 'goals.kpiRequired'],
      [{ ...interval, kpi: 'animalsPresent' }, 'kpi', 'goals.kpiRequired'],
      [{ ...interval, target: undefined }, 'target', 'goals.targetRequired'],
      [{ ...interval, target: -1 }, 'target', 'goals.targetNegative'],
      [{ ...interval, kpi: 'perinatalMortality', target: 3 }, 'target', 'goals.shareTooHigh'],
      [{ ...interval, deadline: undefined }, 'deadline', 'goals.deadlineRequired'],
      [{ ...interval, deadline: '2026-11-23' }, 'deadline', 'goals.deadlineInPast'],
      [{ ...interval, from: '2026-06-01', to: '2026-01-01' }, 'from', 'reports.rangeReversed'],
    ] as const) {
      const { status, body } = await call('POST', '/api/livestock-goals', manager.headers, payload);
      expect(status, key).toBe(422);
      expect(body).toMatchObject({ code: 422, success: false });
      expect(body.errors).toContainEqual({ param, key, msg: en[key] });
    }
    expect((await db.select().from(goals)).length).toBe(before);
  });

  it('changes a goal, measuring its baseline again only when its figure changes, and removes it', async () => {
    const { body: added } = await call('POST', '/api/livestock-goals', manager.headers, interval);
    const id = added.data.id as string;
    const owner = await createMember(app, { organizationId: org, grants: { goals: ['view'] } });
    const changed = await call('PUT', `/api/livestock-goals/${id}`, manager.headers, { ...interval, target: 370, ownerId: owner.userId, notes: 'Ask the vet.' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: en['success.goalUpdated'], data: { id, target: 370, baseline: 367.5, ownerId: owner.userId, notes: 'Ask the vet.', progress: { status: 'achieved', percent: 100 } } });
    const wider = await call('PUT', `/api/livestock-goals/${id}`, manager.headers, { ...interval, farmId: undefined });
    expect(wider.body.data).toMatchObject({ farmId: null, ownerId: owner.userId });
    expect(wider.body.data.baseline).toBeCloseTo(366.67, 2);
    const removed = await call('DELETE', `/api/livestock-goals/${id}`, manager.headers);
    expect(removed.body).toMatchObject({ message: en['success.goalDeleted'], data: { id } });
    expect((await logOf(id)).map((entry) => entry.action)).toEqual(['goal.create', 'goal.update', 'goal.update', 'goal.delete']);
    expect((await call('GET', `/api/livestock-goals/${id}`, manager.headers)).status).toBe(404);
  });

  it('refuses a reader’s writes and a person without the module', async () => {
    const { body: added } = await call('POST', '/api/livestock-goals', manager.headers, interval);
    const id = added.data.id as string;
    expect((await call('POST', '/api/livestock-goals', reader.headers, interval)).status).toBe(403);
    expect((await call('PUT', `/api/livestock-goals/${id}`, reader.headers, interval)).status).toBe(403);
    expect((await call('DELETE', `/api/livestock-goals/${id}`, reader.headers)).status).toBe(403);
    expect((await call('GET', '/api/livestock-goals', stranger.headers)).status).toBe(403);
    expect((await call('GET', `/api/livestock-goals/${id}`, stranger.headers)).status).toBe(403);
    await call('DELETE', `/api/livestock-goals/${id}`, manager.headers);
  });

  it('answers 404 for another organisation’s goal, farm, group or owner, and leaves theirs as it was', async () => {
    expect((await call('GET', `/api/livestock-goals/${theirGoal}`, manager.headers)).status).toBe(404);
    expect((await call('PUT', `/api/livestock-goals/${theirGoal}`, manager.headers, interval)).status).toBe(404);
    expect((await call('DELETE', `/api/livestock-goals/${theirGoal}`, manager.headers)).status).toBe(404);
    const theirGroup = await insertGroup(app, outsider.organizationId, 'Ajeno');
    for (const [payload, param] of [
      [{ ...interval, farmId: theirFarm.id }, 'farmId'],
      [{ ...interval, groupId: theirGroup.id }, 'groupId'],
      [{ ...interval, ownerId: outsider.userId }, 'ownerId'],
    ] as const) {
      const { status, body } = await call('POST', '/api/livestock-goals', manager.headers, payload);
      expect(status, param).toBe(404);
      expect(body.errors[0]).toMatchObject({ param });
    }
    const [row] = await db.select().from(goals).where(eq(goals.id, theirGoal));
    expect(row).toMatchObject({ organizationId: outsider.organizationId, target: 365 });
    expect((await call('GET', '/api/livestock-goals', manager.headers)).body.data).toEqual([]);
  });

  // Last: Rosa's calvings change the herd the other tests read.
  it('moves its progress when a record is added, and shows its figure at each month’s end', async () => {
    const { body } = await call('POST', '/api/livestock-goals', manager.headers, interval);
    const id = body.data.id as string;
    // Rosa calves again after 350 days: (360 + 375 + 350) ÷ 3 = 361.67 days, the target met.
    const rosa = await insertAnimal(app, org, { nickname: 'Rosa', tagNumber: 'ES-ROSA', farmId: alamos.id, birthDate: '2022-01-01' });
    await insertRecord(app, org, rosa.id, { type: 'calving', occurredAt: day('2025-10-01'), details: { birthEase: 'noAssistance' } });
    await insertRecord(app, org, rosa.id, { type: 'calving', occurredAt: day('2026-09-16'), details: { birthEase: 'noAssistance' } });
    // As the records' routes do: the write is in the activity log, which tells the goal's figures the herd changed.
    await recordActivity(app.database.db, { organizationId: org, actorId: null, action: 'animalRecord.create', entityType: 'animal', entityId: rosa.id });
    const detail = await call('GET', `/api/livestock-goals/${id}`, reader.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.data.progress).toMatchObject({ status: 'achieved', percent: 100, animals: 3 });
    expect(detail.body.data.progress.current).toBeCloseTo(361.67, 2);
    const trend = detail.body.data.trend as { asOf: string; value: number | null }[];
    expect(trend.map((point) => point.asOf)).toEqual([
      '2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-24',
    ]);
    // Nothing to count before Paloma's second calving; then 360 days; then both cows; then Rosa.
    expect(trend[0]!.value).toBeNull();
    expect(trend[2]!.value).toBe(360);
    expect(trend[3]!.value).toBe(367.5);
    expect(trend.at(-1)!.value).toBeCloseTo(361.67, 2);
  });
});
