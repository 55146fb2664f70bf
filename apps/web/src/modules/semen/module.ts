import SemenAutomationIcon from '@mui/icons-material/Science';
import type { WebModule } from '../../app/routes';

/**
 * Semen automation (docs/product.md §1; docs/decisions.md: semen): the batches each collection
 * makes, held in quarantine until approved against the organisation's thresholds or rejected, the
 * collections, the sires with their donor health tests, the inseminators and the thresholds.
 */
export default {
  // `animals` labels the herd-animal picker of a sire; `action-list` the sire search's texts.
  namespaces: ['semen', 'animals', 'action-list'],
  menu: [{ section: 'breeding', order: 40, module: 'semenAutomation', to: '/semen-automation', icon: SemenAutomationIcon }],
  routes: {
    '/semen-automation': () => import('./batches/BatchListPage').then((page) => page.BatchListPage),
    '/semen-automation/batches/:id': () => import('./batches/BatchDetailPage').then((page) => page.BatchDetailPage),
    '/semen-automation/collections': () => import('./collections/CollectionListPage').then((page) => page.CollectionListPage),
    '/semen-automation/collections/new': () => import('./collections/CollectionFormPage').then((page) => page.CollectionFormPage),
    '/semen-automation/sires': () => import('./sires/SiresPage').then((page) => page.SiresPage),
    '/semen-automation/sires/:id': () => import('./sires/SireDetailPage').then((page) => page.SireDetailPage),
    '/semen-automation/inseminators': () => import('./inseminators/InseminatorsPage').then((page) => page.InseminatorsPage),
    '/semen-automation/thresholds': () => import('./thresholds/ThresholdsPage').then((page) => page.ThresholdsPage),
  },
} satisfies WebModule;
