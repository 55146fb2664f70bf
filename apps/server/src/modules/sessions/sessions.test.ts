import { AUTH_LIMITS, messageCatalog } from '@ganado/shared';
import { APP_MODULES } from '@ganado/shared/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { expectNoStoredSecrets } from '../../test/secrets';

const { en, es } = messageCatalog;
const clock = testClock();
const app = await buildTestApp({ clock });
const { db } = app.database;
// A signed-in route of the kind other modules add, showing what the session gives them.
app.get('/api/test/session', { config: { access: 'signedIn' } }, async (request) => request.session);
const answers: string[] = [];

const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};
const login = (username: string, password: string = DEMO_ACCOUNTS.admin.password) => post('/api/login', { username, password });

describe('POST /api/login', () => {
  it('signs in by email with the user, both tokens, the roles, the modules and the reset flag', async () => {
    const { status, body } = await login('Admin@Ganado.farm');

    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      user: { email: DEMO_ACCOUNTS.admin.email, role: 'admin', verified: true, countryCode: '52', mobile: '6141234567', firstName: 'Lucía', lastName: 'Herrera', language: 'en' },
      userRoles: ['admin'],
      modules: [...APP_MODULES],
      requiredToResetPW: false,
    });
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.refreshtoken).toMatch(/^[\w-]{40,}$/);
    expect(Object.keys(body.data.user).sort()).toEqual(['countryCode', 'email', 'firstName', 'id', 'language', 'lastName', 'mobile', 'pictureUrl', 'role', 'verified']);
  });

  it('signs in by mobile number, with or without the dial code, and gives a farmer no administration modules', async () => {
    for (const username of ['3781234567', '+52 378 123 4567']) {
      const { status, body } = await login(username);

      expect(status, username).toBe(200);
      expect(body.data.user.email).toBe(DEMO_ACCOUNTS.farmer.email);
      expect(body.data.modules).not.toContain('users');
    }
  });

  it('says the user must reset the password when the flag is set', async () => {
    expect((await login(DEMO_ACCOUNTS.reset.email)).body.data.requiredToResetPW).toBe(true);
  });

  it('answers the spec texts of §8 for a wrong password or an unknown user, in the caller’s language', async () => {
    for (const username of ['farmer@ganado.farm', 'nobody@ganado.farm']) {
      const { status, body } = await login(username, 'Wrong#2026x');

      expect(status).toBe(401);
      expect(body).toEqual({
        code: 401,
        success: false,
        message: en['errors.unableToLogin'],
        key: 'errors.unableToLogin',
        errors: [{ param: 'username', msg: en['errors.checkCredentials'], key: 'errors.checkCredentials' }],
      });
    }
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x@y.es', password: 'Wrong#2026x' }, headers: { 'accept-language': 'es' } });
    expect(response.json().message).toBe(es['errors.unableToLogin']);
  });

  it('refuses an account that is not active, with the same answer', async () => {
    await db.update(users).set({ status: 'pending' }).where(eq(users.email, DEMO_ACCOUNTS.reset.email));
    const { status, body } = await login(DEMO_ACCOUNTS.reset.email);
    await db.update(users).set({ status: 'active' }).where(eq(users.email, DEMO_ACCOUNTS.reset.email));

    expect(status).toBe(401);
    expect(body.key).toBe('errors.unableToLogin');
  });

  it('answers 422 with the §5 texts for each bad field', async () => {
    expect((await post('/api/login', {})).body.errors).toEqual([
      { param: 'username', msg: en['login.usernameRequired'], key: 'login.usernameRequired' },
      { param: 'password', msg: en['login.passwordRequired'], key: 'login.passwordRequired' },
    ]);
    const { status, body } = await post('/api/login', { username: 'ana@finca', password: 'short' });
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { param: 'username', msg: en['login.usernameInvalid'], key: 'login.usernameInvalid' },
      { param: 'password', msg: en['login.passwordTooShort'], key: 'login.passwordTooShort' },
    ]);
  });

  it('locks the account after repeated failures, even against the right password, until the lock ends', async () => {
    const email = DEMO_ACCOUNTS.farmer.email;
    await login(email); // a success clears earlier failures
    for (let attempt = 1; attempt < AUTH_LIMITS.lockoutAfterFailures; attempt++) {
      expect((await login(email, 'Wrong#2026x')).status).toBe(401);
    }
    const locking = await login(email, 'Wrong#2026x');
    expect(locking.status).toBe(423);
    expect(locking.body).toMatchObject({ key: 'errors.accountLocked', message: en['errors.accountLocked'] });
    expect((await login(email)).status).toBe(423);

    clock.advance(AUTH_LIMITS.lockoutMinutes + 1);
    expect((await login(email)).status).toBe(200);
    await app.afterAnswer.idle(); // failed sign-ins are logged after their answer
    const logged = await db.select().from(activityLog).where(eq(activityLog.action, 'user.locked'));
    expect(logged).toHaveLength(1);
  });
});

describe('sessions', () => {
  const me = (token: string, header = 'authorization') =>
    app.inject({ method: 'PUT', url: '/api/user/change-password', payload: {}, headers: { [header]: header === 'authorization' ? `Bearer ${token}` : token } });

  it('gives a signed-in route the session: user, organisation, role and modules', async () => {
    const { token, user, modules } = (await login(DEMO_ACCOUNTS.farmer.email)).body.data;
    const [row] = await db.select().from(users).where(eq(users.id, user.id));

    const response = await app.inject({ method: 'GET', url: '/api/test/session', headers: { 'oauth-token': token } });
    expect(response.json()).toEqual({
      userId: user.id,
      organizationId: row?.organizationId,
      role: 'farmer',
      sessionId: expect.any(String),
      roleId: row?.roleId,
      modules,
      permissions: expect.any(Object),
      isAdmin: false,
    });
    expect(row?.roleId).toEqual(expect.any(String));
    expect((await app.inject({ method: 'GET', url: '/api/test/session' })).statusCode).toBe(401);
  });

  it('accepts the access token in the authorization header and in oauth-token', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.admin.email)).body.data;

    // A 422 (bad body) rather than a 401 proves the token was accepted.
    expect((await me(token)).statusCode).toBe(422);
    expect((await me(token, 'oauth-token')).statusCode).toBe(422);
  });

  it('rejects a missing, forged or expired access token with 401', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.admin.email)).body.data;
    const missing = await app.inject({ method: 'PUT', url: '/api/user/change-password', payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ key: 'errors.unauthorized', message: en['errors.unauthorized'] });

    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'root' })).toString('base64url');
    expect((await me(`${header}.${forgedPayload}.${token.split('.')[2]}`)).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);

    clock.advance(AUTH_LIMITS.accessTokenTtlSeconds / 60 + 1);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('rotates the refresh token on every use, and a reused one revokes the whole family', async () => {
    const first = (await login(DEMO_ACCOUNTS.admin.email)).body.data;

    const second = await post('/api/access-token', { accesstoken: first.token, refreshtoken: first.refreshtoken });
    expect(second.status).toBe(200);
    expect(second.body.data.refreshtoken).not.toBe(first.refreshtoken);
    expect((await me(second.body.data.accesstoken)).statusCode).toBe(422);

    const third = await post('/api/access-token', { refreshtoken: second.body.data.refreshtoken });
    expect(third.status).toBe(200);

    // The first token again: stolen. Everything of this sign-in ends, the newest token included.
    const replay = await post('/api/access-token', { refreshtoken: first.refreshtoken });
    expect(replay.status).toBe(401);
    expect(replay.body.key).toBe('errors.sessionExpired');
    expect((await post('/api/access-token', { refreshtoken: third.body.data.refreshtoken })).status).toBe(401);

    // Another sign-in is untouched.
    const other = (await login(DEMO_ACCOUNTS.admin.email)).body.data;
    expect((await post('/api/access-token', { refreshtoken: other.refreshtoken })).status).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await post('/api/access-token', { refreshtoken: 'made-up' })).status).toBe(401);
    expect((await post('/api/access-token', { refreshtoken: '' })).body.errors).toEqual([
      { param: 'refreshtoken', msg: en['errors.sessionExpired'], key: 'errors.sessionExpired' },
    ]);
    const { refreshtoken } = (await login(DEMO_ACCOUNTS.admin.email)).body.data;
    clock.advance(AUTH_LIMITS.refreshTokenTtlDays * 24 * 60 + 1);
    expect((await post('/api/access-token', { refreshtoken })).status).toBe(401);
  });

  it('logs out by revoking the refresh token family', async () => {
    const { refreshtoken } = (await login(DEMO_ACCOUNTS.admin.email)).body.data;

    expect((await post('/api/logout', { refreshtoken })).status).toBe(200);
    expect((await post('/api/access-token', { refreshtoken })).status).toBe(401);
    expect((await post('/api/logout', { refreshtoken: 'unknown' })).status).toBe(200);
  });
});

describe('PUT /api/user/change-password', () => {
  const change = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/user/change-password', payload, headers: { authorization: `Bearer ${token}` } });

  it('clears the forced reset flag, and the new password works', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.reset.email)).body.data;

    const response = await change(token, { oldPassword: DEMO_ACCOUNTS.reset.password, newPassword: 'Nuevo#2026' });
    answers.push(response.body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: en['success.passwordChanged'] });

    const again = await login(DEMO_ACCOUNTS.reset.email, 'Nuevo#2026');
    expect(again.body.data.requiredToResetPW).toBe(false);
    expect((await login(DEMO_ACCOUNTS.reset.email)).status).toBe(401);
  });

  it('answers 422 on oldPassword when the current password is wrong, and the §5 texts', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.admin.email)).body.data;

    const wrong = await change(token, { oldPassword: 'Wrong#2026', newPassword: 'Nuevo#2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ param: 'oldPassword', msg: en['errors.oldPasswordIncorrect'], key: 'errors.oldPasswordIncorrect' }]);

    const empty = await change(token, { oldPassword: '', newPassword: 'weak' });
    expect(empty.json().errors).toEqual([
      { param: 'oldPassword', msg: en['forcedReset.oldPasswordRequired'], key: 'forcedReset.oldPasswordRequired' },
      { param: 'newPassword', msg: en['password.policy'], key: 'password.policy' },
    ]);
  });
});

it('never answers a password hash or a token hash', async () => {
  await expectNoStoredSecrets(db, answers);
});
