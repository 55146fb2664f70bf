import GenotypePerformanceIcon from '@mui/icons-material/QueryStats';
import InseminatorStatisticsIcon from '@mui/icons-material/Leaderboard';
import OrganisationIcon from '@mui/icons-material/CorporateFare';
import SemenAutomationIcon from '@mui/icons-material/Science';
import type { WebModule } from '../../app/routes';

/**
 * Semen automation (docs/product.md §1; docs/decisions.md: semen): the batches each collection
 * makes, held in quarantine until approved against the organisation's thresholds or rejected, the
 * collections, the sires with their donor health tests, the inseminators, the thresholds, and the
 * liquid-nitrogen tanks the approved straws are stored in, counted monthly.
 */
export default {
  // `animals` labels the herd-animal picker of a sire; `action-list` the sire search's texts.
  namespaces: ['semen', 'animals', 'action-list'],
  menu: [
    { section: 'breeding', order: 40, module: 'semenAutomation', to: '/semen-automation', icon: SemenAutomationIcon },
    // The fertility statistics screens (docs/decisions.md: the statistics screens), each under its own module.
    { section: 'breeding', order: 30, module: 'genotypePerformance', to: '/genotype-performance', icon: GenotypePerformanceIcon },
    { section: 'breeding', order: 50, module: 'inseminatorStatistics', to: '/inseminator-statistics', icon: InseminatorStatisticsIcon },
    { section: 'administration', order: 20, module: 'organisation', to: '/organisation', icon: OrganisationIcon },
  ],
  routes: {
    '/semen-automation': () => import('./batches/BatchListPage').then((page) => page.BatchListPage),
    '/semen-automation/batches/:id': () => import('./batches/BatchDetailPage').then((page) => page.BatchDetailPage),
    '/semen-automation/collections': () => import('./collections/CollectionListPage').then((page) => page.CollectionListPage),
    '/semen-automation/collections/new': () => import('./collections/CollectionFormPage').then((page) => page.CollectionFormPage),
    '/semen-automation/sires': () => import('./sires/SiresPage').then((page) => page.SiresPage),
    '/semen-automation/sires/:id': () => import('./sires/SireDetailPage').then((page) => page.SireDetailPage),
    '/semen-automation/inseminators': () => import('./inseminators/InseminatorsPage').then((page) => page.InseminatorsPage),
    '/semen-automation/thresholds': () => import('./thresholds/ThresholdsPage').then((page) => page.ThresholdsPage),
    '/semen-automation/tanks': () => import('./tanks/TanksPage').then((page) => page.TanksPage),
    '/semen-automation/tanks/:id': () => import('./tanks/TankDetailPage').then((page) => page.TankDetailPage),
    '/semen-automation/tanks/:id/count': () => import('./tanks/TankCountPage').then((page) => page.TankCountPage),
    '/inseminator-statistics': () => import('./statistics/StatisticsPage').then((page) => page.InseminatorStatisticsPage),
    '/organisation': () => import('./statistics/StatisticsPage').then((page) => page.OrganisationStatisticsPage),
    '/genotype-performance': () => import('./statistics/StatisticsPage').then((page) => page.GenotypePerformancePage),
  },
} satisfies WebModule;
