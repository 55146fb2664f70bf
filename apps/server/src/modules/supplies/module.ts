import type { ServerModule } from '../module';
import { supplyRoutes } from './supplies.routes';

export default {
  name: 'supplies',
  routes: async (api) => {
    await api.register(supplyRoutes);
  },
} satisfies ServerModule;
