import type { ServerModule } from '../module';
import { weatherRoutes } from './weather.routes';

export default {
  name: 'weather',
  routes: async (api) => {
    await api.register(weatherRoutes);
  },
} satisfies ServerModule;
