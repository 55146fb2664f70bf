import type { ServerModule } from '../module';
import { dashboardRoutes } from './dashboard.routes';

/** The counters it shows are the other modules' (`counters` in their module.ts). */
export default {
  name: 'dashboard',
  routes: async (api) => {
    await api.register(dashboardRoutes);
  },
} satisfies ServerModule;
