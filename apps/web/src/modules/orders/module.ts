import OrdersIcon from '@mui/icons-material/Storefront';
import type { WebModule } from '../../app/routes';

/**
 * Sales and purchases (docs/product.md §1 "Orders and products", §3 Order): the spec's "sell and
 * trade" and "buy" screens, each order's page with its steps from draft to paid, the product
 * catalogue they are priced from, the shipments of animals with their movement sheets (the spec's
 * "send to abattoir" and "ship and track"), and the monthly summary of revenue and cost.
 */
export default {
  // `animals` and `action-list` label the animal pickers of a sale's lines.
  namespaces: ['orders', 'animals', 'action-list'],
  menu: [{ section: 'farm', order: 45, module: 'orders', to: '/sell-trade', icon: OrdersIcon }],
  routes: {
    '/sell-trade': () => import('./list/OrderListPage').then((page) => page.SalesPage),
    '/buy-view': () => import('./list/OrderListPage').then((page) => page.PurchasesPage),
    '/orders/new': () => import('./form/OrderFormPage').then((page) => page.OrderFormPage),
    '/orders/products': () => import('./products/ProductsPage').then((page) => page.ProductsPage),
    '/orders/summary': () => import('./summary/SummaryPage').then((page) => page.SummaryPage),
    '/send-to-abattoir': () => import('./shipments/ShipmentFormPage').then((page) => page.ShipmentFormPage),
    '/ship-and-track': () => import('./shipments/ShipmentListPage').then((page) => page.ShipmentListPage),
    '/shipment-details': () => import('./shipments/ShipmentDetailPage').then((page) => page.ShipmentDetailPage),
    '/orders/:id': () => import('./detail/OrderDetailPage').then((page) => page.OrderDetailPage),
    '/orders/:id/edit': () => import('./form/OrderFormPage').then((page) => page.OrderFormPage),
  },
} satisfies WebModule;
