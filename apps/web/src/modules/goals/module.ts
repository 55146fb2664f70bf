import GoalsIcon from '@mui/icons-material/Flag';
import type { WebModule } from '../../app/routes';

/** Livestock goals (docs/decisions.md: livestock goals): targets on the herd figures, their progress from the records. */
export default {
  // The reports' namespace: a goal's figure is written in its words and units.
  namespaces: ['goals', 'reports'],
  menu: [{ section: 'farm', order: 60, module: 'goals', to: '/livestock_goals', icon: GoalsIcon }],
  routes: {
    '/livestock-goals/user-guide': () => import('./UserGuidePage').then((page) => page.UserGuidePage),
    '/livestock_goals': () => import('./GoalsListPage').then((page) => page.GoalsListPage),
    '/livestock_goals/add': () => import('./GoalFormPage').then((page) => page.GoalFormPage),
    '/livestock_goals/update/:id': () => import('./GoalFormPage').then((page) => page.GoalFormPage),
    '/livestock_goals/viewDetails/:id': () => import('./GoalDetailsPage').then((page) => page.GoalDetailsPage),
  },
} satisfies WebModule;
