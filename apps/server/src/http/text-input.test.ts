import { messageCatalog } from '@ganado/shared';
import { PERMISSION_ACTIONS } from '@ganado/shared/access';
import { APP_MODULES } from '@ganado/shared/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/app';
import { insertAnimal } from '../test/herd';
import { multipart } from '../test/multipart';
import { createMember } from '../test/people';

/**
 * Text PostgreSQL cannot store, sent where a person types: every contract's strings go through
 * text() (packages/shared/src/http/text.ts), so each answer is a 422 on the field, never a 5xx.
 * A lone surrogate only arrives in JSON (`"\ud800"`): a query string or a multipart field is
 * UTF-8, where one cannot be written (an invalid escape stays as typed).
 */
const { en, es } = messageCatalog;
const app = await buildTestApp();
await app.ready();
const everything = Object.fromEntries(APP_MODULES.map((module) => [module, PERMISSION_ACTIONS]));
const member = await createMember(app, { grants: everything });

const NUL = 'Los\u0000Álamos';
const LONE_SURROGATE = 'vaca \uD800';
const refusedOn = (param: string) => ({ param, key: 'validation.textCharacters', msg: en['validation.textCharacters'] });

const cow = await insertAnimal(app, member.organizationId);

describe('free text in a JSON body', () => {
  const writes = [
    ['a farm’s owner', '/api/farm', 'owner', (value: string) => ({ name: 'La Dehesa', owner: value })],
    ['an animal’s note', `/api/animal/${cow.id}/record`, 'text', (value: string) => ({ type: 'note', occurredAt: '2024-01-01', text: value })],
    ['a task’s description', '/api/action-list/task', 'description', (value: string) => ({ name: 'Vaccinate', category: 'general', startAt: '2026-05-01T09:00', endAt: '2026-05-01T10:00', description: value })],
    ['a department’s name', '/api/department', 'name', (value: string) => ({ name: value })],
  ] as const;

  it.each(writes.flatMap(([what, url, param, body]) => [NUL, LONE_SURROGATE].map((value) => [what, JSON.stringify(value), url, param, body(value)] as const)))(
    'refuses %s holding %s on that field',
    async (_what, _shown, url, param, payload) => {
      const response = await app.inject({ method: 'POST', url, headers: member.headers, payload });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ key: 'errors.checkAllValues', errors: [refusedOn(param)] });
    },
  );

  it('says it in the caller’s language', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/farm', headers: { ...member.headers, 'accept-language': 'es' }, payload: { name: 'La Dehesa', owner: NUL } });

    expect(response.json().errors).toEqual([{ param: 'owner', key: 'validation.textCharacters', msg: es['validation.textCharacters'] }]);
  });

  it('keeps accents and emoji as typed', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/farm', headers: member.headers, payload: { name: 'Los Álamos', owner: 'Lucía 🐄' } });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Los Álamos', owner: 'Lucía 🐄' });
  });
});

describe('a NUL in a search', () => {
  // The twelve searches of the API: each list's `search`, the people picker's `name`, the outbox's `recipient`.
  it.each([
    '/api/animal?search=%00',
    '/api/animal/options?search=%00',
    '/api/animal/export?search=%00',
    '/api/animal-group?search=%00',
    '/api/animal/import?search=%00',
    '/api/farm?search=%00',
    '/api/user?search=%00',
    '/api/option/user?name=%00',
    '/api/user/import?search=%00',
    '/api/activity-log?search=%00',
    '/api/action-list/task?search=%00',
    '/api/dev/outbox?recipient=%00',
  ])('GET %s answers 422 on the parameter', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: member.headers });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([refusedOn(url.slice(url.indexOf('?') + 1, url.indexOf('=')))]);
  });

  it('refuses an export before its first byte: an error envelope, not a file', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/animal/export?format=xlsx&search=%00', headers: member.headers });

    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/forget-password/get-user-details/ana%00@finca.es', 'email'],
    ['POST', '/api/user/pre-register/set-password/link%00token', 'token'],
    ['POST', '/api/user/password/set?token=link%00token', 'token'],
  ] as const)('%s %s, a text in the address, answers 422 on it', async (method, url, param) => {
    const payload = method === 'POST' ? { password: 'Ganado#2026', confirmPassword: 'Ganado#2026' } : undefined;
    const response = await app.inject({ method, url, payload });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([refusedOn(param)]);
  });
});

describe('a NUL in a multipart field', () => {
  it('refuses sign-up with it on the field, like a JSON body', async () => {
    const fields = { firstName: 'Ana', lastName: 'Gil', email: 'ana@finca.es', password: 'Ganado#2026', stateId: 'Cáceres', village: 'Truji\u0000llo' };
    const response = await app.inject({ method: 'POST', url: '/api/user/signup/email', ...multipart(fields) });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([refusedOn('village')]);
  });
});

// Walks every route, so a query parameter added later is covered without touching this test.
describe('every query parameter of every route', () => {
  it('answers a NUL with a 422 naming the parameter, never a 5xx', async () => {
    // A record's id, its number where the address names it by one (a feed lot, a ration), or the first
    // of the names a parameter takes (an analytics page): a path that passes its own check.
    const concrete = (url: string, params: unknown) =>
      url.replace(/:number\b/g, '1').replace(/:([^/]+)/g, (_, name: string) => {
        const field = params instanceof z.ZodObject ? params.shape[name] : undefined;
        return field instanceof z.ZodEnum ? String(field.options[0]) : '00000000-0000-4000-8000-000000000000';
      });
    let refused = 0;
    for (const route of app.routeAccess) {
      const query = route.schema?.querystring;
      // The GraphQL gateway declares its query in JSON Schema (mercurius), not zod: it has its own tests.
      if (!(query instanceof z.ZodObject) || route.method === 'HEAD') continue;
      for (const param of Object.keys(query.shape)) {
        const url = `${concrete(route.url, route.schema?.params)}?${param}=%00`;
        const response = await app.inject({ method: route.method as 'GET', url, headers: member.headers });
        expect(response.statusCode, url).toBeLessThan(500);
        // Access is checked first, and a body before the query: either answer proves nothing about the parameter.
        if ([401, 403].includes(response.statusCode) || route.schema?.body) continue;
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors.map((error: { param: string }) => error.param), url).toContain(param);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(80);
  });
});
