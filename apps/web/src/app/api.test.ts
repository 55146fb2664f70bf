import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS } from './session-storage';
import { ApiError, api, logOut, setApiNavigator } from './api';
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
    const data = await api.post('/things', { a: 1 }, z.object({ hello: z.string() }));
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
    await api.get('/open');
    expect(headersOf(calls[0]!)['oauth-token']).toBeUndefined();
    signInForTest();
    answers.push(envelope(null));
    await api.post('/login', {}, undefined, { auth: false });
    expect(headersOf(calls[1]!).authorization).toBeUndefined();
  });

  it('throws a typed ApiError carrying the error envelope', async () => {
    answers.push(errorResponse(422, 'validation.invalid', 'This value is not valid.', [{ param: 'email', msg: 'E-mail must be valid', key: 'signUp.emailInvalid' }]));
    const error = await api.post('/user/pre-register', {}).catch((caught: unknown) => caught);
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
    await expect(api.get('/user/me')).resolves.toEqual({ ok: true });
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
    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((call) => call.url === '/api/access-token')).toHaveLength(1);
  });

  it('a failed refresh logs out, clears the stored farm and goes to /login', async () => {
    signInForTest();
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, 'farm-1');
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    answers.push(errorResponse(401, 'errors.sessionExpired'));
    await expect(api.get('/user/me')).rejects.toBeInstanceOf(ApiError);
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
    await expect(api.get('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 without a token is just an error (a wrong password, say)', async () => {
    answers.push(errorResponse(401, 'errors.unableToLogin', 'Unable to Login'));
    await expect(api.post('/login', {}, undefined, { auth: false })).rejects.toMatchObject({ status: 401, key: 'errors.unableToLogin' });
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 for a signed-in user goes to /dashboard', async () => {
    signInForTest();
    answers.push(errorResponse(403, 'errors.forbidden'));
    await expect(api.get('/users')).rejects.toMatchObject({ status: 403 });
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
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, key: 'errors.somethingWentWrongTryLater' });
  });
});
