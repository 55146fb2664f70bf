import type { ServerModule } from '../module';
import { outboxRoutes } from './notifications.routes';

/** Email and SMS are sent through `context.notifier`; outside production, the outbox shows what was sent. */
export default {
  name: 'notifications',
  routes: async (api, context) => {
    if (context.config.nodeEnv !== 'production') await api.register(outboxRoutes, { context });
  },
} satisfies ServerModule;
