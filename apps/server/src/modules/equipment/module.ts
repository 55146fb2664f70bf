import type { ServerModule } from '../module';
import { equipmentDueForService } from './equipment.repository';
import { equipmentRoutes } from './equipment.routes';
import { seedDemoEquipment } from './equipment.seed';
import { defineEquipmentPlans, scheduleEquipmentPlans } from './plans.job';

/** Equipment: the machinery inventory, its groups, maintenance in the log, plans that raise tasks, documents. */
export default {
  name: 'equipment',
  routes: async (api) => {
    await api.register(equipmentRoutes);
  },
  tasks: (context) => defineEquipmentPlans(context),
  timers: [{ start: scheduleEquipmentPlans }],
  counters: [{ key: 'equipmentDueForService', module: 'equipment', order: 37, count: equipmentDueForService }],
  seeds: {
    // Any time after the farms and people: the machinery names nothing else.
    demo: { order: 32, run: (db, demo) => seedDemoEquipment(db, demo) },
  },
} satisfies ServerModule;
