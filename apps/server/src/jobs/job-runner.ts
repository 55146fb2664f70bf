import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work inside the server process (a CSV import): one job at a time, in the order
 * queued, so a large import never competes with requests for more than one connection's worth of
 * work. Jobs keep their progress in the database and are resumed at start-up, so nothing is lost
 * when the process stops; `stopping` tells a running job to end after its current step.
 * Jobs give way to people: between steps a job lets the server read what arrived and waits while
 * requests are being served (with an embedded database a transaction holds the only connection,
 * and a page polling for progress must not queue behind the whole import).
 */
export interface JobRunner {
  /** Queues `run` unless a job with this key is already waiting or running. */
  enqueue(key: string, run: () => Promise<void>): void;
  /** Resolves once nothing is queued or running (tests await the work they started). */
  idle(): Promise<void>;
  /** Takes no more jobs, asks the running one to stop, and waits for it. */
  stop(): Promise<void>;
  readonly stopping: boolean;
  /** Called by the HTTP layer around every request. */
  requestStarted(): void;
  requestEnded(): void;
  /** Resolves when no request is being served, or after `maxWaitMs` (so a busy server still makes progress). */
  whenQuiet(maxWaitMs?: number): Promise<void>;
}

/** Between two steps of a job. */
const PAUSE_MS = 10;

export function createJobRunner(log: FastifyBaseLogger): JobRunner {
  const keys = new Set<string>();
  let tail: Promise<void> = Promise.resolve();
  let stopping = false;
  let requests = 0;
  let quiet: (() => void)[] = [];

  const idle = async () => {
    let current: Promise<void>;
    do {
      current = tail;
      await current;
    } while (current !== tail);
  };

  return {
    enqueue(key, run) {
      if (stopping || keys.has(key)) return;
      keys.add(key);
      tail = tail
        .then(() => (stopping ? undefined : run()))
        .catch((error: unknown) => log.error({ err: error, job: key }, 'background job failed'))
        .finally(() => keys.delete(key));
    },
    idle,
    async stop() {
      stopping = true;
      await idle();
    },
    get stopping() {
      return stopping;
    },
    requestStarted() {
      requests += 1;
    },
    requestEnded() {
      requests = Math.max(0, requests - 1);
      if (requests > 0) return;
      for (const resolve of quiet) resolve();
      quiet = [];
    },
    async whenQuiet(maxWaitMs = 1000) {
      // An embedded database answers in microtasks, so without this pause a job would never let
      // the server read a request that arrived meanwhile; a few milliseconds let it accept and parse one.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      if (requests === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs);
        quiet.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
