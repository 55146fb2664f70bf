import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import type { WebModule } from '../../app/routes';

/** The overview, and the 403 target (docs/product.md §6). */
export default {
  namespaces: ['dashboard', 'activity-log'],
  menu: [{ section: 'farm', order: 10, module: 'dashboard', to: '/dashboard', icon: DashboardIcon }],
  routes: {
    '/dashboard': () => import('./DashboardPage').then((page) => page.DashboardPage),
  },
} satisfies WebModule;
