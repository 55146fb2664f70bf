import type { ServerModule } from '../module';
import { defineDrugAlerts, scheduleDrugAlerts } from './alerts/alerts.job';
import { drugsLowOnStock, packsExpiringSoon } from './alerts/drugs.alerts';
import { drugRoutes } from './drugs.routes';
import { seedDemoCabinet } from './drugs.seed';
import { defineReservationSweep, scheduleReservationSweep } from './reservations/reservations.job';

/** The medicine cabinet: drugs, packs, reservations and their sweep. */
export default {
  name: 'drugs',
  routes: async (api, context) => {
    await api.register(drugRoutes, { context });
  },
  tasks: (context) => {
    defineReservationSweep(context);
    defineDrugAlerts(context);
  },
  timers: [
    { start: scheduleReservationSweep, optIn: 'reservationSweep' },
    { start: scheduleDrugAlerts, optIn: 'drugAlerts' },
  ],
  seeds: {
    // After the herd (a milking cow is treated from the cabinet), before the action list.
    demo: { order: 15, run: (db, demo) => seedDemoCabinet(db, demo) },
  },
  counters: [
    { key: 'packsExpiringSoon', module: 'drugs', order: 33, count: packsExpiringSoon },
    { key: 'drugsLowOnStock', module: 'drugs', order: 34, count: drugsLowOnStock },
  ],
} satisfies ServerModule;
