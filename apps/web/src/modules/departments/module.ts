import type { WebModule } from '../../app/routes';

/** The organisation's departments; in the menu under users. */
export default {
  namespaces: ['departments', 'auth'],
  routes: {
    '/departments': () => import('./DepartmentsPage').then((page) => page.DepartmentsPage),
  },
} satisfies WebModule;
