import UsersIcon from '@mui/icons-material/People';
import type { WebModule } from '../../app/routes';

/** The organisation's people: active, deactivated, imported, and the imports' progress. */
export default {
  namespaces: ['users', 'auth'],
  menu: [{ section: 'administration', order: 10, module: 'users', to: '/users', icon: UsersIcon }],
  routes: {
    '/users': () => import('./UsersPage').then((page) => page.UsersPage),
    '/users/deactivated': () => import('./UsersPage').then((page) => page.DeactivatedUsersPage),
    '/users/imported': () => import('./UsersPage').then((page) => page.ImportedUsersPage),
    '/users/import-status': () => import('./ImportStatusPage').then((page) => page.ImportStatusPage),
  },
} satisfies WebModule;
