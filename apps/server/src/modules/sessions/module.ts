import type { ServerModule } from '../module';
import { defineAttemptSweep, scheduleAttemptSweep } from './attempts.job';
import { sessionRoutes } from './sessions.routes';

/** Signing in and out, and the sweep of expired sign-in counters. */
export default {
  name: 'sessions',
  routes: async (api, context) => {
    await api.register(sessionRoutes, { context });
  },
  tasks: defineAttemptSweep,
  timers: [{ start: scheduleAttemptSweep }],
} satisfies ServerModule;
