import type { ServerModule } from '../module';
import { semenRoutes } from './semen.routes';

/** Semen automation: sires, collections, batches in quarantine and their approval, inseminators. */
export default {
  name: 'semen',
  routes: async (api) => {
    await api.register(semenRoutes);
  },
} satisfies ServerModule;
