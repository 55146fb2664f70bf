import type { MaintenancePlan, PlanRequest } from '@ganado/shared/equipment';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { MaintenancePlanRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { findEquipment } from './equipment.repository';
import { maintenanceOf } from './maintenance.repository';
import { evaluatePlans, planState } from './plans.evaluate';
import { deletePlan, findPlan, insertPlan, plansOf, updatePlan } from './plans.repository';

const logged = (row: MaintenancePlanRow) => ({ kind: row.kind, everyDays: row.everyDays, everyHours: row.everyHours });
const values = (request: PlanRequest) => ({
  kind: request.kind,
  everyDays: request.everyDays ?? null,
  everyHours: request.everyHours ?? null,
  baselineOn: request.lastDoneOn ?? null,
  baselineHours: request.lastDoneHours ?? null,
});

/** The item's plans as they stand now, each with its last time and when it falls due. */
async function presentPlans(db: Db, context: AppContext, organizationId: string, id: string): Promise<MaintenancePlan[]> {
  const item = await findEquipment(db, organizationId, id);
  if (!item) throw AppError.notFound();
  const history = await maintenanceOf(db, organizationId, id);
  return (await plansOf(db, organizationId, id)).map((plan) => {
    const state = planState(plan, item.row, history, context.clock());
    return {
      id: plan.id,
      kind: plan.kind,
      everyDays: plan.everyDays,
      everyHours: plan.everyHours,
      lastDoneOn: state.lastDoneOn,
      lastDoneHours: state.lastDoneHours,
      dueOn: state.dueOn,
      dueAtHours: state.dueAtHours,
      due: state.due,
      taskId: plan.taskId,
    };
  });
}

export const getPlans = (context: AppContext, session: Session, id: string) => presentPlans(context.db, context, session.organizationId, id);

/** A new plan, evaluated at once: one that is due already raises its task in the same transaction. */
export function addPlan(context: AppContext, session: Session, id: string, request: PlanRequest, ip: string): Promise<MaintenancePlan> {
  return context.db.transaction(async (tx) => {
    if (!(await findEquipment(tx, session.organizationId, id))) throw AppError.notFound();
    const row = await insertPlan(tx, session.organizationId, id, session.userId, values(request));
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipmentPlan.create', entityType: 'equipment', entityId: id, after: logged(row), ipAddress: ip });
    await evaluatePlans(tx, context, { organizationId: session.organizationId, userId: session.userId, ip }, id);
    return (await presentPlans(tx, context, session.organizationId, id)).find((plan) => plan.id === row.id)!;
  });
}

export function changePlan(context: AppContext, session: Session, id: string, planId: string, request: PlanRequest, ip: string): Promise<MaintenancePlan> {
  return context.db.transaction(async (tx) => {
    const before = await findPlan(tx, session.organizationId, id, planId);
    if (!before) throw AppError.notFound();
    await updatePlan(tx, session.organizationId, planId, values(request));
    const after = (await findPlan(tx, session.organizationId, id, planId))!;
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipmentPlan.update', entityType: 'equipment', entityId: id, before: logged(before), after: logged(after), ipAddress: ip });
    await evaluatePlans(tx, context, { organizationId: session.organizationId, userId: session.userId, ip }, id);
    return (await presentPlans(tx, context, session.organizationId, id)).find((plan) => plan.id === planId)!;
  });
}

/** A task the plan raised stays in the action list: it is somebody's work already. */
export function removePlan(context: AppContext, session: Session, id: string, planId: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const row = await deletePlan(tx, session.organizationId, id, planId);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipmentPlan.delete', entityType: 'equipment', entityId: id, before: logged(row), ipAddress: ip });
    return { id: planId };
  });
}
