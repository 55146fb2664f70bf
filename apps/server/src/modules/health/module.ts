import type { ServerModule } from '../module';
import { healthRoutes } from './health.routes';

export default {
  name: 'health',
  routes: async (api) => {
    await api.register(healthRoutes);
  },
} satisfies ServerModule;
