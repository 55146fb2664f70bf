import { describe, expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { buildTestApp } from '../test/app';

const app = await buildTestApp({ config: { authRateLimit: 3 } });

describe('rate limits on the sign-in routes', () => {
  it.each([
    ['/api/login', { username: 'x@y.es', password: 'Whatever#1' }],
    ['/api/user/send-otp/email', { email: 'x@y.es' }],
    ['/api/user/verify-otp', { credential: 'x@y.es', otp: '123456' }],
    ['/api/user/forgot-password/email', { email: 'x@y.es' }],
    ['/api/user/pre-register', { firstName: 'A', lastName: 'B', email: 'bad', countryId: 'ES' }],
  ])('answer 429 in the error envelope past the limit on %s', async (url, payload) => {
    // Within the limit a route may still answer its own 429 (a code's resend cooldown), never the limit's.
    const keys: unknown[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      keys.push((await app.inject({ method: 'POST', url, payload })).json().key);
    }
    expect(keys.slice(0, 3)).not.toContain('errors.tooManyRequests');

    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 429, success: false, key: 'errors.tooManyRequests', message: messageCatalog.en['errors.tooManyRequests'] });
  });

  it('count each GraphQL userLogin as a sign-in attempt, in the same envelope as its other errors', async () => {
    const userLogin = { query: '{ userLogin(email: "nobody@example.org", password: "Whatever#1") { token } }' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await app.inject({ method: 'POST', url: '/graphql', payload: userLogin })).statusCode).toBe(401);
    }

    const response = await app.inject({ method: 'POST', url: '/graphql', payload: userLogin });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      data: null,
      errors: [{ message: messageCatalog.en['errors.tooManyRequests'], extensions: { key: 'errors.tooManyRequests', code: 429 } }],
    });
    // Each sign-in field keeps its own count, as each sign-in route does.
    const setNewPassword = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ setNewPassword }' }, headers: { 'request-type': 'password' } });
    expect(setNewPassword.json().errors[0].extensions.code).not.toBe(429);
  });

  it('leave other routes alone', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await app.inject({ method: 'GET', url: '/api/user/userRole' })).statusCode).toBe(200);
    }
  });
});
