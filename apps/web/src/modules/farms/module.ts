import FarmsIcon from '@mui/icons-material/Agriculture';
import type { WebModule } from '../../app/routes';

/** Farms and their zones, with the map and each farm's weather. */
export default {
  namespaces: ['farms', 'weather', 'auth'],
  menu: [{ section: 'farm', order: 20, module: 'farms', to: '/myfarm/farmlist', icon: FarmsIcon }],
  routes: {
    '/myfarm/farmlist': () => import('./FarmListPage').then((page) => page.FarmListPage),
    '/myfarm/register': () => import('./FarmFormPage').then((page) => page.RegisterFarmPage),
    '/myfarm/edit-farm/:farmId': () => import('./FarmFormPage').then((page) => page.EditFarmPage),
    '/myfarm/editfarm/:id': () => import('./FarmFormPage').then((page) => page.EditFarmPage),
    '/myfarm/edit': () => import('./FarmFormPage').then((page) => page.EditFarmPage),
    '/myfarm/detail/:farmId': () => import('./FarmDetailPage').then((page) => page.FarmDetailPage),
    '/myfarm/:id': () => import('./FarmDetailPage').then((page) => page.FarmDetailPage),
    '/myfarm/zones/:id': () => import('./zones/ZonesPage').then((page) => page.ZonesPage),
    '/myfarm/add-zone': () => import('./zones/ZoneFormPage').then((page) => page.AddZonePage),
    '/myfarm/edit-zone/:id': () => import('./zones/ZoneFormPage').then((page) => page.EditZonePage),
    '/myfarm/zone-details/:id': () => import('./zones/ZoneDetailPage').then((page) => page.ZoneDetailPage),
    '/googlemap': () => import('./FarmsMapPage').then((page) => page.FarmsMapPage),
  },
} satisfies WebModule;
