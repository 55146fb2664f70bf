import { messageCatalog } from '@ganado/shared';
import { APP_MODULES } from '@ganado/shared/auth';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, departments, organizations, rolePermissions, roles, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../../seed';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';
import { createOwnOrganization } from '../organizations/organizations.service';
import { DEFAULT_ACCESS } from './roles.seed';

const { en } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const admin = await createMember(app, { administrator: true });
const viewer = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view'] } });
const outsider = await createMember(app, { grants: { users: ['view', 'create', 'edit'] } });

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const logFor = (entityId: string) => db.select().from(activityLog).where(and(eq(activityLog.entityType, 'role'), eq(activityLog.entityId, entityId)));
const login = async (email: string) =>
  (await call('POST', '/api/login', {}, { username: email, password: DEMO_ACCOUNTS.admin.password })).body.data;

/** An organisation as a sign-up makes it: the default departments and roles, and its owner. */
async function signUpOrganization() {
  const owner = await app.database.db.transaction((tx) =>
    createOwnOrganization(tx, { firstName: 'Ana', lastName: 'Ruiz', email: `ana-${Date.now()}@rancho.mx`, language: 'es', status: 'active' }),
  );
  return owner.organizationId;
}

describe('default departments and roles (seed)', () => {
  it('gives every organisation Management and Field with their roles, and the demo users their role', async () => {
    // A sign-up's organisation, and the demo's.
    const signedUp = await signUpOrganization();
    for (const id of [signedUp, (await db.select().from(organizations).where(eq(organizations.code, DEMO_ORGANIZATION.code)))[0]!.id]) {
      const [organization] = await db.select().from(organizations).where(eq(organizations.id, id));
      const rows = await db
        .select({ department: departments.name, role: roles.name })
        .from(roles)
        .innerJoin(departments, eq(departments.id, roles.departmentId))
        .where(eq(roles.organizationId, organization!.id));
      const expected = DEFAULT_ACCESS.flatMap(({ department, roles: list }) => list.map(({ name }) => ({ department, role: name })));
      expect(rows.sort((a, b) => a.role.localeCompare(b.role))).toEqual(expected.sort((a, b) => a.role.localeCompare(b.role)));
    }
    const people = await db
      .select({ email: users.email, role: roles.name, department: departments.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(people).toEqual([{ email: DEMO_ACCOUNTS.admin.email, role: 'Administrator', department: 'Management' }]);
    const flagged = await db.select({ name: roles.name }).from(roles).where(and(eq(roles.organizationId, signedUp), eq(roles.isAdministrator, true)));
    expect(flagged.map((role) => role.name)).toEqual(['Administrator']);
    const [farmer] = await db.select().from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.email, DEMO_ACCOUNTS.farmer.email));
    expect(farmer?.roles.name).toBe('Farmer');
  });

  it('lets the administrator give every default role: none of them stores an action its module lacks', async () => {
    const demo = (await db.select().from(organizations).where(eq(organizations.code, DEMO_ORGANIZATION.code)))[0]!;
    const token = (await login(DEMO_ACCOUNTS.admin.email)).token as string;
    const headers = { authorization: `Bearer ${token}` };
    const overrides = await db
      .select({ module: rolePermissions.module })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.organizationId, demo.id), eq(rolePermissions.canOverride, true)));
    expect(new Set(overrides.map((row) => row.module))).toEqual(new Set(['drugs']));
    const everyRole = await db.select().from(roles).where(eq(roles.organizationId, demo.id));
    for (const role of everyRole) {
      const email = `given-${role.name.toLowerCase()}-${Date.now()}@ganado.farm`;
      const body = { firstName: 'Lucía', lastName: 'Prado', email, language: 'es', department: role.departmentId, role: role.id };
      expect((await call('POST', '/api/user', headers, body)).status, role.name).toBe(200);
    }
  });

  it('derives the login’s modules from the role’s view permissions; an admin role has every module (docs/product.md §6)', async () => {
    expect((await login(DEMO_ACCOUNTS.admin.email)).modules).toEqual([...APP_MODULES]);
    const farmerModules = (await login(DEMO_ACCOUNTS.farmer.email)).modules;
    expect(farmerModules).toContain('animals');
    expect(farmerModules).not.toContain('users');
    expect(farmerModules).not.toContain('activityLog');
  });
});

describe('roles', () => {
  it('lists the organisation’s roles, of one department when asked', async () => {
    const all = (await call('GET', '/api/role', admin.headers)).body.data;
    expect(all.map((role: { name: string }) => role.name)).toEqual(expect.arrayContaining(['Administrator', 'Farmer', 'Veterinarian']));
    const administrator = all.find((role: { name: string }) => role.name === 'Administrator');
    expect(administrator).toMatchObject({ isAdmin: true, department: { name: 'Management' } });

    const { status, body } = await call('GET', `/api/role?department=${admin.departmentId}`, admin.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ id: admin.roleId, isAdmin: true, department: { id: admin.departmentId, name: expect.any(String) } })]);
    expect((await call('GET', `/api/role?department=${outsider.departmentId}`, admin.headers)).status).toBe(404);
    expect((await call('GET', '/api/role?department=nope', admin.headers)).status).toBe(422);
  });

  it('adds a role under a department with the spec’s text, logged in the same transaction', async () => {
    const { status, body } = await call('POST', '/api/role', admin.headers, { department: admin.departmentId, name: 'Milker' });

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.roleAdded']);
    expect(body.data).toMatchObject({ name: 'Milker', isAdmin: false, department: { id: admin.departmentId } });
    expect(await logFor(body.data.id)).toEqual([
      expect.objectContaining({ action: 'role.create', actorId: admin.userId, after: { name: 'Milker', departmentId: admin.departmentId } }),
    ]);
  });

  it('answers 422 with a message per field (docs/product.md §5: role name required, under 15 characters)', async () => {
    const { status, body } = await call('POST', '/api/role', admin.headers, { name: 'A'.repeat(15) });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'department', key: 'roles.departmentRequired', msg: en['roles.departmentRequired'] },
      { param: 'name', key: 'roles.nameTooLong', msg: en['roles.nameTooLong'] },
    ]);
    const empty = await call('POST', '/api/role', admin.headers, { department: admin.departmentId, name: ' ' });
    expect(empty.body.errors).toEqual([{ param: 'name', key: 'roles.nameRequired', msg: en['roles.nameRequired'] }]);
  });

  it('refuses a duplicate name within the department (not across departments), logging nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const { status, body } = await call('POST', '/api/role', admin.headers, { department: admin.departmentId, name: 'MILKER' });
    expect(status).toBe(409);
    expect(body.message).toBe(en['errors.roleNotAdded']);
    expect(body.errors[0]).toMatchObject({ param: 'name', key: 'roles.nameTaken' });
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 404 for another organisation’s department or role', async () => {
    const post = await call('POST', '/api/role', admin.headers, { department: outsider.departmentId, name: 'Spy' });
    expect(post.status).toBe(404);
    expect(post.body.key).toBe('errors.notFound');
    for (const [method, url] of [
      ['PUT', `/api/role/${outsider.roleId}`],
      ['GET', `/api/role/${outsider.roleId}/permissions`],
      ['PUT', `/api/role/${outsider.roleId}/permissions`],
    ] as const) {
      const payload = method === 'PUT' ? (url.endsWith('permissions') ? { permissions: [] } : { department: admin.departmentId, name: 'Spy' }) : undefined;
      expect((await call(method, url, admin.headers, payload)).status, url).toBe(404);
    }
    expect(await logFor(outsider.roleId)).toEqual([]);
  });

  it('renames and moves a role; its users follow the department, and a name gives no power (the flag does)', async () => {
    const member = await createMember(app, { organizationId: admin.organizationId, grants: { animals: ['view'] } });
    const { status, body } = await call('PUT', `/api/role/${member.roleId}`, admin.headers, { department: admin.departmentId, name: 'Site admin' });

    expect(status).toBe(200);
    expect(body.message).toBe(en['success.roleUpdated']);
    expect(body.data).toMatchObject({ name: 'Site admin', isAdmin: false, department: { id: admin.departmentId } });
    const [user] = await db.select().from(users).where(eq(users.id, member.userId));
    expect(user).toMatchObject({ departmentId: admin.departmentId, role: 'farmer' });
    // Access is read on each request: still only what the role's rows allow.
    expect((await call('GET', '/api/activity-log', member.headers)).status).toBe(403);
    expect((await logFor(member.roleId)).map((entry) => entry.action)).toEqual(['role.update']);
    expect((await call('PUT', `/api/role/${member.roleId}`, admin.headers, { department: admin.departmentId, name: 'milker' })).status).toBe(409);
  });
});

describe('role permissions', () => {
  it('answers every module with its actions, override false where there is nothing to override', async () => {
    const { status, body } = await call('GET', `/api/role/${viewer.roleId}/permissions`, admin.headers);
    expect(status).toBe(200);
    expect(body.data.role.id).toBe(viewer.roleId);
    expect(body.data.permissions.map((row: { module: string }) => row.module)).toEqual([...APP_MODULES]);
    expect(body.data.permissions.find((row: { module: string }) => row.module === 'users')).toEqual({
      module: 'users',
      view: true,
      create: false,
      edit: false,
      delete: false,
      export: false,
      override: false,
    });
    expect(body.data.locked).toBeNull();
  });

  it('keeps an override only for a module with something to override (drugs), and answers it', async () => {
    const member = await createMember(app, { organizationId: admin.organizationId, grants: { animals: ['view'] } });
    const row = (module: string) => ({ module, view: true, create: false, edit: false, delete: false, export: false, override: true });
    const { status, body } = await call('PUT', `/api/role/${member.roleId}/permissions`, admin.headers, { permissions: [row('drugs'), row('farms')] });
    expect(status, JSON.stringify(body)).toBe(200);
    const answered = (module: string) => body.data.permissions.find((entry: { module: string }) => entry.module === module);
    expect(answered('drugs')).toMatchObject({ view: true, override: true });
    expect(answered('farms')).toMatchObject({ view: true, override: false });
    const [stored] = await db.select().from(rolePermissions).where(and(eq(rolePermissions.roleId, member.roleId), eq(rolePermissions.module, 'farms')));
    expect(stored?.canOverride).toBe(false);
  });

  it('says why a role is locked to the person asking: their own, an administrator role, or one beyond theirs', async () => {
    const [administrator] = await db.select().from(roles).where(and(eq(roles.organizationId, admin.organizationId), eq(roles.name, 'Administrator')));
    const lockOf = async (roleId: string, headers: Record<string, string>) => (await call('GET', `/api/role/${roleId}/permissions`, headers)).body.data.locked;
    expect(await lockOf(admin.roleId, admin.headers)).toBe('roles.cannotEditOwn');
    expect(await lockOf(administrator!.id, admin.headers)).toBe('roles.adminHasAll');
    const clerk = await createMember(app, { organizationId: admin.organizationId, grants: { users: ['view', 'edit'] } });
    const vet = await createMember(app, { organizationId: admin.organizationId, grants: { animals: ['view'] } });
    expect(await lockOf(vet.roleId, clerk.headers)).toBe('roles.beyondYours');
    expect(await lockOf(viewer.roleId, clerk.headers)).toBeNull();
  });

  it('updates the modules sent, logs what changed, and applies to the next request and the next login', async () => {
    const member = await createMember(app, { organizationId: admin.organizationId, grants: { animals: ['view'] } });
    expect((await call('GET', '/api/department', member.headers)).status).toBe(403);

    const permissions = [{ module: 'users', view: true, create: true, edit: false, delete: false, export: true }];
    const { status, body } = await call('PUT', `/api/role/${member.roleId}/permissions`, admin.headers, { permissions });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.permissionsUpdated']);
    expect(body.data.permissions.find((row: { module: string }) => row.module === 'animals')).toMatchObject({ view: true, create: false });
    expect(await logFor(member.roleId)).toEqual([
      expect.objectContaining({ action: 'role.permissionsUpdate', before: { users: [] }, after: { users: ['view', 'create', 'export'] } }),
    ]);
    expect((await call('GET', '/api/department', member.headers)).status).toBe(200);
    expect((await call('POST', '/api/department', member.headers, { name: 'Allowed' })).status).toBe(200);
    expect((await call('PUT', `/api/department/${member.departmentId}`, member.headers, { name: 'Not allowed' })).status).toBe(403);
  });

  it('answers 422 for an unknown module, a non-boolean action or a module twice', async () => {
    const row = { module: 'animals', view: true, create: true, edit: true, delete: true, export: true };
    for (const permissions of [[{ ...row, module: 'weather' }], [{ ...row, view: 'yes' }], [row, row]]) {
      const { status, body } = await call('PUT', `/api/role/${viewer.roleId}/permissions`, admin.headers, { permissions });
      expect(status).toBe(422);
      expect(body.errors[0].param).toMatch(/^permissions/);
    }
    expect((await call('PUT', `/api/role/${viewer.roleId}/permissions`, admin.headers, {})).body.errors).toEqual([
      { param: 'permissions', key: 'validation.required', msg: en['validation.required'] },
    ]);
  });

  it('refuses to change an admin role (it always has every permission), logging nothing', async () => {
    const [administrator] = await db.select().from(roles).where(and(eq(roles.organizationId, admin.organizationId), eq(roles.name, 'Administrator')));
    const { status, body } = await call('PUT', `/api/role/${administrator!.id}/permissions`, admin.headers, { permissions: [] });
    expect(status).toBe(409);
    expect(body.message).toBe(en['errors.permissionsNotUpdated']);
    expect(await logFor(administrator!.id)).toEqual([]);
  });

  it('answers 403 to a write without the edit permission', async () => {
    expect((await call('PUT', `/api/role/${viewer.roleId}/permissions`, viewer.headers, { permissions: [] })).status).toBe(403);
    expect((await call('POST', '/api/role', viewer.headers, { department: viewer.departmentId, name: 'X' })).status).toBe(403);
    expect((await call('PUT', `/api/role/${viewer.roleId}`, viewer.headers, { department: viewer.departmentId, name: 'X' })).status).toBe(403);
  });
});
