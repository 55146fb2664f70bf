import { APP_MODULES } from '@ganado/shared/auth';
import { describe, expect, it } from 'vitest';
import { farms, zones } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp } from '../test/app';
import { insertAnimal, insertGroup, insertRecord } from '../test/herd';
import { createMember } from '../test/people';

const app = await buildTestApp();
// Before ready, as a module's routes would be: the route is refused when it is added.
let undeclared: unknown;
try {
  app.get('/api/test/undeclared', async () => null);
} catch (error) {
  undeclared = error;
}
// Routes outside /api and /graphql (the web app) are not the API's to declare.
app.get('/outside-api', async () => 'ok');
await app.ready();

/** A farm with a zone in another organisation, written straight to the database. */
async function farmWithZone(organizationId: string) {
  const [farm] = await app.database.db.insert(farms).values({ organizationId, name: 'Elsewhere', perimeterPoints: SQUARE }).returning();
  const [zone] = await app.database.db
    .insert(zones)
    .values({ organizationId, farmId: farm!.id, name: 'Corner', points: SQUARE, areaSquareMeters: 1, perimeterMeters: 4 })
    .returning();
  return { farmId: farm!.id, zoneId: zone!.id };
}
const SQUARE = [
  { latitude: 1, longitude: 1, label: null },
  { latitude: 1.001, longitude: 1, label: null },
  { latitude: 1.001, longitude: 1.001, label: null },
];

/** A concrete address for a route pattern: a uuid for every parameter, a file for a wildcard. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'index.html');

/**
 * The two tests that walk every route send a few thousand requests, a number that grows with the
 * API: they get more time than a test of one route, so that a busy machine is not a failure.
 */
const WALK = { timeout: 180_000 };

const send = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {} });

describe('route access declarations', () => {
  it('lists every /api route with its declaration', () => {
    const urls = app.routeAccess.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/login');
    expect(urls).toContain('GET /api/health');
    expect(urls).toContain('POST /graphql');
    expect(urls.some((url) => url.startsWith('GET /api/docs'))).toBe(true);
    expect(app.routeAccess.every((route) => route.access)).toBe(true);
  });

  it('refuses a route under /api without a declaration', () => {
    expect(String(undeclared)).toMatch(/GET \/api\/test\/undeclared declares no config\.access/);
    expect(app.routeAccess.some((route) => route.url === '/api/test/undeclared' || route.url === '/outside-api')).toBe(false);
  });

  // Walks every registered route, so a route added later is covered without touching this test.
  it('answers a public route without a session, a signed-in route 401 without one, a module route 403 without the permission', WALK, async () => {
    const nobody = await createMember(app, { grants: {} });
    const { token: adminToken } = (
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
    ).json().data;
    const admin = { authorization: `Bearer ${adminToken}` };
    const checked = { public: 0, signedIn: 0, module: 0 };

    for (const route of app.routeAccess) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await send(route);
      if (route.access === 'public') {
        expect([401, 403], name).not.toContain(anonymous.statusCode);
        checked.public += 1;
        continue;
      }
      expect(anonymous.statusCode, name).toBe(401);
      const withoutPermission = await send(route, nobody.headers);
      if (route.access === 'signedIn') {
        expect([401, 403], name).not.toContain(withoutPermission.statusCode);
        checked.signedIn += 1;
        continue;
      }
      if (route.access !== 'administrator') expect(APP_MODULES, name).toContain(route.access.module);
      expect(withoutPermission.statusCode, name).toBe(403);
      if (route.method !== 'HEAD') expect(withoutPermission.json().key, name).toBe('errors.forbidden');
      expect([401, 403], `${name} as admin`).not.toContain((await send(route, admin)).statusCode);
      checked.module += 1;
    }
    expect(checked.public).toBeGreaterThan(10);
    expect(checked.signedIn).toBeGreaterThan(0);
    expect(checked.module).toBeGreaterThanOrEqual(10);
  });

  // Also walks every route: a record id of another organisation never succeeds, and is a 404 whenever the request is otherwise valid.
  it('answers 404, never a success, for another organisation’s record ids', WALK, async () => {
    const outsider = await createMember(app, { grants: {} });
    const { imports } = await import('../db/schema');
    const [outsiderImport] = await app.database.db
      .insert(imports)
      .values({ organizationId: outsider.organizationId, kind: 'users', fileName: 'theirs.csv', status: 'completed', totalRows: 0, createdBy: outsider.userId })
      .returning();
    const [outsiderAnimalImport] = await app.database.db
      .insert(imports)
      .values({ organizationId: outsider.organizationId, kind: 'animals', fileName: 'theirs.csv', status: 'completed', createdBy: outsider.userId })
      .returning();
    const { farmId, zoneId } = await farmWithZone(outsider.organizationId);
    const animal = await insertAnimal(app, outsider.organizationId, { farmId });
    const record = await insertRecord(app, outsider.organizationId, animal.id, { type: 'weight', quantity: { value: 300, unit: 'kg' } });
    const group = await insertGroup(app, outsider.organizationId);
    const { tasks } = await import('../db/schema');
    const [task] = await app.database.db
      .insert(tasks)
      .values({ organizationId: outsider.organizationId, name: 'Their task', category: 'general', startAt: new Date(), endAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const ids = [outsider.userId, outsider.departmentId, outsider.roleId, outsiderImport!.id, outsiderAnimalImport!.id, farmId, zoneId, group.id, animal.id, task!.id];
    const admin = (
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
    ).json().data.token;
    let checked = 0;
    for (const route of app.routeAccess) {
      if (route.access === 'public' || !route.url.includes(':id') || route.method === 'HEAD') continue;
      for (const id of ids) {
        // A record route is tried with a real record of theirs, under each id; a contemporary group
        // route with a real trait, a supplier's price (a maintenance plan, an attached file) with the id of
        // no such thing, so only the id can make the request fail.
        const url = route.url
          .replace(':id', id)
          .replace(':recordId', record.id)
          .replace(':trait', 'weaning')
          .replace(/:(priceId|planId|attachmentId)/, '00000000-0000-4000-8000-000000000000')
          .replace(/:[^/]+/g, 'department');
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const response = await app.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${admin}` }, payload: hasBody ? {} : undefined });
        const name = `${route.method} ${url}`;
        expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
        expect(hasBody ? [404, 422] : [404], name).toContain(response.statusCode);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('grants exactly the declared action: view alone does not allow a write', async () => {
    const viewer = await createMember(app, { grants: { users: ['view'], activityLog: ['view'] } });
    const moduleRoutes = app.routeAccess.filter((route) => typeof route.access === 'object');
    for (const route of moduleRoutes) {
      if (typeof route.access !== 'object') continue;
      const allowed = ['users', 'activityLog'].includes(route.access.module) && route.access.action === 'view';
      const status = (await send(route, viewer.headers)).statusCode;
      if (allowed) expect(status, `${route.method} ${route.url}`).not.toBe(403);
      else expect(status, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('stops honouring a token once the user is no longer active', async () => {
    const member = await createMember(app, { grants: {} });
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await app.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, member.userId));
    const response = await app.inject({ method: 'PUT', url: '/api/user/change-password', headers: member.headers, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
