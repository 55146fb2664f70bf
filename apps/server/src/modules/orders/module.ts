import type { ServerModule } from '../module';
import { seedDemoOrders } from './orders.seed';
import { orderRoutes } from './orders.routes';

/** Orders and products: the catalogue, customers and suppliers, sales and purchases. */
export default {
  name: 'orders',
  routes: async (api) => {
    await api.register(orderRoutes);
  },
  seeds: {
    // After the herd (the steers for sale) and the cabinet.
    demo: { order: 18, run: (db, demo) => seedDemoOrders(db, demo) },
  },
} satisfies ServerModule;
