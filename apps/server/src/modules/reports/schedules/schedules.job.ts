import type { AppContext } from '../../../context';
import { repeatJob } from '../../../jobs/repeat';
import { sendDueReports } from './schedules.delivery';

/** Schedules are due on the hour: a run every 15 minutes sends each within a quarter of an hour of it. */
const EVERY_MS = 15 * 60_000;
export const REPORT_SCHEDULES_TASK = 'report-schedules';

/** The job: every scheduled report due, each claimed once, so a second run (or replica) sends nothing new. */
export function defineReportSchedules(context: AppContext): void {
  context.jobs.define(REPORT_SCHEDULES_TASK, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    // Within its period: the next run picks up whatever this one had no time for.
    expireInSeconds: 14 * 60,
    async run() {
      const sent = await sendDueReports(context, context.clock());
      if (sent > 0) context.log.info({ sent }, 'scheduled reports sent');
    },
  });
}

/** Queues the job now and every 15 minutes, once per period across replicas; returns the stop. */
export function scheduleReportSchedules(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, REPORT_SCHEDULES_TASK, EVERY_MS, context.log);
}
