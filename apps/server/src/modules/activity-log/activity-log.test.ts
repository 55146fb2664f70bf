import { messageCatalog } from '@ganado/shared';
import { describe, expect, it } from 'vitest';
import { activityLog, departments } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const admin = await createMember(app, { grants: { users: ['view', 'create', 'edit'], activityLog: ['view'] } });
const noLog = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
const outsider = await createMember(app, { grants: { users: ['create'], activityLog: ['view'] } });

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};

// Some writes to read back: three departments by the admin, one by the outsider.
const created: string[] = [];
for (const name of ['Alpha', 'Bravo', 'Charlie']) {
  created.push((await call('POST', '/api/department', admin.headers, { name })).body.data.id);
}
const outsiderDepartment = (await call('POST', '/api/department', outsider.headers, { name: 'Zulu' })).body.data.id as string;
await call('PUT', `/api/department/${created[0]}`, admin.headers, { name: 'Alpha one' });

describe('GET /api/activity-log', () => {
  it('pages the organisation’s entries, newest first, with the actor, the change and the address', async () => {
    const { status, body } = await call('GET', '/api/activity-log?page=1&limit=2', admin.headers);

    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, limit: 2 });
    expect(body.data.items).toHaveLength(2);
    expect(body.data.items[0]).toMatchObject({
      action: 'department.update',
      entityType: 'department',
      entityId: created[0],
      actor: { id: admin.userId, name: 'Test Member', email: expect.stringContaining('@example.org') },
      before: { name: 'Alpha' },
      after: { name: 'Alpha one' },
      ipAddress: '127.0.0.1',
    });
    const everything = (await call('GET', '/api/activity-log?limit=100', admin.headers)).body.data;
    expect(everything.total).toBe(everything.items.length);
    expect(everything.items.map((entry: { entityId: string }) => entry.entityId)).not.toContain(outsiderDepartment);
    const page2 = (await call('GET', '/api/activity-log?page=2&limit=2', admin.headers)).body.data.items;
    expect(page2[0].id).toBe(everything.items[2].id);
  });

  it('searches the action, entity and actor, with pattern characters taken literally', async () => {
    const updates = (await call('GET', '/api/activity-log?search=department.upd', admin.headers)).body.data;
    expect(updates.total).toBe(1);
    expect((await call('GET', '/api/activity-log?search=%25', admin.headers)).body.data.total).toBe(0);
    expect((await call('GET', '/api/activity-log?search=test%20member', admin.headers)).body.data.total).toBeGreaterThanOrEqual(4);
  });

  it('sorts by a column, ascending unless desc is set', async () => {
    const ascending = (await call('GET', '/api/activity-log?col=action&limit=100', admin.headers)).body.data.items.map((entry: { action: string }) => entry.action);
    expect(ascending).toEqual([...ascending].sort());
    const descending = (await call('GET', '/api/activity-log?col=action&desc=true&limit=100', admin.headers)).body.data.items.map(
      (entry: { action: string }) => entry.action,
    );
    expect(descending).toEqual([...ascending].reverse());
  });

  it('answers 422 per field for a bad page, limit or column', async () => {
    const { status, body } = await call('GET', '/api/activity-log?page=0&limit=5000&col=password', admin.headers);
    expect(status).toBe(422);
    expect(body.errors.map((item: { param: string }) => item.param).sort()).toEqual(['col', 'limit', 'page']);
    expect(body.errors[0].msg).toBe(en['validation.invalid']);
  });

  it('answers 403 without the activity-log permission, 401 without a session', async () => {
    expect((await call('GET', '/api/activity-log', noLog.headers)).status).toBe(403);
    expect((await call('GET', `/api/activity-log/entity/department/${created[0]}`, noLog.headers)).status).toBe(403);
    expect((await call('GET', '/api/activity-log', {})).status).toBe(401);
  });

  it('cannot be changed through the API', async () => {
    const [entry] = await db.select().from(activityLog).limit(1);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await call(method, `/api/activity-log/${entry!.id}`, admin.headers, method === 'PUT' ? {} : undefined)).status).toBe(404);
    }
  });
});

describe('GET /api/activity-log/entity/{type}/{id}', () => {
  it('answers one entity’s history, oldest first', async () => {
    const { status, body } = await call('GET', `/api/activity-log/entity/department/${created[0]}`, admin.headers);
    expect(status).toBe(200);
    expect(body.data.map((entry: { action: string }) => entry.action)).toEqual(['department.create', 'department.update']);
  });

  it('answers 404 for another organisation’s entity, or one it does not have, and an empty history for its own with none', async () => {
    const other = await call('GET', `/api/activity-log/entity/department/${outsiderDepartment}`, admin.headers);
    expect([other.status, other.body.key]).toEqual([404, 'errors.notFound']);
    expect((await call('GET', `/api/activity-log/entity/role/${created[0]}`, admin.headers)).status).toBe(404);
    expect((await call('GET', `/api/activity-log/entity/session/${created[0]}`, admin.headers)).status).toBe(404);
    const own = await call('GET', `/api/activity-log/entity/department/${outsiderDepartment}`, outsider.headers);
    expect([own.status, own.body.data.length]).toEqual([200, 1]);
    const [quiet] = await app.database.db.insert(departments).values({ organizationId: admin.organizationId, name: 'Quiet' }).returning();
    const none = await call('GET', `/api/activity-log/entity/department/${quiet!.id}`, admin.headers);
    expect([none.status, none.body.data]).toEqual([200, []]);
  });

  it('answers 422 for a malformed type or id', async () => {
    const { status, body } = await call('GET', '/api/activity-log/entity/%20/not-a-uuid', admin.headers);
    expect(status).toBe(422);
    expect(body.errors.map((item: { param: string }) => item.param).sort()).toEqual(['id', 'type']);
  });
});
