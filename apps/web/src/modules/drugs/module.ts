import DrugsIcon from '@mui/icons-material/Medication';
import type { WebModule } from '../../app/routes';

/**
 * The medicine cabinet (docs/product.md §2 /drugList, §3 Drug and Drug pack): drugs, their labels and
 * their packs, orders to suppliers, the medicine register and treatment protocols.
 */
export default {
  // `animals` labels the routes of administration, which the herd's treatment records use too; `action-list` the animals picker of a protocol's course.
  namespaces: ['drugs', 'animals', 'action-list'],
  menu: [{ section: 'breeding', order: 10, module: 'drugs', to: '/drugList', icon: DrugsIcon }],
  routes: {
    '/drugList': () => import('./DrugListPage').then((page) => page.DrugListPage),
    '/drugList/drugregister': () => import('./DrugFormPage').then((page) => page.RegisterDrugPage),
    '/drugList/editDrug/:id': () => import('./DrugFormPage').then((page) => page.EditDrugPage),
    '/drugList/orders': () => import('./orders/OrdersPage').then((page) => page.OrdersPage),
    '/drugList/orders/new': () => import('./orders/OrderFormPage').then((page) => page.NewOrderPage),
    '/drugList/orders/:id': () => import('./orders/OrderDetailPage').then((page) => page.OrderDetailPage),
    '/drugList/orders/:id/edit': () => import('./orders/OrderFormPage').then((page) => page.EditOrderPage),
    '/drugList/register': () => import('./register/RegisterPage').then((page) => page.RegisterPage),
    '/drugList/protocols': () => import('./protocols/ProtocolsPage').then((page) => page.ProtocolsPage),
    '/drugList/:id': () => import('./DrugDetailPage').then((page) => page.DrugDetailPage),
  },
} satisfies WebModule;
