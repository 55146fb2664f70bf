import type { ServerModule } from '../module';
import { healthRoutes } from './health.routes';
import { definePlannerStatistics, schedulePlannerStatistics } from './statistics.job';

/** The server's own health: its status route, and the planner's statistics kept current on PGlite. */
export default {
  name: 'health',
  routes: async (api) => {
    await api.register(healthRoutes);
  },
  tasks: definePlannerStatistics,
  timers: [{ start: schedulePlannerStatistics }],
} satisfies ServerModule;
