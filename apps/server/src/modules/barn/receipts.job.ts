import type { AppContext } from '../../context';
import { repeatJob } from '../../jobs/repeat';
import { forgetReceiptsBefore } from './receipts.repository';

/**
 * How long a command's receipt is kept. A retry comes within minutes or days of the first send; a
 * phone offline for longer than this cannot send an acknowledged command again, since the client
 * drops a command once it is answered (docs/decisions.md, "Offline in the barn").
 */
export const RECEIPT_KEPT_DAYS = 30;
const EVERY_MS = 24 * 60 * 60_000;
export const RECEIPT_PURGE_TASK = 'command-receipts-purge';

/** Forgets every organisation's receipts older than RECEIPT_KEPT_DAYS; answers how many. */
export async function purgeReceipts(context: AppContext): Promise<number> {
  return forgetReceiptsBefore(context.system, new Date(context.clock().getTime() - RECEIPT_KEPT_DAYS * EVERY_MS));
}

export function defineReceiptPurge(context: AppContext): void {
  context.jobs.define(RECEIPT_PURGE_TASK, {
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async run() {
      const forgotten = await purgeReceipts(context);
      if (forgotten > 0) context.log.debug({ forgotten }, 'command receipts forgotten');
    },
  });
}

/** Queues the purge now and once a day, once per period across replicas; returns the stop. */
export function scheduleReceiptPurge(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, RECEIPT_PURGE_TASK, EVERY_MS, context.log);
}
