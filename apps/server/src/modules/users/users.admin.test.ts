import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, departments, roles, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { lastMessageTo } from '../../test/outbox';
import { createMember, EVERY_GRANT } from '../../test/people';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const admin = await createMember(app, { administrator: true });
const viewer = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
const nobody = await createMember(app, { organizationId: admin.organizationId, grants: {} });
const outsider = await createMember(app, { grants: { users: ['view', 'create', 'edit', 'delete'] } });
const [field] = await db.select().from(departments).where(and(eq(departments.organizationId, admin.organizationId), eq(departments.name, 'Field')));
const [farmerRole] = await db.select().from(roles).where(and(eq(roles.departmentId, field!.id), eq(roles.name, 'Farmer')));
const [vetRole] = await db.select().from(roles).where(and(eq(roles.departmentId, field!.id), eq(roles.name, 'Veterinarian')));

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const logFor = (entityId: string) => db.select().from(activityLog).where(and(eq(activityLog.entityType, 'user'), eq(activityLog.entityId, entityId)));
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Marta',
  lastName: 'Núñez',
  email: `marta.${Math.random().toString(36).slice(2, 8)}@rancho.mx`,
  mobile: '3781112233',
  countryCode: '52',
  department: field!.id,
  role: farmerRole!.id,
  ...overrides,
});

describe('POST /api/user', () => {
  it('adds a pending user with the spec’s text, logs it, and emails a link that activates the account', async () => {
    const payload = person({ email: 'Marta@Rancho.mx' });
    const { status, body } = await call('POST', '/api/user', admin.headers, payload);

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.userCreated']);
    expect(body.data).toMatchObject({
      firstName: 'Marta',
      email: 'marta@rancho.mx',
      status: 'pending',
      imported: false,
      department: { id: field!.id, name: 'Field' },
      role: { id: farmerRole!.id, name: 'Farmer' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, body.data.id));
    expect(row).toMatchObject({ organizationId: admin.organizationId, role: 'farmer', createdBy: admin.userId, passwordHash: null });
    expect(await logFor(body.data.id)).toEqual([expect.objectContaining({ action: 'user.create', actorId: admin.userId })]);

    const token = (await lastMessageTo(app, 'marta@rancho.mx')).code ?? '';
    const set = await call('POST', `/api/user/pre-register/set-password/${token}`, {}, { password: 'Rancho#2026', confirmPassword: 'Rancho#2026' });
    expect(set.status).toBe(200);
    expect((await logFor(body.data.id)).map((entry) => entry.action).sort()).toEqual(['user.create', 'user.passwordSet']);
    const login = await call('POST', '/api/login', {}, { username: 'marta@rancho.mx', password: 'Rancho#2026' });
    expect(login.status).toBe(200);
    expect(login.body.data.modules).toContain('animals');
  });

  it('answers 422 with a message per field (docs/product.md §5 names, department and role required)', async () => {
    const { status, body } = await call('POST', '/api/user', { ...admin.headers, 'accept-language': 'es' }, {
      firstName: 'Marta2',
      lastName: 'A'.repeat(15),
      email: 'nope',
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'firstName', key: 'validation.nameAlphabets', msg: es['validation.nameAlphabets'] },
      { param: 'lastName', key: 'users.nameTooLong', msg: es['users.nameTooLong'] },
      { param: 'email', key: 'validation.emailFormat', msg: es['validation.emailFormat'] },
      { param: 'department', key: 'roles.departmentRequired', msg: es['roles.departmentRequired'] },
      { param: 'role', key: 'users.roleRequired', msg: es['users.roleRequired'] },
    ]);
    expect(en['validation.nameAlphabets']).toBe('Name can contain only alphbets');
    const mismatch = await call('POST', '/api/user', admin.headers, person({ role: admin.roleId }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([{ param: 'role', key: 'users.roleNotInDepartment', msg: en['users.roleNotInDepartment'] }]);
  });

  it('refuses a taken email with the spec’s texts, creating nothing and logging nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const { status, body } = await call('POST', '/api/user', admin.headers, person({ email: 'marta@rancho.mx' }));
    expect(status).toBe(409);
    expect(body.message).toBe(en['errors.userCreationFailed']);
    expect(body.errors).toEqual([{ param: 'email', key: 'errors.duplicateUser', msg: en['errors.duplicateUser'] }]);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 404 for another organisation’s department or role', async () => {
    expect((await call('POST', '/api/user', admin.headers, person({ department: outsider.departmentId, role: outsider.roleId }))).status).toBe(404);
    const { status, body } = await call('POST', '/api/user', admin.headers, person({ role: outsider.roleId }));
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ param: 'role', key: 'errors.notFound' });
  });

  it('answers 403 without the create permission', async () => {
    expect((await call('POST', '/api/user', viewer.headers, person())).status).toBe(403);
  });
});

describe('PUT /api/user', () => {
  it('edits a user and their role, logging before and after', async () => {
    const { body: created } = await call('POST', '/api/user', admin.headers, person());
    const { status, body } = await call('PUT', '/api/user', admin.headers, person({ id: created.data.id, email: created.data.email, lastName: 'Vet', role: vetRole!.id }));

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.userUpdated']);
    expect(body.data).toMatchObject({ lastName: 'Vet', role: { id: vetRole!.id, name: 'Veterinarian' } });
    const [update] = (await logFor(created.data.id)).filter((entry) => entry.action === 'user.update');
    expect(update).toMatchObject({ before: { lastName: 'Núñez', roleId: farmerRole!.id }, after: { lastName: 'Vet', roleId: vetRole!.id } });
  });

  it('answers 404 for another organisation’s user, 422 for bad fields, 403 without edit', async () => {
    expect((await call('PUT', '/api/user', admin.headers, person({ id: outsider.userId }))).status).toBe(404);
    expect(await logFor(outsider.userId)).toEqual([]);
    const invalid = await call('PUT', '/api/user', admin.headers, person({ id: viewer.userId, firstName: '' }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([{ param: 'firstName', key: 'validation.required', msg: en['validation.required'] }]);
    expect((await call('PUT', '/api/user', viewer.headers, person({ id: viewer.userId }))).status).toBe(403);
  });
});

describe('deactivate and reactivate', () => {
  it('deactivates a user, ending their sessions, and reactivates them', async () => {
    const target = await createMember(app, { organizationId: admin.organizationId, grants: { animals: ['view'] } });
    const off = await call('POST', `/api/user/${target.userId}/deactivate`, admin.headers);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(en['success.userDeactivated']);
    expect(off.body.data.status).toBe('inactive');
    expect((await call('GET', '/api/option/user', target.headers)).status).toBe(401);

    const on = await call('POST', `/api/user/${target.userId}/reactivate`, admin.headers);
    expect(on.body.data.status).toBe('active');
    expect((await logFor(target.userId)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.deactivate', { status: 'active' }, { status: 'inactive' }],
      ['user.reactivate', { status: 'inactive' }, { status: 'active' }],
    ]);
    expect((await call('POST', `/api/user/${target.userId}/reactivate`, admin.headers)).status).toBe(409);
  });

  it('refuses to deactivate oneself, another organisation’s user, or without permission', async () => {
    const self = await call('POST', `/api/user/${admin.userId}/deactivate`, admin.headers);
    expect(self.status).toBe(409);
    expect(self.body.errors[0].key).toBe('users.cannotDeactivateSelf');
    expect((await call('POST', `/api/user/${outsider.userId}/deactivate`, admin.headers)).status).toBe(404);
    expect((await call('POST', `/api/user/${nobody.userId}/deactivate`, viewer.headers)).status).toBe(403);
    expect((await call('POST', '/api/user/not-a-uuid/deactivate', admin.headers)).status).toBe(422);
  });
});

describe('the last administrator', () => {
  it('cannot lose the administrator role or be deactivated, and nothing is logged', async () => {
    // An organisation of its own, whose one administrator a person with every ordinary permission tries to remove.
    const boss = await createMember(app, { administrator: true });
    const helper = await createMember(app, { organizationId: boss.organizationId, grants: EVERY_GRANT });
    const [ownField] = await db.select().from(departments).where(and(eq(departments.organizationId, boss.organizationId), eq(departments.name, 'Field')));
    const [ownFarmer] = await db.select().from(roles).where(and(eq(roles.departmentId, ownField!.id), eq(roles.name, 'Farmer')));
    const before = (await db.select().from(activityLog)).length;

    const demoted = await call('PUT', '/api/user', helper.headers, person({ id: boss.userId, department: ownField!.id, role: ownFarmer!.id }));
    expect(demoted.status).toBe(409);
    expect(demoted.body.errors).toEqual([{ param: 'role', key: 'users.lastAdmin', msg: en['users.lastAdmin'] }]);
    expect((await call('POST', `/api/user/${boss.userId}/deactivate`, helper.headers)).body.errors[0].key).toBe('users.lastAdmin');
    expect((await db.select().from(activityLog)).length).toBe(before);
    const [row] = await db.select().from(users).where(eq(users.id, boss.userId));
    expect(row).toMatchObject({ status: 'active', roleId: boss.roleId, role: 'admin' });

    // With a second administrator, the first may go.
    await createMember(app, { organizationId: boss.organizationId, administrator: true });
    expect((await call('POST', `/api/user/${boss.userId}/deactivate`, helper.headers)).status).toBe(200);
  });
});

// The escalation rule: a person who may edit users, and view animals, but nothing of the administration's other modules.
const manager = await createMember(app, { grants: { users: ['view', 'create', 'edit', 'delete'], animals: ['view'] } });
const departmentNamed = async (name: string) =>
  (await db.select().from(departments).where(and(eq(departments.organizationId, manager.organizationId), eq(departments.name, name))))[0]!;
const roleNamed = async (departmentId: string, name: string) => (await db.select().from(roles).where(and(eq(roles.departmentId, departmentId), eq(roles.name, name))))[0]!;
const managerField = await departmentNamed('Field');
const managerManagement = await departmentNamed('Management');
const administrator = await roleNamed(managerManagement.id, 'Administrator');
const farmer = await roleNamed(managerField.id, 'Farmer');
/** A module the manager lacks: whether they gained it shows here. */
const activityLogStatus = async (member: { headers: Record<string, string> }) => (await call('GET', '/api/activity-log', member.headers)).status;

describe('the escalation rule', () => {
  it('refuses to give anyone, oneself included, a role that allows more than one’s own', async () => {
    const created = await call('POST', '/api/user', manager.headers, person({ department: managerManagement.id, role: administrator.id }));
    expect(created.status).toBe(409);
    expect(created.body.errors).toEqual([{ param: 'role', key: 'users.roleBeyondYours', msg: en['users.roleBeyondYours'] }]);
    const farmerToo = await call('POST', '/api/user', manager.headers, person({ department: managerField.id, role: farmer.id }));
    expect(farmerToo.body.errors[0].key).toBe('users.roleBeyondYours');
    const self = await call('PUT', '/api/user', manager.headers, person({ id: manager.userId, email: `m-${manager.userId.slice(0, 6)}@rancho.mx`, department: managerManagement.id, role: administrator.id }));
    expect(self.status).toBe(409);
    expect(self.body.errors[0].key).toBe('users.cannotChangeOwnRole');
    expect(await activityLogStatus(manager)).toBe(403);
  });

  it('refuses to change the role one holds, or to grant permissions one lacks to any role', async () => {
    const own = await call('PUT', `/api/role/${manager.roleId}/permissions`, manager.headers, {
      permissions: [{ module: 'activityLog', view: true, create: false, edit: false, delete: false, export: false }],
    });
    expect(own.status).toBe(409);
    expect(own.body.errors[0].key).toBe('roles.cannotEditOwn');
    expect((await call('PUT', `/api/role/${manager.roleId}`, manager.headers, { department: manager.departmentId, name: 'Sub Admin' })).body.errors[0].key).toBe(
      'roles.cannotEditOwn',
    );
    // A puppet role of their own making cannot be given more than they have either.
    const puppet = (await call('POST', '/api/role', manager.headers, { department: manager.departmentId, name: 'Puppet' })).body.data;
    const granted = await call('PUT', `/api/role/${puppet.id}/permissions`, manager.headers, {
      permissions: [{ module: 'activityLog', view: true, create: false, edit: false, delete: false, export: false }],
    });
    expect(granted.status).toBe(409);
    expect(granted.body.errors[0].key).toBe('roles.beyondYours');
    const within = await call('PUT', `/api/role/${puppet.id}/permissions`, manager.headers, {
      permissions: [{ module: 'animals', view: true, create: false, edit: false, delete: false, export: false }],
    });
    expect(within.status).toBe(200);
    expect(await activityLogStatus(manager)).toBe(403);
  });

  it('refuses to edit or deactivate someone who may do more (their email would be a way in)', async () => {
    const boss = await createMember(app, { organizationId: manager.organizationId, administrator: true });
    const takeover = await call('PUT', '/api/user', manager.headers, person({ id: boss.userId, email: 'mine@rancho.mx', department: boss.departmentId, role: boss.roleId }));
    expect(takeover.status).toBe(409);
    expect(takeover.body.errors[0].key).toBe('users.beyondYours');
    expect((await call('POST', `/api/user/${boss.userId}/deactivate`, manager.headers)).body.errors[0].key).toBe('users.beyondYours');
    const [row] = await db.select().from(users).where(eq(users.id, boss.userId));
    expect(row?.email).not.toBe('mine@rancho.mx');
  });

  it('gives nothing to a role named like an administrator: the flag decides', async () => {
    const badminton = await createMember(app, { organizationId: manager.organizationId, roleName: 'Badminton', grants: { animals: ['view'] } });
    expect(await activityLogStatus(badminton)).toBe(403);
    const login = await call('POST', '/api/login', {}, { username: (await db.select().from(users).where(eq(users.id, badminton.userId)))[0]!.email, password: 'Tester#2026' });
    expect(login.body.data.modules).toEqual(['animals']);
    expect(login.body.data.userRoles).toEqual(['farmer']);
  });
});

describe('GET /api/user', () => {
  it('pages the organisation’s users, filtered by status, searched and sorted', async () => {
    const { status, body } = await call('GET', '/api/user?page=1&limit=100&col=email', admin.headers);
    expect(status).toBe(200);
    const emails = body.data.items.map((item: { email: string }) => item.email);
    expect(emails).toEqual([...emails].sort());
    expect(body.data.total).toBe(emails.length);
    expect(body.data.items.map((item: { id: string }) => item.id)).not.toContain(outsider.userId);

    const pending = (await call('GET', '/api/user?status=pending&limit=100', admin.headers)).body.data.items;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect((await call('GET', '/api/user?status=imported', admin.headers)).body.data.total).toBe(0);
    const ranchers = emails.filter((email: string) => email.endsWith('@rancho.mx'));
    expect(ranchers.length).toBeGreaterThan(1);
    expect((await call('GET', '/api/user?search=RANCHO.MX&limit=100', admin.headers)).body.data.total).toBe(ranchers.length);
    const descending = (await call('GET', '/api/user?col=email&desc=true&limit=100', admin.headers)).body.data.items.map((item: { email: string }) => item.email);
    expect(descending).toEqual([...emails].reverse());
  });

  it('answers 422 for an unknown status or column, 403 without view', async () => {
    const { status, body } = await call('GET', '/api/user?status=deleted&col=password', admin.headers);
    expect(status).toBe(422);
    expect(body.errors.map((item: { param: string }) => item.param).sort()).toEqual(['col', 'status']);
    expect((await call('GET', '/api/user', nobody.headers)).status).toBe(403);
  });
});

describe('GET /api/option/user', () => {
  it('lists the organisation’s active users by name to any signed-in user', async () => {
    const { status, body } = await call('GET', '/api/option/user?page=1&limit=1000&name=test', nobody.headers);
    expect(status).toBe(200);
    const ids = body.data.map((option: { id: string }) => option.id);
    expect(ids).toEqual(expect.arrayContaining([admin.userId, viewer.userId, nobody.userId]));
    expect(ids).not.toContain(outsider.userId);
    expect(body.data[0]).toEqual({ id: expect.any(String), name: 'Test Member' });
    expect((await call('GET', '/api/option/user?name=zzz', nobody.headers)).body.data).toEqual([]);
    expect((await call('GET', '/api/option/user?limit=5000', nobody.headers)).status).toBe(422);
  });
});
