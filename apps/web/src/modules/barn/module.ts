import BarnIcon from '@mui/icons-material/Warehouse';
import type { WebModule } from '../../app/routes';

/**
 * The barn (docs/decisions.md, "Offline in the barn"): the selected farm kept on the phone, the
 * day's records and task completions made without a signal and sent, once each, when it returns.
 */
export default {
  // The animals' and the action list's words: the barn records their records and completes their tasks.
  namespaces: ['barn', 'animals', 'action-list'],
  menu: [{ section: 'farm', order: 35, module: 'barn', requires: 'animals', to: '/barn', icon: BarnIcon }],
  routes: {
    '/barn': () => import('./BarnAnimalsPage').then((page) => page.BarnAnimalsPage),
    '/barn/animal/:id': () => import('./BarnAnimalPage').then((page) => page.BarnAnimalPage),
    '/barn/tasks': () => import('./BarnTasksPage').then((page) => page.BarnTasksPage),
    '/barn/sync': () => import('./BarnSyncPage').then((page) => page.BarnSyncPage),
  },
} satisfies WebModule;
