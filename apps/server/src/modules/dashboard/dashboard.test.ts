import { messageCatalog } from '@ganado/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departments, farms, roles, tasks, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { insertAnimal, insertRecord } from '../../test/herd';
import { createMember } from '../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const manager = await createMember(app, { grants: { users: ['view'], activityLog: ['view'] } });
const farmer = await createMember(app, { organizationId: manager.organizationId, grants: { faq: ['view'] } });
// Another organisation, with more people: none of them may be counted for the first.
const outsider = await createMember(app, { grants: { users: ['view'] } });
await createMember(app, { organizationId: outsider.organizationId, grants: {} });

const dashboardOf = async (headers: Record<string, string>) => {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard', headers });
  return { status: response.statusCode, body: response.json() };
};
const countIn = async (table: typeof users | typeof departments | typeof roles, organizationId: string) =>
  db.$count(table, eq(table.organizationId, organizationId));

describe('GET /api/dashboard', () => {
  it('counts the organisation’s active users, departments and roles, and shows its latest activity', async () => {
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, farmer.userId));
    await app.inject({ method: 'PUT', url: '/api/profile', headers: manager.headers, payload: { firstName: 'Mara', lastName: 'Vega', language: 'en' } });

    const { status, body } = await dashboardOf(manager.headers);
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.ok']);
    expect(body.data.counters).toEqual([
      { key: 'activeUsers', module: 'users', count: 1 },
      { key: 'departments', module: 'users', count: await countIn(departments, manager.organizationId) },
      { key: 'roles', module: 'users', count: await countIn(roles, manager.organizationId) },
    ]);
    expect(body.data.recentActivity.length).toBeLessThanOrEqual(10);
    expect(body.data.recentActivity[0]).toMatchObject({ action: 'profile.update', actor: { id: manager.userId } });
    expect(body.data.recentActivity.every((entry: { actor: { id: string } | null }) => entry.actor?.id !== outsider.userId)).toBe(true);
    await db.update(users).set({ status: 'active' }).where(eq(users.id, farmer.userId));
  });

  it('counts the organisation’s farms for a role that may view farms, leaving out removed ones', async () => {
    const herdsman = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
    await db.insert(farms).values([
      { organizationId: manager.organizationId, name: 'Las Encinas' },
      { organizationId: manager.organizationId, name: 'El Olivar', deletedAt: new Date() },
      { organizationId: outsider.organizationId, name: 'La Vega' },
    ]);
    const { body } = await dashboardOf(herdsman.headers);
    expect(body.data.counters).toEqual([{ key: 'farms', module: 'farms', count: 1 }]);
  });

  it('counts the organisation’s active animals for a role that may view animals, leaving out removed ones', async () => {
    const herdsman = await createMember(app, { organizationId: manager.organizationId, grants: { animals: ['view'] } });
    await insertAnimal(app, manager.organizationId);
    const sold = await insertAnimal(app, manager.organizationId);
    await insertRecord(app, manager.organizationId, sold.id, { type: 'removal', details: { reason: 'sold' } });
    await insertAnimal(app, outsider.organizationId);
    const { body } = await dashboardOf(herdsman.headers);
    expect(body.data.counters).toEqual([
      { key: 'animals', module: 'animals', count: 1 },
      { key: 'animalsInWithdrawal', module: 'animals', count: 0 },
    ]);
  });

  it('counts the organisation’s open tasks (pending or in progress) for a role that may view the action list', async () => {
    const planner = await createMember(app, { organizationId: manager.organizationId, grants: { actionList: ['view'] } });
    const times = { startAt: new Date('2026-03-19T06:00:00Z'), endAt: new Date('2026-03-19T07:00:00Z'), category: 'general' as const };
    await db.insert(tasks).values([
      { organizationId: manager.organizationId, name: 'Milking', status: 'inProgress', ...times },
      { organizationId: manager.organizationId, name: 'Check fences', status: 'pending', ...times },
      { organizationId: manager.organizationId, name: 'Weigh calves', status: 'completed', ...times },
      { organizationId: manager.organizationId, name: 'Sell bull', status: 'cancelled', ...times },
      { organizationId: outsider.organizationId, name: 'Theirs', status: 'pending', ...times },
    ]);
    const { body } = await dashboardOf(planner.headers);
    expect(body.data.counters).toEqual([{ key: 'openTasks', module: 'actionList', count: 2 }]);
  });

  it('counts another organisation apart', async () => {
    const { body } = await dashboardOf(outsider.headers);
    expect(body.data.counters[0]).toEqual({ key: 'activeUsers', module: 'users', count: 2 });
  });

  it('shows a role without users:view no user counters, and without the log no activity, but still answers', async () => {
    const { status, body } = await dashboardOf(farmer.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual({ counters: [] });
    const withoutLog = await dashboardOf(outsider.headers);
    expect(withoutLog.body.data.recentActivity).toBeUndefined();
  });

  it('needs a session', async () => {
    expect((await dashboardOf({})).status).toBe(401);
  });
});
