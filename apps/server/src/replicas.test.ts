import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { rowsOf } from './db/rows';
import { activityLog, imports, users } from './db/schema';
import { REDIS_RATE_LIMIT_PREFIX } from './http/rate-limit.store';
import { testConfig } from './test/app';
import { createTestDatabase } from './test/database';
import { multipart } from './test/multipart';
import { createMember } from './test/people';

/**
 * Two replicas of the server on one PostgreSQL database, each with its own connections and its
 * own job worker, as behind a load balancer (README, "Running several replicas"). PostgreSQL only:
 * PGlite is one process's database.
 */
const postgres = process.env.GANADO_TEST_DB === 'postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';

async function secondConnection(first: Database): Promise<Database> {
  const [{ name }] = (await rowsOf<{ name: string }>(first.db.execute(sql`select current_database() as name`))) as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
}

async function replicas(config: Partial<Config> = {}) {
  const first = await createTestDatabase();
  const second = await secondConnection(first);
  const apps = [await buildApp({ config: testConfig(config), database: first }), await buildApp({ config: testConfig(config), database: second })] as const;
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await second.close();
    await first.close();
  });
  await Promise.all(apps.map((app) => app.ready()));
  return apps;
}

describe.skipIf(!postgres)('two replicas on one database', async () => {
  const [one, two] = postgres ? await replicas({ authRateLimit: 4 }) : [];

  it('run each import queued through either exactly once, both workers running', async () => {
    const admin = await createMember(one!, { administrator: true });
    const ids: string[] = [];
    for (const [index, app] of [one!, two!, one!, two!].entries()) {
      const lines = Array.from({ length: 30 }, (_, row) => `Rep,Lica,r${index}-${row}@rancho.mx,,,,Field,Farmer`);
      const body = multipart({}, { field: 'file', name: `staff-${index}.csv`, bytes: Buffer.from(`firstName,lastName,email,mobile,countryCode,language,department,role\r\n${lines.join('\r\n')}\r\n`), type: 'text/csv' });
      const response = await app.inject({ method: 'POST', url: '/api/user/import', payload: body.payload, headers: { ...admin.headers, ...body.headers } });
      expect(response.statusCode).toBe(202);
      ids.push(response.json().data.id);
    }
    await Promise.all([one!.jobs.idle(), two!.jobs.idle()]);

    const { db } = one!.database;
    for (const id of ids) {
      const answer = (await two!.inject({ method: 'GET', url: `/api/user/import/${id}`, headers: admin.headers })).json().data;
      expect(answer).toMatchObject({ status: 'completed', processedRows: 30, createdCount: 30, skippedCount: 0, attempts: 1, lastError: null });
      expect(await db.$count(users, eq(users.importId, id))).toBe(30);
      expect(await db.$count(activityLog, and(eq(activityLog.action, 'userImport.complete'), eq(activityLog.entityId, id)))).toBe(1);
    }
    const jobs = await rowsOf<{ state: string; retry_count: number }>(db.execute(sql`select state, retry_count from pgboss.job where id in ${ids}`));
    expect(jobs).toEqual(ids.map(() => ({ state: 'completed', retry_count: 0 })));
    expect(await db.$count(imports, eq(imports.status, 'completed'))).toBeGreaterThanOrEqual(4);
  });

  it('share the sign-in rate limit, counted in the database', async () => {
    await expectSharedLimit(one!, two!);
  });

});

describe.skipIf(!postgres)('two replicas with Redis', async () => {
  if (postgres) {
    // The limit's keys of an earlier run would still be counting (a window is a minute).
    const redis = new Redis(REDIS_URL);
    const stale = await redis.keys(`${REDIS_RATE_LIMIT_PREFIX}*`);
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();
  }
  const [one, two] = postgres ? await replicas({ authRateLimit: 4, redisUrl: REDIS_URL }) : [];

  it('share the sign-in rate limit, counted in Redis', async () => {
    await expectSharedLimit(one!, two!);
    const rows = await rowsOf<{ count: number }>(one!.database.db.execute(sql`select count(*)::int as count from rate_limits`));
    expect(rows).toEqual([{ count: 0 }]);
  });
});

/**
 * A limit of 4: two attempts on each replica, then the fifth is refused, on either. On the
 * forgotten-password route, which signing members in does not count against; a new address each
 * time, so its own resend cooldown never answers.
 */
async function expectSharedLimit(one: Awaited<ReturnType<typeof buildApp>>, two: Awaited<ReturnType<typeof buildApp>>) {
  let sent = 0;
  const forgot = async (app: typeof one) => {
    sent += 1;
    const response = await app.inject({ method: 'POST', url: '/api/user/forgot-password/email', payload: { email: `nobody${sent}@example.org` } });
    return response.json().key;
  };
  for (const app of [one, two, one, two]) expect(await forgot(app)).not.toBe('errors.tooManyRequests');
  expect(await forgot(one)).toBe('errors.tooManyRequests');
  expect(await forgot(two)).toBe('errors.tooManyRequests');
}
