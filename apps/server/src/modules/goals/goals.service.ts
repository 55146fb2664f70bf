import type { Goal, GoalDetail, GoalRequest } from '@ganado/shared/goals';
import type { AppContext } from '../../context';
import type { GoalRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { activeUserExists } from '../action-list/tasks.repository';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { checkFilters } from '../reports/reports.service';
import { goalFigure, progressOf, todayOf, trendOf, valueOf } from './goals.figures';
import { deleteGoal, findGoal, type GoalValues, type GoalWithNames, insertGoal, listGoalRows, updateGoal } from './goals.repository';

const present = async (context: AppContext, organizationId: string, row: GoalWithNames): Promise<Goal> => ({
  id: row.id,
  name: row.name,
  kpi: row.kpi,
  comparator: row.comparator,
  target: row.target,
  baseline: row.baseline,
  baselineOn: row.baselineOn,
  farmId: row.farmId,
  farmName: row.farmName,
  groupId: row.groupId,
  groupName: row.groupName,
  breedCode: row.breedCode,
  from: row.periodFrom,
  to: row.periodTo,
  deadline: row.deadline,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  notes: row.notes,
  progress: await progressOf(context, organizationId, row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the log keeps of a goal: what it aims at, by when and whose it is. */
const logged = (row: GoalRow) => ({ name: row.name, kpi: row.kpi, comparator: row.comparator, target: row.target, baseline: row.baseline, deadline: row.deadline, ownerId: row.ownerId });

const sameFigure = (row: GoalRow, request: GoalRequest) =>
  row.kpi === request.kpi &&
  row.farmId === (request.farmId ?? null) &&
  row.groupId === (request.groupId ?? null) &&
  row.breedCode === (request.breedCode || null) &&
  row.periodFrom === (request.from ?? null) &&
  row.periodTo === (request.to ?? null);

/**
 * The goal's columns from a request, after the checks the schema cannot make: a deadline not in the
 * past (the app's clock), a farm, group and owner of the organisation (404 otherwise). The baseline is
 * the figure today, measured again only when the figure, scope or period changed.
 */
async function valuesOf(context: AppContext, session: Session, request: GoalRequest, before?: GoalRow): Promise<GoalValues> {
  const today = todayOf(context);
  if (request.deadline < today) throw AppError.invalid({ param: 'deadline', key: 'goals.deadlineInPast' });
  await checkFilters(context, session.organizationId, request);
  const ownerId = request.ownerId ?? before?.ownerId ?? session.userId;
  // An owner kept from before may have left since; a new one must be an active user of the organisation.
  if (ownerId !== before?.ownerId && !(await activeUserExists(context.db, session.organizationId, ownerId))) throw new AppError(404, 'errors.notFound', { param: 'ownerId' });
  const scope = {
    kpi: request.kpi,
    farmId: request.farmId ?? null,
    groupId: request.groupId ?? null,
    breedCode: request.breedCode || null,
    periodFrom: request.from ?? null,
    periodTo: request.to ?? null,
  };
  const baseline = before && sameFigure(before, request) ? { baseline: before.baseline, baselineOn: before.baselineOn } : { baseline: valueOf(await goalFigure(context, session.organizationId, scope, today)), baselineOn: today };
  return { ...scope, ...baseline, name: request.name, comparator: request.comparator, target: request.target, deadline: request.deadline, ownerId, notes: request.notes };
}

export async function getGoals(context: AppContext, session: Session): Promise<Goal[]> {
  const rows = await listGoalRows(context.db, session.organizationId);
  // One after another: each reads the herd, and the worker threads are shared with the reports.
  const answer: Goal[] = [];
  for (const row of rows) answer.push(await present(context, session.organizationId, row));
  return answer;
}

export async function getGoal(context: AppContext, session: Session, id: string): Promise<GoalDetail> {
  const row = await findGoal(context.db, session.organizationId, id);
  if (!row) throw AppError.notFound();
  return { ...(await present(context, session.organizationId, row)), trend: await trendOf(context, session.organizationId, row) };
}

/** The goal as it is now, with its names, after a write. */
async function reread(context: AppContext, session: Session, id: string): Promise<Goal> {
  const row = await findGoal(context.db, session.organizationId, id);
  if (!row) throw AppError.notFound();
  return present(context, session.organizationId, row);
}

export async function addGoal(context: AppContext, session: Session, request: GoalRequest, ip: string): Promise<Goal> {
  const values = await valuesOf(context, session, request);
  const id = await context.db.transaction(async (tx) => {
    const row = await insertGoal(tx, session.organizationId, session.userId, values);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'goal.create', entityType: 'goal', entityId: row.id, after: logged(row), ipAddress: ip });
    return row.id;
  });
  return reread(context, session, id);
}

export async function changeGoal(context: AppContext, session: Session, id: string, request: GoalRequest, ip: string): Promise<Goal> {
  const current = await findGoal(context.db, session.organizationId, id);
  if (!current) throw AppError.notFound();
  const values = await valuesOf(context, session, request, current);
  await context.db.transaction(async (tx) => {
    const before = await findGoal(tx, session.organizationId, id);
    const row = before && (await updateGoal(tx, session.organizationId, id, values));
    if (!before || !row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'goal.update', entityType: 'goal', entityId: id, before: logged(before), after: logged(row), ipAddress: ip });
  });
  return reread(context, session, id);
}

export function removeGoal(context: AppContext, session: Session, id: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const row = await deleteGoal(tx, session.organizationId, id);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'goal.delete', entityType: 'goal', entityId: id, before: logged(row), ipAddress: ip });
    return { id };
  });
}

/** The dashboard's goals at risk: each goal's status worked out now, as the list shows it. */
export async function countGoalsAtRisk(context: Pick<AppContext, 'db' | 'clock'>, organizationId: string): Promise<number> {
  let atRisk = 0;
  for (const row of await listGoalRows(context.db, organizationId)) if ((await progressOf(context, organizationId, row)).status === 'atRisk') atRisk += 1;
  return atRisk;
}
