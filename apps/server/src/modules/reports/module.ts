import type { ServerModule } from '../module';
import { datasetRoutes } from './dataset/dataset.routes';
import { seedDemoHerdHistory } from './herd-history.seed';
import { myWorkRoutes } from './my-work/my-work.routes';
import { reportRoutes } from './reports.routes';
import { defineReportSchedules, scheduleReportSchedules } from './schedules/schedules.job';
import { scheduleRoutes } from './schedules/schedules.routes';
import { defineReportSnapshots, defineReportSnapshotsRefresh, scheduleReportSnapshotsRefresh } from './snapshots/snapshots.service';

/** Reports and analytics: herd figures with their definitions, as of any day, as pages and files; scheduled reports and one's own work; the organisation's data as a dataset. */
export default {
  name: 'reports',
  routes: async (api, context) => {
    await api.register(reportRoutes);
    await api.register(datasetRoutes);
    await api.register(scheduleRoutes, { context });
    await api.register(myWorkRoutes);
  },
  tasks: (context) => {
    defineReportSchedules(context);
    defineReportSnapshots(context);
    defineReportSnapshotsRefresh(context);
  },
  timers: [
    { start: scheduleReportSchedules, optIn: 'reportSchedules' },
    { start: scheduleReportSnapshotsRefresh, optIn: 'reportSnapshots' },
  ],
  seeds: {
    // After the herd and every module that adds to it.
    demo: { order: 22, run: (db, demo) => seedDemoHerdHistory(db, demo) },
  },
} satisfies ServerModule;
