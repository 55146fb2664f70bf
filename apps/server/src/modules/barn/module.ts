import type { ServerModule } from '../module';
import { barnRoutes } from './barn.routes';
import { defineReceiptPurge, scheduleReceiptPurge } from './receipts.job';

/** The barn: a farm's snapshot for a phone working offline, and the daily purge of command receipts. */
export default {
  name: 'barn',
  routes: async (api) => {
    await api.register(barnRoutes);
  },
  tasks: (context) => defineReceiptPurge(context),
  timers: [{ start: scheduleReceiptPurge }],
} satisfies ServerModule;
