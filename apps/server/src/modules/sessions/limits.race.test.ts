import { AUTH_LIMITS } from '@ganado/shared';
import type { ActivityAction } from '@ganado/shared/activity-log';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { lastMessageTo } from '../../test/outbox';
import { createMember } from '../../test/people';

/**
 * Finding 6 of the outside test: limits read and written back could be raced. Fifty wrong
 * attempts at once must get exactly the limit compared, the rest refused unchecked, and the right
 * secret must then be refused too. PGlite runs one statement at a time; the PostgreSQL run
 * (TEST_DATABASE_URL) is the one where the attempts really race.
 */
const app = await buildTestApp();
const { db } = app.database;
const PARALLEL = 50;
const PASSWORD = 'Tester#2026';
const WRONG = 'Wrong#20260';

const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, key: response.json().key as string | undefined };
};
const atOnce = <T>(attempt: () => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, attempt));
const tally = (answers: { status: number; key?: string }[]) => {
  const counts: Record<string, number> = {};
  for (const { status, key } of answers) counts[`${status} ${key}`] = (counts[`${status} ${key}`] ?? 0) + 1;
  return counts;
};
const logged = async (userId: string, actions: ActivityAction[]) => {
  await app.afterAnswer.idle(); // failed sign-ins are logged after their answer
  return (await db.select().from(activityLog).where(and(eq(activityLog.entityId, userId), inArray(activityLog.action, actions)))).map((row) => row.action).sort();
};
const userWhere = async (condition: SQL) => (await db.select().from(users).where(condition))[0];
const emailOf = async (userId: string) => (await userWhere(eq(users.id, userId)))?.email ?? '';

const LOCKOUT = AUTH_LIMITS.lockoutAfterFailures;
const refusedAfterLockout = { '401 errors.unableToLogin': LOCKOUT - 1, '423 errors.accountLocked': PARALLEL - LOCKOUT + 1 };

describe(`${PARALLEL} sign-ins at once with a wrong password`, () => {
  it('compare exactly the lockout’s worth, lock the account, and then refuse the right password', async () => {
    const member = await createMember(app);
    const username = await emailOf(member.userId);

    expect(tally(await atOnce(() => post('/api/login', { username, password: WRONG })))).toEqual(refusedAfterLockout);
    // Only compared tries are logged: the ones the lock refused never reached the password.
    expect(await logged(member.userId, ['session.loginFailed', 'user.locked'])).toEqual([
      ...Array<string>(LOCKOUT - 1).fill('session.loginFailed'),
      'user.locked',
    ]);
    expect(await post('/api/login', { username, password: PASSWORD })).toEqual({ status: 423, key: 'errors.accountLocked' });
  });

  it('lock a name no account has in the same way', async () => {
    const username = 'nobody-at-all@finca.es';
    expect(tally(await atOnce(() => post('/api/login', { username, password: WRONG })))).toEqual(refusedAfterLockout);
    expect(await post('/api/login', { username, password: WRONG })).toEqual({ status: 423, key: 'errors.accountLocked' });
  });
});

describe(`${PARALLEL} signed-in password changes at once with a wrong current password`, () => {
  it('compare exactly the lockout’s worth, lock the account’s sign-in, and refuse the change with the right one', async () => {
    const member = await createMember(app);
    const change = (oldPassword: string) =>
      app.inject({ method: 'PUT', url: '/api/user/change-password', headers: member.headers, payload: { oldPassword, newPassword: 'Nuevo#2026' } });
    const answers = await atOnce(async () => {
      const response = await change(WRONG);
      return { status: response.statusCode, key: response.json().errors?.[0]?.key as string | undefined };
    });

    expect(tally(answers)).toEqual({ '422 errors.oldPasswordIncorrect': LOCKOUT - 1, '423 errors.accountLocked': PARALLEL - LOCKOUT + 1 });
    expect(await logged(member.userId, ['user.passwordChangeFailed', 'user.locked'])).toEqual([
      'user.locked',
      ...Array<string>(LOCKOUT - 1).fill('user.passwordChangeFailed'),
    ]);
    expect((await change(PASSWORD)).statusCode).toBe(423);
    expect(await post('/api/login', { username: await emailOf(member.userId), password: PASSWORD })).toEqual({ status: 423, key: 'errors.accountLocked' });
  });
});

describe(`${PARALLEL} wrong sign-up codes at once`, () => {
  it('compare exactly the tries allowed, and then refuse the right code', async () => {
    const email = 'carrera@finca.es';
    const signUp = { firstName: 'Rosa', lastName: 'Prieto', email, password: 'Ganado#2026', stateId: 'Lugo', village: 'Sarria', language: 'es' };
    expect((await app.inject({ method: 'POST', url: '/api/user/signup/email', payload: signUp })).statusCode).toBe(200);
    const code = (await lastMessageTo(app, email)).code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const user = await userWhere(eq(users.email, email));

    const answers = await atOnce(() => post('/api/user/verify-otp', { credential: email, otp: wrong }));
    expect(tally(answers)).toEqual({
      '422 errors.incorrectOtp': AUTH_LIMITS.otpMaxTries - 1,
      '422 otp.tooManyTries': PARALLEL - AUTH_LIMITS.otpMaxTries + 1,
    });
    expect(await logged(user?.id ?? '', ['otp.failed', 'otp.verified'])).toEqual(Array<string>(AUTH_LIMITS.otpMaxTries).fill('otp.failed'));
    expect(await post('/api/user/verify-otp', { credential: email, otp: code })).toEqual({ status: 422, key: 'otp.tooManyTries' });
  });
});
