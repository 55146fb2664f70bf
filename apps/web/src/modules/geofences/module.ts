import GeofencesIcon from '@mui/icons-material/Fence';
import type { WebModule } from '../../app/routes';

/** Geofences drawn on a farm's map, and fields measured by walking them. */
export default {
  namespaces: ['geofences', 'farms'],
  menu: [{ section: 'farm', order: 80, module: 'geofences', to: '/geofence', icon: GeofencesIcon }],
  routes: {
    '/geofence': () => import('./GeofencesPage').then((page) => page.GeofencesPage),
    '/geofence/sub': () => import('./SubGeofencesPage').then((page) => page.SubGeofencesPage),
    '/geofence/:farmid': () => import('./FarmGeofencePage').then((page) => page.FarmGeofencePage),
    '/geofence/walkmeasure': () => import('./WalkMeasurePage').then((page) => page.WalkMeasurePage),
    '/geofence/saved': () => import('./SavedGeofencesPage').then((page) => page.SavedGeofencesPage),
  },
} satisfies WebModule;
