import type { ServerModule } from '../module';
import { seedDemoSemen } from './semen.seed';
import { semenRoutes } from './semen.routes';
import { statisticsRoutes } from './statistics/statistics.routes';

/** Semen automation: sires, collections, batches and their approval, tanks and straws, inseminators and inseminations. */
export default {
  name: 'semen',
  routes: async (api) => {
    await api.register(semenRoutes);
    await api.register(statisticsRoutes);
  },
  seeds: {
    // After the herd (Capitán and the dairy's cows) and before the orders.
    demo: { order: 17, run: (db, demo) => seedDemoSemen(db, demo) },
  },
} satisfies ServerModule;
