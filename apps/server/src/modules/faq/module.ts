import type { ServerModule } from '../module';
import { faqRoutes } from './faq.routes';
import { seedDemoFaq } from './faq.seed';

/** The FAQ: the organisation's own questions and answers, beside Ganado's (the web app's). */
export default {
  name: 'faq',
  routes: async (api) => {
    await api.register(faqRoutes);
  },
  seeds: { demo: { order: 30, run: (db, demo) => seedDemoFaq(db, demo) } },
} satisfies ServerModule;
