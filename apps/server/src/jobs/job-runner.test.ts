import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from './job-runner';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the job runner', () => {
  it('runs jobs one at a time in order, and idle() waits for jobs queued while waiting', async () => {
    const jobs = createJobRunner(log);
    const done: string[] = [];
    jobs.enqueue('a', async () => {
      await tick();
      done.push('a');
      jobs.enqueue('c', async () => void done.push('c'));
    });
    jobs.enqueue('b', async () => void done.push('b'));
    await jobs.idle();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('does not queue a key twice while it waits or runs, and keeps going after a failure', async () => {
    const jobs = createJobRunner(log);
    let runs = 0;
    jobs.enqueue('boom', async () => {
      throw new Error('boom');
    });
    jobs.enqueue('x', async () => void (runs += 1));
    jobs.enqueue('x', async () => void (runs += 1));
    await jobs.idle();
    expect(runs).toBe(1);
    jobs.enqueue('x', async () => void (runs += 1));
    await jobs.idle();
    expect(runs).toBe(2);
  });

  it('after stop(), tells the running job, skips the waiting ones and takes no more', async () => {
    const jobs = createJobRunner(log);
    const seen: boolean[] = [];
    let ran = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    jobs.enqueue('long', async () => {
      started();
      await tick();
      seen.push(jobs.stopping);
    });
    jobs.enqueue('waiting', async () => void (ran = true));
    await running;
    await jobs.stop();
    jobs.enqueue('late', async () => void (ran = true));
    await jobs.idle();
    expect(seen).toEqual([true]);
    expect(ran).toBe(false);
  });

  it('lets a job wait while requests are served, and no longer than asked', async () => {
    const jobs = createJobRunner(log);
    await jobs.whenQuiet();
    jobs.requestStarted();
    jobs.requestStarted();
    let waited = false;
    const waiting = jobs.whenQuiet(60_000).then(() => (waited = true));
    jobs.requestEnded();
    await tick();
    expect(waited).toBe(false);
    jobs.requestEnded();
    await waiting;
    jobs.requestStarted();
    const started = Date.now();
    await jobs.whenQuiet(20);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

