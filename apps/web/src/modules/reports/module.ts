import ReportsIcon from '@mui/icons-material/Assessment';
import type { WebModule } from '../../app/routes';

const analytics = () => import('./analytics/AnalyticsPage').then((page) => page.AnalyticsPage);
const myReports = () => import('./my-reports');

/**
 * Reports and analytics (docs/decisions.md: reports): every analytics page is one page read from
 * the shared layout (its figures with their definitions, charts and table), as of any day; one's own
 * work and scheduled reports, and a farm's satellite and weather reports, under /my-reports.
 */
export default {
  // The farm and period of the satellite and weather reports, and the record and task types of one's work.
  namespaces: ['reports', 'animals', 'action-list', 'farms', 'satellite', 'weather'],
  menu: [{ section: 'insights', order: 10, module: 'reports', to: '/analytics', icon: ReportsIcon }],
  routes: {
    '/analytics': analytics,
    '/analytics-reporting/breeder': analytics,
    '/analytics-reporting/health': analytics,
    '/analytics-reporting/production/dairy': analytics,
    '/analytics-reporting/production/meat': analytics,
    '/analytics-reporting/calfAnalytics': analytics,
    '/analytics-reporting/animalAnalytics': analytics,
    '/analytics-reporting/calffAnalytics': analytics,
    '/analytics-reporting/animallAnalytics': analytics,
    '/analytics-reporting/milkAnalytics': analytics,
    '/analytics-reporting/studAnalytics': analytics,
    '/analytics-reporting/milkingAnalytics': analytics,
    '/analytics-reporting/milktypeAnalytics': analytics,
    '/analytics-reporting/semenAnalytics': analytics,
    '/analytics-reporting/pregnancyAnalytics': analytics,
    '/my-reports': () => myReports().then((page) => page.MyReportsPage),
    '/my-reports/satellite-reports': () => myReports().then((page) => page.SatelliteReportsPage),
    '/my-reports/weather-reports': () => myReports().then((page) => page.WeatherReportsPage),
  },
} satisfies WebModule;
