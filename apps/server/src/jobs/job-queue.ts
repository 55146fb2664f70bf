import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { bossDb } from './pg-boss-db';
import { createRequestGate, type RequestGate } from './request-gate';

/** One attempt of a job, as its task sees it. */
export interface Attempt {
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  number: number;
  /** No retry follows if this one fails. */
  last: boolean;
}

/** Thrown by a task that ends early because the server is stopping: its job is retried later, and nothing is logged. */
export class JobStopped extends Error {
  constructor() {
    super('the server stopped during the job');
    this.name = 'JobStopped';
  }
}

/** A kind of background work: how it is retried and what runs it. */
export interface TaskDefinition<T> {
  /** Retries after the first attempt, the first `retryDelaySeconds` later, each delay twice the one before. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run longer than this is taken for dead (its replica stopped) and retried. */
  expireInSeconds: number;
  run(data: T, attempt: Attempt): Promise<void>;
}

/**
 * Background work, durable in the database (pg-boss, in the `pgboss` schema, on PostgreSQL and on
 * PGlite alike: docs/decisions.md, "Durable jobs"). A job sent by any replica is run exactly once
 * by one of them, retried with backoff when it fails, and kept with its state, attempts and last
 * error. Each process runs one job at a time (one worker, one job per fetch), so a large import
 * never competes with requests for more than one connection's worth of work; `stopping` tells a
 * running job to end after its current step, and it is retried later.
 */
export interface JobQueue extends RequestGate {
  /** Before start: the task named `task` is run by `definition`. */
  define<T>(task: string, definition: TaskDefinition<T>): void;
  /**
   * Queues one job of `task`. `id` (a UUID) makes the send idempotent: a second send with the same
   * id, from any replica, is dropped (a repeated job's period).
   */
  send<T>(task: string, data: T, options?: { id?: string }): Promise<void>;
  /** Creates the queue's tables when missing and starts working (the app's onReady). */
  start(): Promise<void>;
  /** Resolves once this process runs nothing and no job is ready to run (tests await the work they started). */
  idle(): Promise<void>;
  /** Takes no more jobs, asks the running one to stop, and waits for it. */
  stop(): Promise<void>;
  readonly stopping: boolean;
  /**
   * The database is the embedded PGlite: one connection, which a job's transaction holds until it
   * ends, so nothing can be written beside it (and one process, by construction).
   */
  readonly embedded: boolean;
}

/** The one queue every task's jobs go through: one worker per process, hence one job at a time. */
const QUEUE = 'ganado';
/** How often an idle worker looks for jobs other replicas sent (a send from this process wakes it at once). */
const POLL_SECONDS = 2;
/** How often `idle()` looks again while a job is running or about to. */
const IDLE_POLL_MS = 5;

interface Envelope {
  task: string;
  data: unknown;
}

export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  const db = bossDb(database);
  const boss = new PgBoss({ db, migrate: true, supervise: true, schedule: false });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const tasks = new Map<string, TaskDefinition<unknown>>();
  const gate = createRequestGate();
  const running = new Set<Promise<void>>();
  /** Sends not yet written: `idle()` waits for them too (a timer's send is not awaited by anyone). */
  const sending = new Set<Promise<unknown>>();
  let workerId: string | undefined;
  let stopping = false;

  async function handle([job]: PgBoss.JobWithMetadata<Envelope>[]) {
    if (!job) return;
    const { task, data } = job.data;
    const definition = tasks.get(task);
    if (!definition) throw new Error(`no task named ${task}`);
    const attempt = { jobId: job.id, number: job.retryCount + 1, last: job.retryCount >= job.retryLimit };
    const run = definition.run(data, attempt);
    const tracked = run.then(
      () => undefined,
      () => undefined,
    );
    running.add(tracked);
    try {
      await run;
    } catch (error) {
      if (!(error instanceof JobStopped)) log.error({ err: error, task, job: job.id, attempt: attempt.number }, 'background job failed');
      throw error;
    } finally {
      running.delete(tracked);
    }
  }

  /** Jobs running here or elsewhere, or ready to: what `idle()` waits for. */
  async function pending(): Promise<number> {
    const { rows } = (await db.executeSql(
      `select count(*)::int as pending from pgboss.job
       where name = $1 and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [QUEUE],
    )) as { rows: { pending: number }[] };
    return rows[0]?.pending ?? 0;
  }

  /**
   * Replicas starting together may both create the queue, and pg-boss 10's create_queue takes no
   * lock: one of them deadlocks, and tried again it waits for the other's and finds the queue made.
   */
  async function createQueue(tries = 3) {
    try {
      await boss.createQueue(QUEUE);
    } catch (error) {
      if (tries <= 1) throw error;
      await createQueue(tries - 1);
    }
  }

  /**
   * PGlite is opened by one process at a time, so a job still active at start-up was running when
   * the last process died: it is failed now, and retried, rather than when it would have expired.
   * (On PostgreSQL another replica may be running it; there, expiry is what tells.)
   */
  async function retryOrphans() {
    const { rows } = (await db.executeSql(`select id from pgboss.job where name = $1 and state = 'active'`, [QUEUE])) as { rows: { id: string }[] };
    for (const { id } of rows) await boss.fail(QUEUE, id, { message: 'the server stopped during the job' });
  }

  return {
    ...gate,
    define(task, definition) {
      tasks.set(task, definition as TaskDefinition<unknown>);
    },
    async send(task, data, options = {}) {
      const definition = tasks.get(task);
      if (!definition) throw new Error(`no task named ${task}`);
      // A timer's last tick during shutdown: the job is left to the next start (or another replica's tick).
      if (stopping) return;
      const sent = boss.send(QUEUE, { task, data } satisfies Envelope, {
        id: options.id,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      });
      const tracked = sent.catch(() => undefined).finally(() => sending.delete(tracked));
      sending.add(tracked);
      await sent;
      if (workerId) boss.notifyWorker(workerId);
    },
    async start() {
      await boss.start();
      await createQueue();
      if (database.kind === 'pglite') await retryOrphans();
      workerId = await boss.work<Envelope>(QUEUE, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true }, handle);
    },
    async idle() {
      for (;;) {
        await Promise.all([...sending, ...running]);
        if (!workerId || stopping) return;
        if (running.size === 0 && (await pending()) === 0) return;
        boss.notifyWorker(workerId);
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(running);
      if (workerId) await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      // pg-boss completes and fails jobs without awaiting it: the database must outlive those statements.
      await db.close();
    },
    get stopping() {
      return stopping;
    },
    embedded: database.kind === 'pglite',
  };
}
