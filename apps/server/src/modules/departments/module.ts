import { departments } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { departmentRoutes } from './departments.routes';

export default {
  name: 'departments',
  routes: async (api) => {
    await api.register(departmentRoutes);
  },
  // Departments belong to the users module for permissions (docs/decisions.md).
  counters: [{ key: 'departments', module: 'users', order: 50, count: organizationRows(departments) }],
} satisfies ServerModule;
