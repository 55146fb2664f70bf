import { isNull } from 'drizzle-orm';
import { farms } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { farmRoutes } from './farms.routes';

/** Farms and their zones; the demo farms are the demo organisation's own (seed/demo.ts). */
export default {
  name: 'farms',
  routes: async (api, context) => {
    await api.register(farmRoutes, { context });
  },
  counters: [{ key: 'farms', module: 'farms', order: 10, count: organizationRows(farms, isNull(farms.deletedAt)) }],
} satisfies ServerModule;
