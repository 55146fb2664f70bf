import { roles } from '../../db/schema';
import { organizationRows } from '../dashboard/dashboard.counters';
import type { ServerModule } from '../module';
import { roleRoutes } from './roles.routes';
import { seedAccessControl } from './roles.seed';

export default {
  name: 'roles',
  routes: async (api) => {
    await api.register(roleRoutes);
  },
  // Roles belong to the users module for permissions (docs/decisions.md).
  counters: [{ key: 'roles', module: 'users', order: 60, count: organizationRows(roles) }],
  // Every organisation gets the default departments and roles once, and its role-less users a role.
  seeds: { everyOrganization: seedAccessControl },
} satisfies ServerModule;
