import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS } from './session-storage';
import { departmentOperations } from '@ganado/shared/departments';
import { referenceOperations } from '@ganado/shared/reference';
import { operation, text } from '@ganado/shared/http';
import { ApiError, apiRequest, call, download, logOut } from './api';
import { setApiNavigator } from './api-navigator';
import { clearSession, getSession } from './session';
import i18n from './i18n';
import { envelope, errorResponse, signInForTest } from '../testing/session';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Response[];
const navigate = vi.fn<(to: string) => void>();

function headersOf(call: Call): Record<string, string> {
  return call.init.headers as Record<string, string>;
}

beforeEach(() => {
  calls = [];
  answers = [];
  navigate.mockReset();
  setApiNavigator(navigate);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = answers.shift();
      if (!next) throw new Error(`No answer prepared for ${url}`);
      return next;
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('the API client', () => {
  it('sends JSON to /api with the language and the token in both headers, and unwraps data', async () => {
    signInForTest();
    await i18n.changeLanguage('es');
    answers.push(envelope({ hello: 'world' }));
    const data = await apiRequest('/things', { method: 'POST', body: { a: 1 } }, z.object({ hello: z.string() }));
    expect(data).toEqual({ hello: 'world' });
    expect(calls[0]!.url).toBe('/api/things');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(headersOf(calls[0]!)).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'es',
      'oauth-token': 'access-1',
      authorization: 'Bearer access-1',
    });
  });

  it('sends no token when there is no session, or when asked not to', async () => {
    answers.push(envelope(null));
    await apiRequest('/open');
    expect(headersOf(calls[0]!)['oauth-token']).toBeUndefined();
    signInForTest();
    answers.push(envelope(null));
    await apiRequest('/login', { method: 'POST', body: {}, auth: false });
    expect(headersOf(calls[1]!).authorization).toBeUndefined();
  });

  it('throws a typed ApiError carrying the error envelope', async () => {
    answers.push(errorResponse(422, 'validation.invalid', 'This value is not valid.', [{ param: 'email', msg: 'E-mail must be valid', key: 'signUp.emailInvalid' }]));
    const error = await apiRequest('/user/pre-register', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).key).toBe('validation.invalid');
    expect((error as ApiError).errors[0]).toMatchObject({ param: 'email', key: 'signUp.emailInvalid' });
  });

  it('on a 401 with a token refreshes once through /access-token and retries with the new token', async () => {
    signInForTest();
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    answers.push(envelope({ accesstoken: 'access-2', refreshtoken: 'refresh-2' }));
    answers.push(envelope({ ok: true }));
    await expect(apiRequest('/user/me')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/user/me', '/api/access-token', '/api/user/me']);
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({ accesstoken: 'access-1', refreshtoken: 'refresh-1' });
    expect(headersOf(calls[2]!)['oauth-token']).toBe('access-2');
    expect(getSession()?.refreshtoken).toBe('refresh-2');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.session)!)).toMatchObject({ token: 'access-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    signInForTest();
    answers.push(errorResponse(401, 'errors.sessionExpired'), errorResponse(401, 'errors.sessionExpired'));
    answers.push(envelope({ accesstoken: 'access-2', refreshtoken: 'refresh-2' }));
    answers.push(envelope(1), envelope(2));
    await Promise.all([apiRequest('/a'), apiRequest('/b')]);
    expect(calls.filter((call) => call.url === '/api/access-token')).toHaveLength(1);
  });

  it('a failed refresh logs out, clears the stored farm and goes to /login', async () => {
    signInForTest();
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, 'farm-1');
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    await expect(apiRequest('/user/me')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.farm)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('retries only once: a second 401 after the refresh ends the session', async () => {
    signInForTest();
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    answers.push(envelope({ accesstoken: 'access-2', refreshtoken: 'refresh-2' }));
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 without a token is just an error (a wrong password, say)', async () => {
    answers.push(errorResponse(401, 'errors.unableToLogin', 'Unable to Login'));
    await expect(apiRequest('/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401, key: 'errors.unableToLogin' });
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 for a signed-in user goes to /dashboard', async () => {
    signInForTest();
    answers.push(errorResponse(403, 'errors.forbidden'));
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(getSession()).not.toBeNull();
  });

  it('logs out through POST /logout and forgets the session even when the server fails', async () => {
    signInForTest();
    answers.push(errorResponse(500, 'errors.somethingWentWrong'));
    await logOut();
    expect(calls[0]!.url).toBe('/api/logout');
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('turns a network failure into an ApiError with a text to show', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, key: 'errors.somethingWentWrongTryLater' });
  });
});

describe('calling an operation of the contract', () => {
  const herd = { id: '00000000-0000-4000-8000-000000000001', name: 'Herd', roleCount: 2, createdAt: '2026-11-01T10:00:00.000Z' };

  it('takes the path and method from the operation, fills its params and sends its body with the session', async () => {
    signInForTest();
    answers.push(envelope({ ...herd, name: 'Cattle' }));
    const renamed = await call(departmentOperations.renameDepartment, { params: { id: herd.id }, body: { name: 'Cattle' } });
    expect(renamed.name).toBe('Cattle');
    expect(calls[0]!.url).toBe(`/api/department/${herd.id}`);
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe('{"name":"Cattle"}');
    expect(headersOf(calls[0]!).authorization).toBe('Bearer access-1');
  });

  it('appends the query, and sends a public operation without the session', async () => {
    signInForTest();
    answers.push(envelope([{ id: 'b1', speciesCode: 'cattle', code: 'HOL', name: 'Holstein' }]));
    await call(referenceOperations.listBreeds, { query: { species: 'cattle & co' } });
    expect(calls[0]!.url).toBe('/api/breeds?species=cattle%20%26%20co');
    expect(headersOf(calls[0]!).authorization).toBeUndefined();
  });

  it('checks the answer against the operation’s answer schema', async () => {
    signInForTest();
    answers.push(envelope([{ ...herd, roleCount: 'two' }]));
    await expect(call(departmentOperations.listDepartments)).rejects.toThrow();
  });

  it('sends a multipart body as FormData and answers a file operation as a Blob', async () => {
    signInForTest();
    const upload = operation({
      operationId: 'uploadThing',
      method: 'POST',
      path: '/thing/:id/file',
      summary: 'Upload',
      tag: 'system',
      access: 'signedIn',
      params: z.object({ id: text() }),
      body: z.object({ file: z.instanceof(Blob), labels: z.array(text()) }),
      bodyKind: 'multipart',
      answer: z.null(),
      errors: [],
    });
    const file = new Blob(['a,b'], { type: 'text/csv' });
    answers.push(envelope(null));
    await call(upload, { params: { id: 't 1' }, body: { file, labels: ['x', 'y'] } });
    const sent = calls[0]!.init.body as FormData;
    expect(calls[0]!.url).toBe('/api/thing/t%201/file');
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.getAll('labels')).toEqual(['x', 'y']);
    expect(sent.get('file')).toBeInstanceOf(Blob);
    expect(headersOf(calls[0]!)['Content-Type']).toBeUndefined();

    const csv = operation({ operationId: 'exportThing', method: 'GET', path: '/thing/export', summary: 'Export', tag: 'system', access: 'signedIn', answer: text(), answerKind: 'file', errors: [] });
    answers.push(new Response('"a","b"', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    expect(await (await download(csv)).text()).toBe('"a","b"');
  });

  it('is typed from the contract: each part required exactly when the operation needs it', () => {
    const typeOnly = () => {
      // @ts-expect-error the department to rename is required
      void call(departmentOperations.renameDepartment, { body: { name: 'x' } });
      // @ts-expect-error a body of the contract's shape
      void call(departmentOperations.addDepartment, { body: { title: 'x' } });
      // @ts-expect-error listing departments takes no body
      void call(departmentOperations.listDepartments, { body: {} });
      // The breeds' query is all optional, so it may be left out.
      void call(referenceOperations.listBreeds);
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
