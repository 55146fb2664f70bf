import { releaseHeldFor } from '../drugs/reservations/reservations.service';
import type { EventCountsQuery, EventDayCount, EventsQuery, Task, TaskEvent, TaskListItem, TaskRequest, TasksQuery, TaskUpdateRequest } from '@ganado/shared/action-list';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, type FieldProblem } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { farmExists } from '../animals/records/records.repository';
import type { Session } from '../sessions/authenticate';
import { isActive, localDate, occurrencesBetween, toInstant } from './tasks.occurrences';
import { occurrenceState, presentEvent, presentListItem, presentTask, taskSnapshot } from './tasks.present';
import {
  activeUserExists,
  allListedTasks,
  completedOccurrences,
  completedWithin,
  deleteTaskRow,
  findAnimalsFor,
  findTask,
  findTaskListRow,
  insertTask,
  listTasks,
  replaceTaskAnimals,
  type TaskRow,
  type TaskValues,
  taskAnimalReferences,
  tasksInRange,
  updateTaskRow,
} from './tasks.repository';


/**
 * Checks a request whole and turns it into the row's values and its distinct animals: another
 * organisation's farm or animal is not found (404, nothing written), then one 422 naming every
 * field at fault, then a removed animal (409), as the animals module orders its answers.
 */
async function checkedValues(db: Db, session: Session, request: TaskRequest): Promise<{ values: Omit<TaskValues, 'completedAt'>; animalIds: string[] }> {
  const animalIds = [...new Set(request.animalIds)];
  const found = await findAnimalsFor(db, session.organizationId, animalIds);
  if (found.length !== animalIds.length) throw AppError.notFound();
  if (request.farmId && !(await farmExists(db, session.organizationId, request.farmId))) throw AppError.notFound();

  const problems: FieldProblem[] = [];
  const startAt = toInstant(request.startAt, request.timeZone);
  const endAt = toInstant(request.endAt, request.timeZone);
  // The schema compares only two wall clocks or two instants; a mix is compared here, converted.
  if (endAt <= startAt) problems.push({ param: 'endAt', key: 'actionList.endBeforeStart' });
  if (request.assigneeId && !(await activeUserExists(db, session.organizationId, request.assigneeId))) {
    problems.push({ param: 'assigneeId', key: 'actionList.assigneeUnknown' });
  }
  if (request.category === 'insemination' && found.some((animal) => animal.gender !== 'female')) problems.push({ param: 'animalIds', key: 'animals.onlyFemales' });
  if (problems.length > 0) throw AppError.invalid(problems);
  if (found.some((animal) => animal.status === 'removed')) throw new AppError(409, 'animals.removed', { param: 'animalIds' });

  const values = {
    name: request.name,
    category: request.category,
    priority: request.priority,
    status: request.status,
    assigneeId: request.assigneeId ?? null,
    farmId: request.farmId ?? null,
    startAt,
    endAt,
    timeZone: request.timeZone,
    repeat: request.repeat ?? null,
    description: request.description ?? null,
  };
  return { values, animalIds };
}

/** When a series closed: set as it moves to completed or cancelled, kept while closed, cleared on reopening. */
function closedAt(status: TaskRow['status'], before: Pick<TaskRow, 'status' | 'completedAt'> | undefined, now: Date): Date | null {
  if (isActive(status)) return null;
  return before && !isActive(before.status) && before.completedAt ? before.completedAt : now;
}

async function presented(db: Db, organizationId: string, id: string, now: Date): Promise<Task> {
  const row = await findTaskListRow(db, organizationId, id);
  if (!row) throw AppError.notFound();
  const [animals, completed] = await Promise.all([taskAnimalReferences(db, organizationId, id), completedOccurrences(db, organizationId, [id])]);
  return presentTask(row, animals, completed.get(id) ?? new Map(), now);
}

export function getTask(context: AppContext, session: Session, id: string): Promise<Task> {
  return presented(context.db, session.organizationId, id, context.clock());
}

export async function getTasks(context: AppContext, session: Session, query: TasksQuery) {
  const now = context.clock();
  const page = { page: query.page, limit: query.limit };
  if (query.status === 'overdue') {
    // Overdue depends on each series' occurrences and completions, which SQL cannot expand: the
    // organisation's active tasks (the SQL filters) are read whole, kept when overdue, then paged.
    const rows = await allListedTasks(context.db, session.organizationId, session.userId, query);
    const completed = await completedOccurrences(context.db, session.organizationId, rows.map((row) => row.id));
    const overdue = rows.map((row) => presentListItem(row, completed.get(row.id) ?? new Map(), now)).filter((item) => item.overdue);
    const start = (query.page - 1) * query.limit;
    return { items: overdue.slice(start, start + query.limit), total: overdue.length, ...page };
  }
  const { rows, total } = await listTasks(context.db, session.organizationId, session.userId, query);
  const completed = await completedOccurrences(context.db, session.organizationId, rows.map((row) => row.id));
  const items: TaskListItem[] = rows.map((row) => presentListItem(row, completed.get(row.id) ?? new Map(), now));
  return { items, total, ...page };
}

/** The occurrences overlapping the range (every series expanded), each with whether it was completed on its own. */
async function occurrencesInRange(context: AppContext, session: Session, query: Pick<EventsQuery, 'sDate' | 'eDate' | 'assignee'>) {
  const from = new Date(query.sDate);
  const to = new Date(query.eDate);
  const rows = await tasksInRange(context.db, session.organizationId, { from, to, assigneeId: query.assignee === 'me' ? session.userId : undefined });
  const expanded = rows.map((row) => ({ row, occurrences: occurrencesBetween(row, from, to) })).filter(({ occurrences }) => occurrences.length > 0);
  const spans = expanded.map(({ row, occurrences }) => ({ taskId: row.id, first: occurrences[0]!.index, last: occurrences.at(-1)!.index }));
  const completed = await completedWithin(context.db, session.organizationId, spans);
  return expanded.map(({ row, occurrences }) => ({ row, occurrences, done: completed.get(row.id) }));
}

/** The occurrences overlapping the range, each with its own completion, by start then task. */
export async function getEvents(context: AppContext, session: Session, query: EventsQuery): Promise<TaskEvent[]> {
  const now = context.clock();
  const events = (await occurrencesInRange(context, session, query)).flatMap(({ row, occurrences, done }) =>
    occurrences.map((occurrence) => presentEvent(row, occurrence, done?.has(occurrence.index) ?? false, now)),
  );
  return events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || (a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0));
}

/**
 * The same occurrences as `getEvents`, counted per day of the viewer's wall clock (the day each
 * starts) and by state and category, by date: what the month view shows.
 */
export async function getEventCounts(context: AppContext, session: Session, query: EventCountsQuery): Promise<EventDayCount[]> {
  const now = context.clock();
  const days = new Map<string, EventDayCount>();
  for (const { row, occurrences, done } of await occurrencesInRange(context, session, query)) {
    for (const occurrence of occurrences) {
      const date = localDate(occurrence.start, query.timeZone);
      const day = days.get(date) ?? { date, due: 0, overdue: 0, completed: 0, categories: {} };
      const { status, overdue } = occurrenceState(row, occurrence, done?.has(occurrence.index) ?? false, now);
      if (overdue) day.overdue += 1;
      else if (status === 'completed') day.completed += 1;
      else day.due += 1;
      day.categories[row.category] = (day.categories[row.category] ?? 0) + 1;
      days.set(date, day);
    }
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** A new task in the caller's transaction (a protocol plans several at once), checked and logged; answers its id. */
export async function createTask(tx: Db, context: AppContext, session: Session, request: TaskRequest, ip: string): Promise<string> {
  const { values, animalIds } = await checkedValues(tx, session, request);
  const row = await insertTask(tx, { ...values, completedAt: closedAt(request.status, undefined, context.clock()), organizationId: session.organizationId, createdBy: session.userId });
  await replaceTaskAnimals(tx, session.organizationId, row.id, animalIds);
  await recordActivity(tx, {
    organizationId: session.organizationId,
    actorId: session.userId,
    action: 'task.create',
    entityType: 'task',
    entityId: row.id,
    after: taskSnapshot(row, animalIds),
    ipAddress: ip,
  });
  return row.id;
}

export function addTask(context: AppContext, session: Session, request: TaskRequest, ip: string): Promise<Task> {
  return context.db.transaction(async (tx) => presented(tx, session.organizationId, await createTask(tx, context, session, request, ip), context.clock()));
}

/** Replaces every field and the animal list (the whole task is sent). */
export function updateTask(context: AppContext, session: Session, request: TaskUpdateRequest, ip: string): Promise<Task> {
  return context.db.transaction(async (tx) => {
    const now = context.clock();
    const before = await findTask(tx, session.organizationId, request.id);
    if (!before) throw AppError.notFound();
    const { values, animalIds } = await checkedValues(tx, session, request);
    await updateTaskRow(tx, session.organizationId, request.id, { ...values, completedAt: closedAt(request.status, before, now) });
    await replaceTaskAnimals(tx, session.organizationId, request.id, animalIds);
    // A task closed (completed or cancelled) holds no medicine any more (docs/decisions.md: reservations).
    if (!isActive(request.status)) await releaseHeldFor(tx, session.organizationId, { taskId: request.id }, 'cancelled', now);
    const after = await findTask(tx, session.organizationId, request.id);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'task.update',
      entityType: 'task',
      entityId: request.id,
      before: taskSnapshot(before, before.animalIds),
      after: after ? taskSnapshot(after, after.animalIds) : null,
      ipAddress: ip,
    });
    return presented(tx, session.organizationId, request.id, now);
  });
}

/**
 * Deletes the task with its animal list and completed occurrences. The animal records its
 * completions wrote stay: they are facts about the animals (`animal_records.task_id` has no
 * foreign key, so they keep the id of a task that is gone).
 */
export function deleteTask(context: AppContext, session: Session, id: string, ip: string): Promise<Task> {
  return context.db.transaction(async (tx) => {
    const answer = await presented(tx, session.organizationId, id, context.clock());
    const before = await findTask(tx, session.organizationId, id);
    await deleteTaskRow(tx, session.organizationId, id);
    await releaseHeldFor(tx, session.organizationId, { taskId: id }, 'cancelled', context.clock());
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'task.delete',
      entityType: 'task',
      entityId: id,
      before: before ? taskSnapshot(before, before.animalIds) : null,
      ipAddress: ip,
    });
    return answer;
  });
}
