import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { rowsOf } from '../db/rows';
import { type Attempt, createJobQueue, JobStopped } from './job-queue';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;
const database = await createTestDatabase({ seed: false });
const jobs = createJobQueue(database, log);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const ran: { task: string; data: unknown; attempt: Attempt }[] = [];
let failures = 0;
jobs.define('record', { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 60, run: async (data, attempt) => void ran.push({ task: 'record', data, attempt }) });
jobs.define('flaky', {
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
  async run(data, attempt) {
    ran.push({ task: 'flaky', data, attempt });
    if (failures-- > 0) throw new Error('not yet');
  },
});
await jobs.start();

/** What the queue keeps of a job: its state, retries and output (the error of a failed run). */
async function job(id: string) {
  const [row] = await rowsOf<{ state: string; retry_count: number; output: { message?: string } | null }>(
    database.db.execute(sql`select state, retry_count, output from pgboss.job where id = ${id}`),
  );
  return row;
}
/** Backoff is counted on the database's clock: a test brings the retry forward rather than waiting. */
const retryNow = (id: string) => database.db.execute(sql`update pgboss.job set start_after = now() where id = ${id} and state = 'retry'`);

describe('the job queue', () => {
  it('runs a job once, and once only for the same id sent twice', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await jobs.send('record', { n: 1 }, { id });
    await jobs.send('record', { n: 1 }, { id });
    await jobs.send('record', { n: 2 });
    await jobs.idle();
    expect(ran.filter((run) => run.task === 'record').map((run) => run.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await job(id)).toMatchObject({ state: 'completed', retry_count: 0 });
  });

  it('retries a failed job with backoff, keeping its attempts and error, until the last attempt', async () => {
    ran.length = 0;
    failures = 3;
    const id = '00000000-0000-4000-8000-000000000002';
    await jobs.send('flaky', {}, { id });
    await jobs.idle();
    // Failed once: waiting for its retry, which is not due yet, so the queue is idle.
    expect(await job(id)).toMatchObject({ state: 'retry', retry_count: 0, output: { message: 'not yet' } });
    await retryNow(id);
    await jobs.idle();
    await retryNow(id);
    await jobs.idle();
    expect(ran.map((run) => run.attempt)).toEqual([
      { jobId: id, number: 1, last: false },
      { jobId: id, number: 2, last: false },
      { jobId: id, number: 3, last: true },
    ]);
    expect(await job(id)).toMatchObject({ state: 'failed', retry_count: 2, output: { message: 'not yet' } });
  });

  it('after stop(), the running job ends at its next step and is retried later; nothing more is taken', async () => {
    const other = createJobQueue(database, log);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    other.define('long', {
      retryLimit: 1,
      retryDelaySeconds: 30,
      expireInSeconds: 60,
      async run() {
        started();
        while (!other.stopping) await new Promise((resolve) => setImmediate(resolve));
        throw new JobStopped();
      },
    });
    await other.start();
    const id = '00000000-0000-4000-8000-000000000003';
    await other.send('long', {}, { id });
    await running;
    await other.stop();
    expect(await job(id)).toMatchObject({ state: 'retry', retry_count: 0 });
  });
});
