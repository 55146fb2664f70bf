import type { AppContext } from '../../../context';
import { repeatJob } from '../../../jobs/repeat';
import { sweepExpiredReservations } from './reservations.service';

/**
 * Every five minutes: a reservation holds at most that long past its time. The state is in the
 * database and the job in the durable queue, so a restart loses nothing (docs/decisions.md: reservations).
 */
const EVERY_MS = 5 * 60_000;
export const RESERVATION_SWEEP_TASK = 'drug-reservation-sweep';

export function defineReservationSweep(context: AppContext): void {
  context.jobs.define(RESERVATION_SWEEP_TASK, {
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async run() {
      const released = await sweepExpiredReservations(context, context.clock());
      if (released > 0) context.log.info({ released }, 'expired drug reservations released');
    },
  });
}

/** Queues the sweep now and every five minutes, once per period across replicas; returns the stop. */
export function scheduleReservationSweep(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, RESERVATION_SWEEP_TASK, EVERY_MS, context.log);
}
