import OrdersIcon from '@mui/icons-material/Storefront';
import type { WebModule } from '../../app/routes';

/**
 * Sales and purchases (docs/product.md §1 "Orders and products", §3 Order): the spec's "sell and
 * trade" and "buy" screens, each order's page with its steps from draft to paid, and the product
 * catalogue they are priced from.
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
    '/orders/:id': () => import('./detail/OrderDetailPage').then((page) => page.OrderDetailPage),
    '/orders/:id/edit': () => import('./form/OrderFormPage').then((page) => page.OrderFormPage),
  },
} satisfies WebModule;
