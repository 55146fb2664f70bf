import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { userAdminRoutes } from './users.admin.routes';
import { userImportRoutes } from './users.import.routes';
import { writeUserImport } from './users.import.worker';
import { userRoutes } from './users.routes';

/** The signed-in password change, the users administration and the users import. */
export default {
  name: 'users',
  routes: async (api, context) => {
    await api.register(userRoutes, { context });
    await api.register(userAdminRoutes);
    await api.register(userImportRoutes);
  },
  imports: { users: writeUserImport },
  counters: [{ key: 'activeUsers', module: 'users', order: 40, count: organizationRows(users, eq(users.status, 'active')) }],
} satisfies ServerModule;
