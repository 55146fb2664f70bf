import type { AppContext } from '../../context';
import { forgetExpiredRateLimits } from '../../http/rate-limit.store';
import { repeatJob } from '../../jobs/repeat';
import { forgetExpiredAttempts } from './attempts.repository';

/** Expired counters are few between two sweeps: every name tried lives a day at most (AUTH_LIMITS). */
const EVERY_MS = 15 * 60_000;
export const ATTEMPT_SWEEP_TASK = 'attempt-counters-sweep';

/**
 * The job: forgets the counters of sign-in names and code sends past their expiry, so names tried
 * once (most of them unknown) do not pile up, and the rate limits' windows that have ended.
 */
export function defineAttemptSweep(context: AppContext): void {
  context.jobs.define(ATTEMPT_SWEEP_TASK, {
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async run() {
      const forgotten = await forgetExpiredAttempts(context.system, context.clock());
      const windows = await forgetExpiredRateLimits(context.system);
      if (forgotten + windows > 0) context.log.debug({ forgotten, windows }, 'expired attempt counters forgotten');
    },
  });
}

/** Queues the sweep now and every 15 minutes, once per period across replicas; returns the stop. */
export function scheduleAttemptSweep(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, ATTEMPT_SWEEP_TASK, EVERY_MS, context.log);
}
