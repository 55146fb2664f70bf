import type { AppContext } from '../../context';
import { repeatJob } from '../../jobs/repeat';
import { evaluatePlans } from './plans.evaluate';
import { itemsWithPlans } from './plans.repository';

/** Once a day: a plan by days falls due with time alone, and a task completed in the action list resets its plan. */
const EVERY_MS = 24 * 60 * 60_000;
export const EQUIPMENT_PLANS_TASK = 'equipment-plans';

/** Evaluates every item's plans, one transaction per item; its task is raised for the plan's author. */
export async function evaluateAllPlans(context: AppContext): Promise<void> {
  // Found across organisations (the system handle), each evaluated through its organisation's own.
  for (const { organizationId, equipmentId } of await itemsWithPlans(context.system)) {
    const tenant = context.forOrganization(organizationId);
    await tenant.db.transaction((tx) => evaluatePlans(tx, tenant, { organizationId, userId: null, ip: '127.0.0.1' }, equipmentId));
  }
}

export function defineEquipmentPlans(context: AppContext): void {
  context.jobs.define(EQUIPMENT_PLANS_TASK, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    run: () => evaluateAllPlans(context),
  });
}

export function scheduleEquipmentPlans(context: AppContext): () => void {
  return repeatJob(context.jobs, context.clock, EQUIPMENT_PLANS_TASK, EVERY_MS, context.log);
}
