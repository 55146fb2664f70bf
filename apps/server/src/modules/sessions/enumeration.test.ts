import { AUTH_LIMITS } from '@ganado/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { lastMessageTo } from '../../test/outbox';

/**
 * Finding 8 of the outside test: answers must not tell who has an account. Each route is asked
 * the same things about a real account and about a contact nobody has, and must answer the same
 * statuses and bodies (tokens aside, which are random either way). Time is measured in
 * bench/enumeration.bench.ts, not here.
 */
const clock = testClock();
const app = await buildTestApp({ clock });

/** An answer with its random tokens blanked, so two answers compare by what they say. */
const ask = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await app.inject({ method, url, payload });
  const body = response.json();
  if (typeof body.data?.token === 'string') body.data.token = `<${body.data.token.length} characters>`;
  return { status: response.statusCode, body };
};
const repeat = async (times: number, question: () => Promise<unknown>) => {
  const answers = [];
  for (let time = 0; time < times; time++) answers.push(await question());
  return answers;
};

describe('the same answers for a real account and for nobody', () => {
  it('POST /login: wrong passwords, then the lock, on the name typed', async () => {
    const wrongs = (username: string) => repeat(AUTH_LIMITS.lockoutAfterFailures + 1, () => ask('POST', '/api/login', { username, password: 'Wrong#20260' }));
    const real = await wrongs(DEMO_ACCOUNTS.admin.email);
    expect(real.map((answer) => (answer as { status: number }).status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(await wrongs('nadie@ganado.farm')).toEqual(real);
  });

  it('POST /login: a number typed with and without its dial code counts as two names, real or not', async () => {
    const mixed = (national: string, international: string) =>
      repeat(AUTH_LIMITS.lockoutAfterFailures, async () => [
        await ask('POST', '/api/login', { username: national, password: 'Wrong#20260' }),
        await ask('POST', '/api/login', { username: international, password: 'Wrong#20260' }),
      ]);
    const real = await mixed('3781234567', '+52 378 123 4567');
    expect(await mixed('3789990000', '+52 378 999 0000')).toEqual(real);
  });

  it('POST /user/send-otp/{type}: a code, then the cooldown, whoever has a pending sign-up', async () => {
    const signUp = { firstName: 'Rosa', lastName: 'Prieto', email: 'pendiente@finca.es', password: 'Ganado#2026', stateId: 'Lugo', village: 'Sarria', language: 'es' };
    expect((await app.inject({ method: 'POST', url: '/api/user/signup/email', payload: signUp })).statusCode).toBe(200);
    clock.advance(AUTH_LIMITS.otpResendCooldownSeconds / 60 + 1);
    const sends = (email: string) => repeat(2, () => ask('POST', '/api/user/send-otp/email', { email }));

    const real = await sends('pendiente@finca.es');
    expect(real.map((answer) => (answer as { status: number }).status)).toEqual([200, 429]);
    expect(await sends('nadie@finca.es')).toEqual(real);
    expect((await lastMessageTo(app, 'pendiente@finca.es')).code).toMatch(/^\d{6}$/);
    await expect(lastMessageTo(app, 'nadie@finca.es')).rejects.toThrow();
  });

  it('POST /user/forgot-password/{type}: a token, then the cooldown', async () => {
    const starts = (email: string) => repeat(2, () => ask('POST', '/api/user/forgot-password/email', { email }));

    const real = await starts(DEMO_ACCOUNTS.farmer.email);
    expect(real.map((answer) => (answer as { status: number }).status)).toEqual([200, 429]);
    expect(await starts('nadie@ganado.farm')).toEqual(real);
  });

  it('POST /forget-password/email and /phone', async () => {
    const real = await ask('POST', '/api/forget-password/email', { email: DEMO_ACCOUNTS.reset.email });
    expect(real.status).toBe(200);
    expect(await ask('POST', '/api/forget-password/email', { email: 'nadie@ganado.farm' })).toEqual(real);
    const text = await ask('POST', '/api/forget-password/phone', { mobile: '6141234567', countryCode: '52' });
    expect(await ask('POST', '/api/forget-password/phone', { mobile: '6149990000', countryCode: '52' })).toEqual(text);
  });

  it('GET /forget-password/get-user-details/{email}: the address masked, no phone', async () => {
    const real = await ask('GET', `/api/forget-password/get-user-details/${encodeURIComponent(DEMO_ACCOUNTS.admin.email)}`);
    expect(real.body.data).toEqual({ email: 'a***@ganado.farm', mobile: null });
    expect(await ask('GET', '/api/forget-password/get-user-details/a.nadie%40ganado.farm')).toEqual(real);
  });
});
