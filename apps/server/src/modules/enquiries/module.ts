import { eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { startChatHub } from './chat.hub';
import { enquiryRoutes } from './enquiries.routes';
import { seedDemoEnquiries } from './enquiries.seed';

/** Enquiries to the organisation's administrators, with a live chat each (docs/decisions.md: enquiries). */
export default {
  name: 'enquiries',
  routes: async (api, context) => {
    const hub = await startChatHub(context);
    api.addHook('onClose', () => hub.stop());
    await api.register(enquiryRoutes(context, hub));
  },
  counters: [{ key: 'openEnquiries', module: 'enquiries', order: 90, count: organizationRows(enquiries, eq(enquiries.status, 'open')) }],
  seeds: { demo: { order: 40, run: (db, demo) => seedDemoEnquiries(db, demo) } },
} satisfies ServerModule;
