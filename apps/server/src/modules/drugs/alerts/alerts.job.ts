import type { AppContext } from '../../../context';
import { repeatJob } from '../../../jobs/repeat';
import { sendDrugAlerts } from './alerts.service';

/** Once a day: the job's id is named by the day, so restarts and replicas within it send one. */
const EVERY_MS = 24 * 60 * 60_000;
export const DRUG_ALERTS_TASK = 'drug-alerts';

export function defineDrugAlerts(context: AppContext): void {
  context.jobs.define(DRUG_ALERTS_TASK, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    async run() {
      const emails = await sendDrugAlerts(context, context.clock());
      if (emails > 0) context.log.info({ emails }, 'drug alerts sent');
    },
  });
}

export function scheduleDrugAlerts(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, DRUG_ALERTS_TASK, EVERY_MS, context.log);
}
