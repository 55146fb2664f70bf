import type { AppContext } from '../../context';
import { repeatJob } from '../../jobs/repeat';
import { forgetExpiredAttempts } from './attempts.repository';

/** Expired counters are few between two sweeps: every name tried lives a day at most (AUTH_LIMITS). */
const EVERY_MS = 15 * 60_000;

/**
 * Forgets the counters of sign-in names and code sends past their expiry, now and every 15
 * minutes, so names tried once (most of them unknown) do not pile up; returns the stop.
 */
export function scheduleAttemptSweep(context: AppContext): () => void {
  return repeatJob(context.jobs, 'attempt-counters-sweep', EVERY_MS, async () => {
    const forgotten = await forgetExpiredAttempts(context.system, context.clock());
    if (forgotten > 0) context.log.debug({ forgotten }, 'expired attempt counters forgotten');
  });
}
