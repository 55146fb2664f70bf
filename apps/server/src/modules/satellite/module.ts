import type { ServerModule } from '../module';
import { satelliteRoutes } from './satellite.routes';

export default {
  name: 'satellite',
  routes: async (api) => {
    await api.register(satelliteRoutes);
  },
} satisfies ServerModule;
