import type { ServerModule } from '../module';
import { defineEvaluations, queueUnfinishedEvaluations } from './evaluations/evaluations.job';
import { seedDemoGenetics } from './genetics.seed';
import { geneticsRoutes } from './genetics.routes';
import { genotypeRoutes } from './genotypes/genotypes.routes';
import { writeEpdUpload } from './uploads/uploads.worker';

/** Genetics and breeding: EPD sheets, contemporary groups, evaluations, submissions, genotypes and parentage. */
export default {
  name: 'genetics',
  routes: async (api) => {
    await api.register(geneticsRoutes);
    await api.register(genotypeRoutes);
  },
  tasks: (context) => defineEvaluations(context),
  resume: (context) => queueUnfinishedEvaluations(context),
  imports: { epd: writeEpdUpload },
  seeds: {
    // After the herd and its records (and semen and orders, which use the herd's animals as they were).
    demo: { order: 19, run: (db, demo) => seedDemoGenetics(db, demo) },
  },
} satisfies ServerModule;
