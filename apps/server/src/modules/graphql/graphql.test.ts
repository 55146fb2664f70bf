import { messageCatalog } from '@ganado/shared';
import { APP_MODULES } from '@ganado/shared/auth';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed';
import { buildTestApp } from '../../test/app';
import { lastMessageTo } from '../../test/outbox';
import { expectNoStoredSecrets } from '../../test/secrets';

const { en } = messageCatalog;
const app = await buildTestApp();
const answers: string[] = [];

const graphql = async (query: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};
const USER_FIELDS = 'id email role verified countryCode mobile firstName lastName';
const userLogin = (email: string, password: string) =>
  graphql(`query { userLogin(email: "${email}", password: "${password}") { userDetail { ${USER_FIELDS} } modules token refreshtoken requiredToResetPW } }`);

describe('userLogin', () => {
  it('signs in like POST /api/login', async () => {
    const { status, body } = await userLogin(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);

    expect(status).toBe(200);
    expect(body.data.userLogin).toMatchObject({
      userDetail: { email: DEMO_ACCOUNTS.admin.email, role: 'admin', verified: true, countryCode: '52', mobile: '6141234567', firstName: 'Lucía', lastName: 'Herrera' },
      modules: [...APP_MODULES],
      requiredToResetPW: false,
    });
    expect(body.data.userLogin.token.split('.')).toHaveLength(3);
  });

  it('checks its arguments with the login contract: a NUL is a 422 on the field, never the failed query', async () => {
    const { status, body } = await userLogin('lucia\\u0000@ganado.farm', 'Wrong#2026');

    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({
      extensions: { key: 'errors.checkAllValues', code: 422, errors: [{ param: 'email', key: 'validation.textCharacters', msg: en['validation.textCharacters'] }] },
    });
    expect(JSON.stringify(body)).not.toMatch(/query|select/i);
  });

  it('fails with the §8 text, its key and status', async () => {
    const { status, body } = await userLogin(DEMO_ACCOUNTS.admin.email, 'Wrong#2026');
    expect(status).toBe(401);
    expect(body.errors[0]).toMatchObject({ message: en['errors.unableToLogin'], extensions: { key: 'errors.unableToLogin', code: 401 } });
  });
});

describe('currentUser', () => {
  it('answers the user of the token in the authorization header', async () => {
    const { token } = (await userLogin(DEMO_ACCOUNTS.farmer.email, DEMO_ACCOUNTS.farmer.password)).body.data.userLogin;

    const { body } = await graphql(`query { currentUser(userRole: "farmer") { userDetail { ${USER_FIELDS} } modules } }`, { authorization: token });
    expect(body.data.currentUser.userDetail).toMatchObject({ email: DEMO_ACCOUNTS.farmer.email, role: 'farmer' });
    expect(body.data.currentUser.modules).not.toContain('users');
  });

  it('refuses a missing token', async () => {
    const { body } = await graphql(`query { currentUser { modules } }`);
    expect(body.errors[0]).toMatchObject({ message: en['errors.unauthorized'], extensions: { code: 401 } });
  });
});

describe('setNewPassword', () => {
  it('sets a password with a link token passed in the headers', async () => {
    await app.inject({ method: 'POST', url: '/api/forget-password/email', payload: { email: DEMO_ACCOUNTS.reset.email } });
    const token = (await lastMessageTo(app, DEMO_ACCOUNTS.reset.email)).code ?? '';
    const headers = { 'request-type': 'password', token, password: 'Grafo#2026', confirmPassword: 'Grafo#2026' };

    const { status, body } = await graphql('query { setNewPassword }', headers);
    expect(status).toBe(200);
    expect(body.data.setNewPassword).toBe(true);
    expect((await userLogin(DEMO_ACCOUNTS.reset.email, 'Grafo#2026')).body.data.userLogin.requiredToResetPW).toBe(false);

    const again = await graphql('query { setNewPassword }', headers);
    expect(again.body.errors[0]).toMatchObject({ extensions: { key: 'errors.invalidToken' } });
  });

  it('checks the passwords with the §5 texts', async () => {
    const { body } = await graphql('query { setNewPassword }', { 'request-type': 'password', token: 'x', password: 'Grafo#2026', confirmPassword: 'Other#2026' });
    expect(body.errors[0].extensions.errors).toEqual([
      { param: 'confirmPassword', key: 'setPassword.passwordsMismatch', msg: en['setPassword.passwordsMismatch'] },
    ]);
  });
});

it('never answers a password or token hash', async () => {
  await expectNoStoredSecrets(app.database.db, answers);
});
