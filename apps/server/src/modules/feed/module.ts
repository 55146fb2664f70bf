import type { ServerModule } from '../module';
import { feedRoutes } from './feed.routes';
import { seedDemoFeed } from './feed.seed';
import { lotsLowOnStock } from './inventory/lots.repository';
import { rationsRoutes } from './rations/rations.routes';

/** Feed management: the feed library, lots in stock, suppliers' price lists, suggestions, and rations. */
export default {
  name: 'feed',
  routes: async (api) => {
    await api.register(feedRoutes);
    await api.register(rationsRoutes);
  },
  counters: [{ key: 'feedLotsLowOnStock', module: 'feed', order: 36, count: lotsLowOnStock }],
  seeds: {
    // After the herd and the orders' counterparties (the forage seller's price list).
    demo: { order: 21, run: (db, demo) => seedDemoFeed(db, demo) },
  },
} satisfies ServerModule;
