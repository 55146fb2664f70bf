import ActivityLogIcon from '@mui/icons-material/History';
import type { WebModule } from '../../app/routes';

/** Who did what, organisation-wide. */
export default {
  namespaces: ['activity-log'],
  menu: [{ section: 'administration', order: 30, module: 'activityLog', to: '/activitylog', icon: ActivityLogIcon }],
  routes: {
    '/activitylog': () => import('./ActivityLogPage').then((page) => page.ActivityLogPage),
  },
} satisfies WebModule;
