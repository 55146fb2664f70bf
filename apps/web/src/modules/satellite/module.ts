import SatelliteReportsIcon from '@mui/icons-material/SatelliteAlt';
import type { WebModule } from '../../app/routes';

/** A farm's vegetation index from satellite images. */
export default {
  namespaces: ['satellite', 'farms'],
  menu: [{ section: 'insights', order: 20, module: 'satelliteReports', to: '/satellite_reports', icon: SatelliteReportsIcon }],
  routes: {
    '/satellite_reports': () => import('./SatelliteReportPage').then((page) => page.SatelliteReportPage),
    '/satellite_reports/primary-geofence': () => import('./SatelliteReportPage').then((page) => page.SatelliteReportPage),
  },
} satisfies WebModule;
