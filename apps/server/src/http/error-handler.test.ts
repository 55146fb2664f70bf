import { messageCatalog } from '@ganado/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/app';
import { AppError } from './app-error';

const { en, es } = messageCatalog;

// Test routes declare their access like every route under /api (http/access.ts).
const config = { access: 'public' as const };

const throwaway: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/farms',
    {
      config,
      schema: {
        body: z.object({
          farm: z.object({ name: z.string().min(1), size: z.number().positive() }),
          email: z.email('validation.emailFormat'),
        }),
      },
    },
    async () => ({ saved: true }),
  );
  api.post(
    '/login',
    { config, schema: { body: z.object({ username: z.string().min(1, 'login.usernameRequired').email('login.usernameInvalid') }) } },
    async () => ({ signedIn: true }),
  );
  api.get('/boom', { config }, async () => {
    throw new Error('connection to postgres://admin:hunter2@db failed');
  });
  // What a schema that forgot text() would let reach the database: the value, cast to a type of the address's choosing.
  api.post('/store/:type', { config }, async (request) => {
    const { type } = request.params as { type: 'text' | 'jsonb' | 'uuid' };
    const { value } = request.body as { value: unknown };
    await api.database.db.execute(sql`select ${type === 'jsonb' ? JSON.stringify(value) : value}::${sql.raw(type)}`);
    return { stored: true };
  });
  api.get('/missing-farm', { config }, async () => {
    throw AppError.notFound();
  });
  api.get('/not-yours', { config }, async () => {
    throw new AppError(403, 'errors.forbidden', { param: 'farmId' });
  });
};

const app = await buildTestApp();
await app.register(throwaway, { prefix: '/api/test' });

describe('request validation', () => {
  const badFarm = { farm: { name: '', size: -3 }, email: 'not-an-email' };

  it('answers 422 with one translated item per bad field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/farms', payload: badFarm });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      success: false,
      message: en['errors.checkAllValues'],
      key: 'errors.checkAllValues',
      errors: [
        { param: 'farm.name', msg: en['validation.required'], key: 'validation.required' },
        { param: 'farm.size', msg: en['validation.invalid'], key: 'validation.invalid' },
        { param: 'email', msg: en['validation.emailFormat'], key: 'validation.emailFormat' },
      ],
    });
  });

  it('speaks the language the caller asks for', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/farms',
      payload: badFarm,
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' },
    });

    const body = response.json();
    expect(body.message).toBe(es['errors.checkAllValues']);
    expect(body.errors.map((error: { msg: string }) => error.msg)).toEqual([
      es['validation.required'],
      es['validation.invalid'],
      es['validation.emailFormat'],
    ]);
  });

  it('reports only the first problem of a field that fails several checks', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/login', payload: { username: '' } });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { param: 'username', msg: en['login.usernameRequired'], key: 'login.usernameRequired' },
    ]);
  });

  it('reports a missing object as required', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/farms', payload: { email: 'ana@example.org' } });

    expect(response.json().errors).toEqual([{ param: 'farm', msg: en['validation.required'], key: 'validation.required' }]);
  });
});

describe('errors thrown by services', () => {
  it('answers an AppError with its status and key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/missing-farm' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      success: false,
      message: en['errors.notFound'],
      key: 'errors.notFound',
      errors: [],
    });
  });

  it('names the field an AppError is about', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/not-yours' });

    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([{ param: 'farmId', msg: en['errors.forbidden'], key: 'errors.forbidden' }]);
  });

  it('hides the details of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      success: false,
      message: en['errors.somethingWentWrongTryLater'],
      key: 'errors.somethingWentWrongTryLater',
      errors: [],
    });
    expect(response.body).not.toMatch(/hunter2|stack|Error/);
  });
});

// Every string schema refuses these first (text()); this is what happens if one did not.
describe('text the database cannot store, reaching it anyway', () => {
  it.each([
    ['a NUL in text', '/store/text', { value: 'Los\u0000Álamos' }],
    ['a NUL in jsonb', '/store/jsonb', { value: { note: 'a\u0000b' } }],
    ['a lone surrogate in jsonb', '/store/jsonb', { value: { note: 'vaca \uD800' } }],
    ['a lone low surrogate in jsonb', '/store/jsonb', { value: { note: '\uDC00' } }],
  ])('answers 422 with the generic text for %s, never 500', async (_, url, payload) => {
    const response = await app.inject({ method: 'POST', url: `/api/test${url}`, payload, headers: { 'accept-language': 'es' } });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      success: false,
      message: es['errors.checkAllValues'],
      key: 'errors.checkAllValues',
      errors: [{ param: '', msg: es['validation.textCharacters'], key: 'validation.textCharacters' }],
    });
  });

  it('keeps other bad values the database refuses as our fault: a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/store/uuid', payload: { value: 'not-a-uuid' } });

    expect(response.statusCode).toBe(500);
  });
});

describe('requests the server cannot take', () => {
  it('answers 404 for an unknown API route', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/nope' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, success: false, key: 'errors.routeNotFound', errors: [] });
    }
  });

  // Found by the security suite's fuzz: Fastify's router answered these with a body of its own.
  it('answers a path that is not valid percent-encoding, or a parameter past the router’s length, with the envelope', async () => {
    for (const [url, status] of [
      ['/api/farm/%zz', 400],
      ['/api/farm/%ED%A0%80', 400],
      [`/api/farm/${'a'.repeat(500)}`, 414],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code: status, success: false, key: 'errors.checkAllValues', message: es['errors.checkAllValues'], errors: [] });
    }
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/farms',
      payload: { farm: { name: 'x'.repeat(1_100_000), size: 1 }, email: 'ana@example.org' },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, success: false, key: 'errors.payloadTooLarge' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/farms',
      payload: '{"farm":',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, key: 'errors.checkAllValues' });
  });
});
