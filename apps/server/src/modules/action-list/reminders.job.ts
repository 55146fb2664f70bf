import type { AppContext } from '../../context';
import { repeatJob } from '../../jobs/repeat';
import { sendDueReminders } from './reminders.service';

/** Often enough that a task added this morning for this afternoon is still reminded in time. */
const EVERY_MS = 15 * 60_000;

/** Sends the reminders of tasks due today now and every 15 minutes, as a background job; returns the stop. */
export function scheduleReminders(context: AppContext): () => void {
  return repeatJob(context.jobs, 'task-reminders', EVERY_MS, async () => {
    const emails = await sendDueReminders(context, context.clock());
    if (emails > 0) context.log.info({ emails }, 'task reminders sent');
  });
}
