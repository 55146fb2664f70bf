import { messageCatalog } from '@ganado/shared';
import { APP_MODULES } from '@ganado/shared/auth';
import { and, eq } from 'drizzle-orm';
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { activityLog, attemptCounters, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed';
import { buildTestApp } from '../../test/app';
import { lastMessageTo } from '../../test/outbox';
import { expectNoStoredSecrets } from '../../test/secrets';
import { GATEWAY_LIMITS } from './graphql.limits';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const production = await buildTestApp({ config: { nodeEnv: 'production' } });
const answers: string[] = [];

const graphql = async (query: string, headers: Record<string, string> = {}, server = app) => {
  const response = await server.inject({ method: 'POST', url: '/graphql', payload: { query }, headers });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
};
const userRow = async (email: string) => (await app.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const activityOf = (userId: string, action: string) =>
  app.database.db.select().from(activityLog).where(and(eq(activityLog.entityId, userId), eq(activityLog.action, action)));
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

  it('is in the activity log as through POST /api/login, success and failure', async () => {
    const admin = await userRow(DEMO_ACCOUNTS.admin.email);
    // A session's entry names the session; the person is its actor.
    const sessionsOf = () => app.database.db.select().from(activityLog).where(and(eq(activityLog.actorId, admin.id), eq(activityLog.action, 'session.login')));
    await app.afterAnswer.idle();
    const before = { in: (await sessionsOf()).length, failed: (await activityOf(admin.id, 'session.loginFailed')).length };

    await userLogin(DEMO_ACCOUNTS.admin.email, 'Wrong#2026');
    await userLogin(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const signedIn = await sessionsOf();
    expect(signedIn).toHaveLength(before.in + 1);
    expect(signedIn.at(-1)?.ipAddress).toBe('127.0.0.1');
    // A failure is logged after its answer, so a real account's takes no longer than an unknown one's.
    await app.afterAnswer.idle();
    expect(await activityOf(admin.id, 'session.loginFailed')).toHaveLength(before.failed + 1);
  });
});

describe('limits, checked before any resolver runs', () => {
  const aliasedLogins = (count: number, email: string) =>
    `query { ${Array.from({ length: count }, (_, n) => `a${n}: userLogin(email: "${email}", password: "Guess#${n}") { token }`).join(' ')} }`;

  /** The outside test's attack on the farmer: whatever the answer, no password was checked. */
  async function expectNoPasswordChecked(email: string) {
    const farmer = await userRow(email);
    await app.afterAnswer.idle();
    expect(await activityOf(farmer.id, 'session.loginFailed')).toEqual([]);
    expect(await activityOf(farmer.id, 'user.locked')).toEqual([]);
    // No sign-in counter was ever started (a checked password claims one first).
    expect(await app.database.db.$count(attemptCounters)).toBe(0);
  }

  it('refuses 300 aliased userLogins in one unauthenticated request without checking a password', async () => {
    const query = aliasedLogins(300, DEMO_ACCOUNTS.farmer.email);
    expect(query.length).toBeGreaterThan(GATEWAY_LIMITS.bodyBytes);

    const { status, body } = await graphql(query);
    expect(status).toBe(413);
    expect(body.errors[0]).toMatchObject({ message: en['errors.payloadTooLarge'], extensions: { key: 'errors.payloadTooLarge', code: 413 } });
    await expectNoPasswordChecked(DEMO_ACCOUNTS.farmer.email);
  });

  it('refuses aliased userLogins that fit in the body, with our key and text', async () => {
    const three = await graphql(aliasedLogins(3, DEMO_ACCOUNTS.farmer.email));
    expect(three.status).toBe(400);
    expect(three.body).toMatchObject({ data: null, errors: [{ message: en['graphql.oneField'], extensions: { key: 'graphql.oneField', code: 400 } }] });

    const one = await graphql(aliasedLogins(1, DEMO_ACCOUNTS.farmer.email));
    expect(one.body.errors[0]).toMatchObject({ message: en['graphql.aliasedField'], extensions: { key: 'graphql.aliasedField' } });
    await expectNoPasswordChecked(DEMO_ACCOUNTS.farmer.email);
    expect((await userLogin(DEMO_ACCOUNTS.farmer.email, DEMO_ACCOUNTS.farmer.password)).status).toBe(200);
  });

  it.each([
    ['two operations', 'query A { currentUser { modules } } query B { currentUser { modules } }', 'graphql.oneOperation'],
    ['two root fields', '{ currentUser { modules } __typename }', 'graphql.oneField'],
    ['two root fields through a fragment', '{ ...Both } fragment Both on Query { currentUser { modules } __typename }', 'graphql.oneField'],
    ['an aliased setNewPassword', '{ again: setNewPassword }', 'graphql.aliasedField'],
    ['more aliases than allowed', '{ currentUser { a: modules b: modules c: modules d: modules } }', 'graphql.tooManyAliases'],
    ['fields nested too deeply', '{ currentUser { userDetail { id { a { b { c { d } } } } } } }', 'graphql.tooDeep'],
  ])('refuses %s', async (_name, query, key) => {
    const { status, body } = await graphql(query, { 'accept-language': 'es' });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(expect.objectContaining({ message: es[key as keyof typeof es], extensions: expect.objectContaining({ key, code: 400 }) }));
  });

  // Found by the security suite's fuzz: graphql-js asserts these, and the assertion answered a 500.
  it('refuses variables that are not an object, a query that is not text and a body of null, naming the field', async () => {
    for (const [payload, param] of [
      [{ query: '{ currentUser { modules } }', variables: '' }, 'variables'],
      [{ query: '{ currentUser { modules } }', variables: [1] }, 'variables'],
      [{ query: { a: 1 } }, 'query'],
      ['null', ''],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/graphql', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].extensions).toMatchObject({ key: 'errors.checkAllValues', code: 422, errors: [expect.objectContaining({ param })] });
    }
  });

  // Found by the security suite's fuzz: mercurius read a document that is not GraphQL as a JSON syntax tree, and graphql-js asserted on it.
  it('answers a document that is not GraphQL as a syntax error, never as a syntax tree', async () => {
    for (const query of ['0', 'null', '{"kind":"Document"}']) {
      const { status, body } = await graphql(query);
      expect(status, query).toBe(400);
      expect(body.errors[0], query).toMatchObject({ message: expect.stringMatching(/^Syntax Error/), extensions: { code: 400 } });
    }
    const typed = await app.inject({ method: 'POST', url: '/graphql', payload: '0', headers: { 'content-type': 'application/graphql' } });
    expect(typed.statusCode).toBe(400);
  });

  it('refuses a batch of operations and a GET', async () => {
    const batch = await app.inject({ method: 'POST', url: '/graphql', payload: [{ query: '{ currentUser { modules } }' }, { query: '{ currentUser { modules } }' }] });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().data).toBeNull();

    const query = encodeURIComponent(`{ userLogin(email: "${DEMO_ACCOUNTS.farmer.email}", password: "Guess#1") { token } }`);
    const get = await app.inject({ method: 'GET', url: `/graphql?query=${query}` });
    expect(get.statusCode).toBe(405);
    expect(get.json().errors[0]).toMatchObject({ message: en['graphql.postOnly'], extensions: { key: 'graphql.postOnly' } });
    await expectNoPasswordChecked(DEMO_ACCOUNTS.farmer.email);
  });
});

describe('introspection and GraphiQL', () => {
  it('are there in development', async () => {
    const { status, body } = await graphql(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe('Query');
    expect((await app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(200);
  });

  it('are off in production', async () => {
    for (const query of [getIntrospectionQuery(), '{ __type(name: "Query") { name } }']) {
      const { status, body } = await graphql(query, {}, production);
      expect(status).toBe(400);
      expect(body).toMatchObject({ data: null, errors: [{ message: en['graphql.introspectionOff'], extensions: { key: 'graphql.introspectionOff' } }] });
    }
    expect((await production.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    expect((await graphql('{ currentUser { modules } }', {}, production)).body.errors[0].extensions.key).toBe('errors.unauthorized');
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
    expect(await activityOf((await userRow(DEMO_ACCOUNTS.reset.email)).id, 'user.passwordReset')).toHaveLength(1);
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
