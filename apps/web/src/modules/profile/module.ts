import type { WebModule } from '../../app/routes';

/** The signed-in person's own details and picture. */
export default {
  namespaces: ['profile', 'auth'],
  routes: {
    '/profile': () => import('./ProfilePage').then((page) => page.ProfilePage),
  },
} satisfies WebModule;
