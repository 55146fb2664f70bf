import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, departments } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const admin = await createMember(app, { grants: { users: ['view', 'create', 'edit'] } });
const viewer = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
const outsider = await createMember(app, { grants: { users: ['view', 'create', 'edit'] } });

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const logFor = (entityId: string) =>
  db.select().from(activityLog).where(and(eq(activityLog.entityType, 'department'), eq(activityLog.entityId, entityId)));

describe('departments', () => {
  it('lists the organisation’s departments with their role counts, and only its own', async () => {
    const { status, body } = await call('GET', '/api/department', admin.headers);

    expect(status).toBe(200);
    const names = body.data.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Management', 'Field', expect.stringMatching(/^Dept /)]));
    expect(body.data.find((row: { name: string }) => row.name === 'Field').roleCount).toBe(3);
    const outsiders = (await call('GET', '/api/department', outsider.headers)).body.data.map((row: { id: string }) => row.id);
    expect(outsiders).not.toContain(admin.departmentId);
  });

  it('adds a department with the spec’s text and logs it in the same transaction', async () => {
    const { status, body } = await call('POST', '/api/department', { ...admin.headers, 'accept-language': 'es' }, { name: ' Dairy ' });

    expect(status).toBe(200);
    expect(body.message).toBe(es['success.departmentAdded']);
    expect(body.data).toMatchObject({ name: 'Dairy', roleCount: 0 });
    const [row] = await db.select().from(departments).where(eq(departments.id, body.data.id));
    expect(row).toMatchObject({ organizationId: admin.organizationId, createdBy: admin.userId });
    expect(await logFor(body.data.id)).toEqual([
      expect.objectContaining({ action: 'department.create', actorId: admin.userId, organizationId: admin.organizationId, after: { name: 'Dairy' } }),
    ]);
  });

  it('answers 422 with a message per field for a missing or long name', async () => {
    for (const [payload, key] of [
      [{}, 'departments.nameRequired'],
      [{ name: '   ' }, 'departments.nameRequired'],
      [{ name: 'A'.repeat(15) }, 'departments.nameTooLong'],
    ] as const) {
      const { status, body } = await call('POST', '/api/department', admin.headers, payload);
      expect(status).toBe(422);
      expect(body.errors).toEqual([{ param: 'name', key, msg: en[key] }]);
    }
    expect((await call('POST', '/api/department', admin.headers, { name: 'A'.repeat(14) })).status).toBe(200);
  });

  it('refuses a name the organisation already has, whatever the case, and logs nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const { status, body } = await call('POST', '/api/department', admin.headers, { name: 'management' });

    expect(status).toBe(409);
    expect(body.message).toBe(en['errors.departmentNotAdded']);
    expect(body.errors).toEqual([{ param: 'name', key: 'departments.nameTaken', msg: en['departments.nameTaken'] }]);
    expect((await db.select().from(activityLog)).length).toBe(before);
    // Another organisation may use the same name.
    expect((await call('POST', '/api/department', outsider.headers, { name: 'Dairy' })).status).toBe(200);
  });

  it('renames a department, logging before and after', async () => {
    const { body: created } = await call('POST', '/api/department', admin.headers, { name: 'Beef' });
    const { status, body } = await call('PUT', `/api/department/${created.data.id}`, admin.headers, { name: 'Beef cattle' });

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.departmentUpdated']);
    expect(body.data.name).toBe('Beef cattle');
    expect((await logFor(created.data.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['department.create', null, { name: 'Beef' }],
      ['department.update', { name: 'Beef' }, { name: 'Beef cattle' }],
    ]);
    // Its own name in another case is not a clash.
    expect((await call('PUT', `/api/department/${created.data.id}`, admin.headers, { name: 'BEEF CATTLE' })).status).toBe(200);
    expect((await call('PUT', `/api/department/${created.data.id}`, admin.headers, { name: 'Field' })).status).toBe(409);
  });

  it('answers 404 for another organisation’s department and changes nothing', async () => {
    const { status, body } = await call('PUT', `/api/department/${outsider.departmentId}`, admin.headers, { name: 'Taken over' });

    expect(status).toBe(404);
    expect(body.key).toBe('errors.notFound');
    const [row] = await db.select().from(departments).where(eq(departments.id, outsider.departmentId));
    expect(row?.name).not.toBe('Taken over');
    expect(await logFor(outsider.departmentId)).toEqual([]);
  });

  it('answers 403 without the permission for the action, and 401 without a session', async () => {
    expect((await call('GET', '/api/department', viewer.headers)).status).toBe(200);
    expect((await call('POST', '/api/department', viewer.headers, { name: 'Nope' })).status).toBe(403);
    expect((await call('PUT', `/api/department/${viewer.departmentId}`, viewer.headers, { name: 'Nope' })).body.key).toBe('errors.forbidden');
    expect((await call('GET', '/api/department', {})).status).toBe(401);
  });
});
