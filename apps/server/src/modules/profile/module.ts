import type { ServerModule } from '../module';
import { profileRoutes } from './profile.routes';

export default {
  name: 'profile',
  routes: async (api) => {
    await api.register(profileRoutes);
  },
} satisfies ServerModule;
