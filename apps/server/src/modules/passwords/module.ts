import type { ServerModule } from '../module';
import { passwordRoutes } from './passwords.routes';

export default {
  name: 'passwords',
  routes: async (api, context) => {
    await api.register(passwordRoutes, { context });
  },
} satisfies ServerModule;
