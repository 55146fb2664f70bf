import type { ServerModule } from '../module';
import { signUpRoutes } from './sign-up.routes';

export default {
  name: 'sign-up',
  routes: async (api, context) => {
    await api.register(signUpRoutes, { context });
  },
} satisfies ServerModule;
