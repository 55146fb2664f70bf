import type { ServerModule } from '../module';
import { goalRoutes } from './goals.routes';
import { seedDemoGoals } from './goals.seed';
import { countGoalsAtRisk } from './goals.service';

/** Livestock goals: targets on the herd figures, their progress worked out from the records. */
export default {
  name: 'goals',
  routes: async (api) => {
    await api.register(goalRoutes);
  },
  counters: [{ key: 'goalsAtRisk', module: 'goals', order: 38, count: (db, organizationId, now) => countGoalsAtRisk({ db, clock: () => now }, organizationId) }],
  // After the herd's history (reports, 22), which the baselines read.
  seeds: { demo: { order: 31, run: (db, demo) => seedDemoGoals(db, demo) } },
} satisfies ServerModule;
