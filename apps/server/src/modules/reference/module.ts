import type { ServerModule } from '../module';
import { referenceRoutes } from './reference.routes';
import { seedReferenceData } from './reference.seed';

/** Countries, species and breeds: shared by every organisation, seeded on every start. */
export default {
  name: 'reference',
  routes: async (api) => {
    await api.register(referenceRoutes);
  },
  seeds: { reference: seedReferenceData },
} satisfies ServerModule;
