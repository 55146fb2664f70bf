import type { AppContext } from '../../context';
import { repeatJob } from '../../jobs/repeat';
import { sendDueReminders } from './reminders.service';

/** Often enough that a task added this morning for this afternoon is still reminded in time. */
const EVERY_MS = 15 * 60_000;
export const REMINDERS_TASK = 'task-reminders';

/** The job: the reminders of tasks due today (each occurrence once, so a second run sends nothing new). */
export function defineReminders(context: AppContext): void {
  context.jobs.define(REMINDERS_TASK, {
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    async run() {
      const emails = await sendDueReminders(context, context.clock());
      if (emails > 0) context.log.info({ emails }, 'task reminders sent');
    },
  });
}

/** Queues the reminders now and every 15 minutes, once per period across replicas; returns the stop. */
export function scheduleReminders(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, REMINDERS_TASK, EVERY_MS, context.log);
}
