import { AUTH_LIMITS } from '@ganado/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { attemptCounters } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';

// Only the interval is faked: the database and the job runner keep their real timeouts.
vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
afterAll(() => vi.useRealTimers());
const clock = testClock();
const app = await buildTestApp({ clock });
const { db } = app.database;

const wrongLogin = async (username: string) =>
  (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Wrong#20260' } })).statusCode;
const DAY_MINUTES = AUTH_LIMITS.forgetFailuresAfterHours * 60;

describe('the sign-in counters', () => {
  it('forget failures a day apart, so only failures close together lock', async () => {
    const username = 'olvido@finca.es';
    for (let failure = 1; failure < AUTH_LIMITS.lockoutAfterFailures; failure++) expect(await wrongLogin(username)).toBe(401);
    clock.advance(DAY_MINUTES + 1);
    expect(await wrongLogin(username)).toBe(401);
  });

  it('are swept away every 15 minutes once expired, so names tried once do not pile up', async () => {
    await wrongLogin('una-vez@finca.es');
    await app.jobs.idle();
    const kept = await db.$count(attemptCounters);
    expect(kept).toBeGreaterThan(0);

    clock.advance(DAY_MINUTES + 1);
    vi.advanceTimersByTime(15 * 60_000);
    await app.jobs.idle();
    expect(await db.$count(attemptCounters)).toBe(0);
  });
});
