import type { AppContext } from '../../context';
import { sendDueReminders } from './reminders.service';

/** Often enough that a task added this morning for this afternoon is still reminded in time. */
const EVERY_MS = 15 * 60_000;

/**
 * Sends the reminders of tasks due today now and every 15 minutes, as a background job (one at a
 * time, giving way to requests; a failure is logged by the runner, never crashing the server).
 * The timer does not keep the process alive; the returned function stops it.
 */
export function scheduleReminders(context: AppContext): () => void {
  const run = () =>
    context.jobs.enqueue('task-reminders', async () => {
      const emails = await sendDueReminders(context, context.clock());
      if (emails > 0) context.log.info({ emails }, 'task reminders sent');
    });
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
