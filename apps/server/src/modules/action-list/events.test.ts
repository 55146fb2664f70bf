import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskOccurrences } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { createMember, type Member } from '../../test/people';

// Friday 20 March 2026, noon in Madrid.
const NOW = new Date('2026-03-20T11:00:00Z');
const app = await buildTestApp({ clock: testClock(NOW) });
const ALL = ['view', 'create', 'edit', 'delete'] as const;
const planner = await createMember(app, { grants: { actionList: ALL } });
const org = planner.organizationId;
const farmhand = await createMember(app, { organizationId: org, grants: { actionList: ['view'] } });
const stranger = await createMember(app, { organizationId: org, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { actionList: ALL } });

const madrid = { timeZone: 'Europe/Madrid', category: 'general' };
const create = async (payload: object, member: Member = planner) => {
  const response = await app.inject({ method: 'POST', url: '/api/action-list/task', headers: member.headers, payload: { ...madrid, ...payload } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string };
};
const events = async (query: string, member: Member = planner) => {
  const response = await app.inject({ method: 'GET', url: `/api/action-list/event?${query}`, headers: member.headers });
  return { status: response.statusCode, body: response.json() };
};
const eventsOf = async (query: string, taskId: string, member: Member = planner) => {
  const { status, body } = await events(query, member);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.data as { taskId: string; index: number; start: string; end: string; status: string; overdue: boolean }[]).filter((event) => event.taskId === taskId);
};

// Madrid moves to summer time on Sunday 29 March 2026.
const heatCheck = await create({ name: 'Heat detection', startAt: '2026-03-19T07:00', endAt: '2026-03-19T08:00', repeat: { frequency: 'weekly', weekdays: [4] } });

describe('GET /api/action-list/event', () => {
  it('keeps a weekly task at 07:00 on the wall clock across the change to summer time', async () => {
    const found = await eventsOf('sDate=2026-03-16&eDate=2026-04-06', heatCheck.id);
    expect(found.map(({ index, start, end }) => ({ index, start, end }))).toEqual([
      { index: 0, start: '2026-03-19T06:00:00.000Z', end: '2026-03-19T07:00:00.000Z' },
      { index: 1, start: '2026-03-26T06:00:00.000Z', end: '2026-03-26T07:00:00.000Z' },
      { index: 2, start: '2026-04-02T05:00:00.000Z', end: '2026-04-02T06:00:00.000Z' },
    ]);
    expect(found.map((event) => [event.status, event.overdue])).toEqual([
      ['pending', true],
      ['pending', false],
      ['pending', false],
    ]);
  });

  it('repeats a monthly task on the 31st on the last day of shorter months', async () => {
    const payday = await create({ name: 'Pay the vet', startAt: '2026-01-31T09:00', endAt: '2026-01-31T10:00', repeat: { frequency: 'monthly' } });
    const found = await eventsOf('sDate=2026-02-01&eDate=2026-05-01', payday.id);
    expect(found.map((event) => event.start)).toEqual(['2026-02-28T08:00:00.000Z', '2026-03-31T07:00:00.000Z', '2026-04-30T07:00:00.000Z']);
  });

  it('reports an occurrence completed on its own as completed, the rest of the series as it is', async () => {
    const milking = await create({ name: 'Milking', category: 'milking', startAt: '2026-03-16T06:00', endAt: '2026-03-16T07:00', repeat: { frequency: 'daily' } });
    await app.database.db.insert(taskOccurrences).values({ organizationId: org, taskId: milking.id, occurrenceIndex: 2, completedBy: planner.userId });
    const found = await eventsOf('sDate=2026-03-16&eDate=2026-03-20', milking.id);
    expect(found.map((event) => [event.index, event.status, event.overdue])).toEqual([
      [0, 'pending', true],
      [1, 'pending', true],
      [2, 'completed', false],
      [3, 'pending', true],
    ]);
    const rows = await app.database.db.select().from(taskOccurrences).where(eq(taskOccurrences.taskId, milking.id));
    expect(rows).toHaveLength(1);
  });

  it('leaves out cancelled tasks, tasks outside the range and other organisations’ tasks', async () => {
    const cancelled = await create({ name: 'Sell the old bull', status: 'cancelled', startAt: '2026-03-17T08:00', endAt: '2026-03-17T09:00' });
    const before = await create({ name: 'Deworm', startAt: '2026-03-10T08:00', endAt: '2026-03-10T09:00' });
    const theirs = await create({ name: 'Theirs', startAt: '2026-03-17T08:00', endAt: '2026-03-17T09:00' }, outsider);
    const { body } = await events('sDate=2026-03-16&eDate=2026-03-23');
    const taskIds = (body.data as { taskId: string }[]).map((event) => event.taskId);
    expect(taskIds).not.toContain(cancelled.id);
    expect(taskIds).not.toContain(before.id);
    expect(taskIds).not.toContain(theirs.id);
    expect(taskIds).toContain(heatCheck.id);
  });

  it('orders the events by start, then task', async () => {
    const { body } = await events('sDate=2026-03-01&eDate=2026-05-01');
    const keys = (body.data as { start: string; taskId: string }[]).map((event) => `${event.start} ${event.taskId}`);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys).toEqual([...keys].sort());
  });

  it('keeps, with assignee=me, the caller’s tasks and those assigned to nobody', async () => {
    const mine = await create({ name: 'Check the pump', startAt: '2026-03-18T09:00', endAt: '2026-03-18T10:00', assigneeId: farmhand.userId });
    const others = await create({ name: 'Order feed', startAt: '2026-03-18T09:00', endAt: '2026-03-18T10:00', assigneeId: planner.userId });
    const { body } = await events('sDate=2026-03-16&eDate=2026-03-23&assignee=me', farmhand);
    const taskIds = (body.data as { taskId: string }[]).map((event) => event.taskId);
    expect(taskIds).toContain(mine.id);
    expect(taskIds).toContain(heatCheck.id);
    expect(taskIds).not.toContain(others.id);
    expect((await eventsOf('sDate=2026-03-16&eDate=2026-03-23', others.id, farmhand)).length).toBe(1);
  });

  it('answers 422 for a bad range and 403 without the module', async () => {
    for (const query of ['sDate=2026-03-20&eDate=2026-03-16', 'sDate=2026-01-01&eDate=2027-06-01', 'sDate=soon&eDate=2026-03-16', 'sDate=2026-03-16&eDate=2026-03-20&assignee=you']) {
      expect((await events(query)).status, query).toBe(422);
    }
    expect((await events('sDate=2026-03-16&eDate=2026-03-23', stranger)).status).toBe(403);
  });
});
