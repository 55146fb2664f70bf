import { APP_MODULES } from '@ganado/shared/auth';
import { setSession, type Session } from '../app/session';

/** A signed-in farmer with every module, as the login answer would leave it. */
export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    user: {
      id: 'u-1',
      email: 'farmer@ganado.farm',
      role: 'farmer',
      verified: true,
      countryCode: '1',
      mobile: null,
      firstName: 'Fran',
      lastName: 'Farmer',
      language: 'en',
      pictureUrl: null,
    },
    token: 'access-1',
    refreshtoken: 'refresh-1',
    modules: [...APP_MODULES],
    userRoles: ['farmer'],
    requiredToResetPW: false,
    ...overrides,
  };
}

export function signInForTest(overrides: Partial<Session> = {}): Session {
  const session = testSession(overrides);
  setSession(session);
  return session;
}

/** A JSON answer as the server sends it. */
export function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ code: 200, success: true, message: 'Success', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, key: string, message = key, errors: { param: string; msg: string; key?: string }[] = []): Response {
  return new Response(JSON.stringify({ code: status, success: false, message, key, errors }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
