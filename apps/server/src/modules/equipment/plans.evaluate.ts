import { PLAN_WARNING_DAYS, PLAN_WARNING_HOURS } from '@ganado/shared/equipment';
import { translateMessage } from '@ganado/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { farms, type EquipmentRow, type MaintenancePlanRow, users } from '../../db/schema';
import { setTaskStatus } from '../action-list/completions.repository';
import { findTask } from '../action-list/tasks.repository';
import { createTask } from '../action-list/tasks.service';
import type { Session } from '../sessions/authenticate';
import { lockEquipment, updateEquipmentRow } from './equipment.repository';
import { maintenanceOf, type MaintenanceRow } from './maintenance.repository';
import { lockPlans, plansOf, updatePlan } from './plans.repository';

/** Who a plan's task is raised for: the person whose write evaluated it, or the plan's author in the daily job. */
export interface PlanActor {
  organizationId: string;
  userId: string | null;
  ip: string;
}

const DAY_MS = 86_400_000;
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Hours of use now: the latest reading the log has (ordered by day, then as written), else the registration's. */
export const currentHoursOf = (history: readonly MaintenanceRow[], registered: number | null) => history.findLast((row) => row.meterHours !== null)?.meterHours ?? registered;

/** The reading at an event: its own, else the latest before it, else the registration's. */
const hoursAt = (history: readonly MaintenanceRow[], index: number, registered: number | null) =>
  history.slice(0, index + 1).findLast((row) => row.meterHours !== null)?.meterHours ?? registered;

export interface PlanState {
  lastDoneOn: string;
  lastDoneHours: number;
  dueOn: string | null;
  dueAtHours: number | null;
  /** Due now or within the warning margin: a task is raised. */
  due: boolean;
}

/**
 * When a plan was last done and when it falls due: counted from the latest event of its kind, or
 * from its baseline when that is later (what it was given, or when its task was completed).
 */
export function planState(plan: Pick<MaintenancePlanRow, 'kind' | 'everyDays' | 'everyHours' | 'baselineOn' | 'baselineHours' | 'createdAt'>, item: Pick<EquipmentRow, 'meterHours'>, history: readonly MaintenanceRow[], now: Date): PlanState {
  // Never done, as far as anyone said: counted from the plan's first day and from 0 h.
  let lastDoneOn = plan.baselineOn ?? isoDay(plan.createdAt);
  let lastDoneHours = plan.baselineHours ?? 0;
  const index = history.findLastIndex((row) => row.kind === plan.kind);
  const latest = history[index];
  // The latest event of its kind counts unless a baseline given or reset is later.
  if (latest && (plan.baselineOn === null || isoDay(latest.occurredAt) >= plan.baselineOn)) {
    lastDoneOn = isoDay(latest.occurredAt);
    lastDoneHours = hoursAt(history, index, item.meterHours) ?? lastDoneHours;
  }
  const dueOn = plan.everyDays ? addDays(lastDoneOn, plan.everyDays) : null;
  const dueAtHours = plan.everyHours ? lastDoneHours + plan.everyHours : null;
  const current = currentHoursOf(history, item.meterHours);
  const byDays = dueOn !== null && isoDay(now) >= addDays(dueOn, -PLAN_WARNING_DAYS);
  const byHours = dueAtHours !== null && current !== null && current >= dueAtHours - PLAN_WARNING_HOURS;
  return { lastDoneOn, lastDoneHours, dueOn, dueAtHours, due: byDays || byHours };
}

/** The session a plan's task is written under: the actor's, for the action list's own checks and log. */
const actorSession = (actor: PlanActor, userId: string): Session => ({
  userId,
  organizationId: actor.organizationId,
  role: 'member',
  sessionId: '',
  roleId: null,
  modules: [],
  permissions: {},
  isAdmin: false,
});

async function raiseTask(tx: Db, context: AppContext, actor: PlanActor, userId: string, item: EquipmentRow, plan: MaintenancePlanRow, state: PlanState, now: Date): Promise<string> {
  const [person] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const [farm] = item.farmId ? await tx.select({ timeZone: farms.timeZone }).from(farms).where(eq(farms.id, item.farmId)) : [];
  const language = person?.language;
  const today = isoDay(now);
  // Due by days: on its day (shown overdue when past); by hours: today, as the meter says so now.
  const byHours = state.dueAtHours !== null && (state.dueOn === null || state.dueOn > today);
  const day = byHours ? today : state.dueOn!;
  const due = byHours ? `${state.dueAtHours} h` : state.dueOn!;
  return createTask(
    tx,
    context,
    actorSession(actor, userId),
    {
      name: translateMessage(plan.kind === 'service' ? 'equipment.serviceTaskName' : 'equipment.calibrationTaskName', language, { name: item.name }),
      category: 'maintenance',
      priority: 'high',
      status: 'pending',
      assigneeId: userId,
      farmId: item.farmId,
      startAt: `${day}T08:00`,
      endAt: `${day}T09:00`,
      timeZone: farm?.timeZone ?? 'UTC',
      repeat: null,
      description: translateMessage('equipment.planTaskDescription', language, { name: item.name, due }),
      animalIds: [],
    },
    actor.ip,
  );
}

/**
 * Evaluates an item's plans in the caller's transaction (docs/decisions.md: equipment): refreshes
 * its current hours, resets a plan whose task was completed (or whose maintenance was recorded
 * since the task was raised, which completes the task), and raises one task for a plan that falls
 * due and has none open. Every write of its maintenance or plans calls it, and the daily job.
 */
export async function evaluatePlans(tx: Db, context: AppContext, actor: PlanActor, equipmentId: string): Promise<void> {
  const item = await lockEquipment(tx, actor.organizationId, equipmentId);
  if (!item) return;
  await lockPlans(tx, actor.organizationId, equipmentId);
  const now = context.clock();
  const history = await maintenanceOf(tx, actor.organizationId, equipmentId);
  const currentHours = currentHoursOf(history, item.meterHours);
  if (currentHours !== item.currentHours) await updateEquipmentRow(tx, actor.organizationId, equipmentId, { currentHours });
  for (const plan of await plansOf(tx, actor.organizationId, equipmentId)) {
    let { baselineOn, baselineHours, taskId } = plan;
    const task = taskId ? await findTask(tx, actor.organizationId, taskId) : undefined;
    const doneSince = task && history.some((row) => row.kind === plan.kind && row.createdAt > task.createdAt);
    if (!task) taskId = null;
    else if (task.status === 'completed') {
      // Completed in the action list without an event: done then, at the hours of use now.
      baselineOn = isoDay(task.completedAt ?? now);
      baselineHours = currentHours;
      taskId = null;
    } else if (task.status === 'cancelled') taskId = null;
    else if (doneSince) {
      await setTaskStatus(tx, actor.organizationId, task.id, 'completed', now);
      taskId = null;
    }
    const state = planState({ ...plan, baselineOn, baselineHours }, item, history, now);
    const userId = actor.userId ?? plan.createdBy;
    if (state.due && !taskId && item.status !== 'retired' && userId) {
      taskId = await raiseTask(tx, context, actor, userId, item, { ...plan, baselineOn, baselineHours }, state, now);
    }
    if (
      taskId !== plan.taskId ||
      baselineOn !== plan.baselineOn ||
      baselineHours !== plan.baselineHours ||
      state.dueOn !== plan.dueOn ||
      state.dueAtHours !== plan.dueAtHours
    ) {
      await updatePlan(tx, actor.organizationId, plan.id, { baselineOn, baselineHours, taskId, dueOn: state.dueOn, dueAtHours: state.dueAtHours });
    }
  }
}
