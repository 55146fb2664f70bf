import type { ServerModule } from '../module';
import { preRegisterRoutes } from './pre-register.routes';

export default {
  name: 'pre-register',
  routes: async (api, context) => {
    await api.register(preRegisterRoutes, { context });
  },
} satisfies ServerModule;
