import type { WebModule } from '../../app/routes';

/** Roles per department and their permissions; in the menu under users. */
export default {
  namespaces: ['roles', 'auth'],
  routes: {
    '/roles/:department?': () => import('./RolesPage').then((page) => page.RolesPage),
    '/roles/permissions/:department?/:role_number?': () => import('./PermissionsPage').then((page) => page.PermissionsPage),
  },
} satisfies WebModule;
