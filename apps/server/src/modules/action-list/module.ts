import { ACTIVE_TASK_STATUSES } from '@ganado/shared/action-list';
import { inArray } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { completionRoutes } from './completions.routes';
import { defineReminders, scheduleReminders } from './reminders.job';
import { taskRoutes } from './tasks.routes';
import { seedDemoTasks } from './tasks.seed';

/** Tasks, their occurrences and completions, and the due-today reminders. */
export default {
  name: 'action-list',
  routes: async (api) => {
    await api.register(completionRoutes);
    await api.register(taskRoutes);
  },
  tasks: defineReminders,
  timers: [{ start: scheduleReminders, optIn: 'reminders' }],
  counters: [{ key: 'openTasks', module: 'actionList', order: 30, count: organizationRows(tasks, inArray(tasks.status, [...ACTIVE_TASK_STATUSES])) }],
  seeds: {
    // After the herd: the demo week names its animals.
    demo: {
      order: 20,
      run: (db, { organizationId, adminId, farmerId, alamos, mezquite }) =>
        seedDemoTasks(db, { organizationId, adminId, farmerId, alamosFarmId: alamos.farmId, mezquiteFarmId: mezquite.farmId }),
    },
  },
} satisfies ServerModule;
