import { animalsInWithdrawal } from '../drugs/alerts/drugs.alerts';
import { eq } from 'drizzle-orm';
import { animals } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { seedDemoHerd } from './animals.seed';
import { animalBulkRoutes } from './bulk/animals.bulk.routes';
import { groupRoutes } from './groups/groups.routes';
import { animalImportRoutes } from './imports/animals.import.routes';
import { writeAnimalImport } from './imports/animals.import.worker';
import { performanceRoutes } from './performance/performance.routes';
import { recordRoutes } from './records/records.routes';
import { animalRoutes } from './register/animals.routes';

/** The herd: the register, records, groups, performance, imports and bulk actions. */
export default {
  name: 'animals',
  routes: async (api, context) => {
    await api.register(animalImportRoutes);
    await api.register(animalBulkRoutes);
    await api.register(animalRoutes, { context });
    await api.register(recordRoutes);
    await api.register(performanceRoutes);
    await api.register(groupRoutes);
  },
  imports: { animals: writeAnimalImport, weights: writeAnimalImport, milk: writeAnimalImport },
  counters: [
    { key: 'animals', module: 'animals', order: 20, count: organizationRows(animals, eq(animals.status, 'active')) },
    { key: 'animalsInWithdrawal', module: 'animals', order: 25, count: animalsInWithdrawal },
  ],
  seeds: {
    demo: {
      order: 10,
      run: (db, { organizationId, adminId, alamos, mezquite }) => seedDemoHerd(db, { organizationId, createdBy: adminId, alamos, mezquite }),
    },
  },
} satisfies ServerModule;
