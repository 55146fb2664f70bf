import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work inside the server process (a CSV import): one job at a time, in the order
 * queued, so a large import never competes with requests for more than one connection's worth of
 * work. Jobs keep their progress in the database and are resumed at start-up, so nothing is lost
 * when the process stops; `stopping` tells a running job to end after its current step.
 */
export interface JobRunner {
  /** Queues `run` unless a job with this key is already waiting or running. */
  enqueue(key: string, run: () => Promise<void>): void;
  /** Resolves once nothing is queued or running (tests await the work they started). */
  idle(): Promise<void>;
  /** Takes no more jobs, asks the running one to stop, and waits for it. */
  stop(): Promise<void>;
  readonly stopping: boolean;
}

export function createJobRunner(log: FastifyBaseLogger): JobRunner {
  const keys = new Set<string>();
  let tail: Promise<void> = Promise.resolve();
  let stopping = false;

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
  };
}
