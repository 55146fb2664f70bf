import { createHash } from 'node:crypto';
import type { Clock } from '../context';
import type { JobQueue } from './job-queue';

/** A UUID named by `text` (the same text, the same id on every replica). */
export function namedId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues a job of `task` now and every `everyMs` on this replica's timer, at most once per period
 * across replicas: the job's id is named by the period the clock is in, so replicas ticking in the
 * same period send the same id and the queue keeps one. The timer does not keep the process alive;
 * the returned function stops it.
 */
export function repeatJob(jobs: JobQueue, clock: Clock, task: string, everyMs: number, log: { error(object: object, message: string): void }): () => void {
  const send = () => {
    const period = Math.floor(clock().getTime() / everyMs);
    jobs.send(task, {}, { id: namedId(`${task}:${period}`) }).catch((error: unknown) => log.error({ err: error, task }, 'repeated job not queued'));
  };
  send();
  const timer = setInterval(send, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
