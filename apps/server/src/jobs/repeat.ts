import type { JobRunner } from './job-runner';

/**
 * Queues `work` as a background job now and every `everyMs` (one at a time with the other jobs,
 * a failure logged by the runner, never crashing the server). The timer does not keep the
 * process alive; the returned function stops it.
 */
export function repeatJob(jobs: JobRunner, key: string, everyMs: number, work: () => Promise<void>): () => void {
  const run = () => jobs.enqueue(key, work);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
