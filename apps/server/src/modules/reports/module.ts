import type { ServerModule } from '../module';
import { reportRoutes } from './reports.routes';

/** Reports and analytics: herd figures with their definitions, as of any day, as pages and files. */
export default {
  name: 'reports',
  routes: async (api) => {
    await api.register(reportRoutes);
  },
} satisfies ServerModule;
