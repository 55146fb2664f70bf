import type { ServerModule } from '../module';
import { activityLogRoutes } from './activity-log.routes';

export default {
  name: 'activity-log',
  routes: async (api) => {
    await api.register(activityLogRoutes);
  },
} satisfies ServerModule;
