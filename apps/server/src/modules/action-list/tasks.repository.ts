import { ACTIVE_TASK_STATUSES, type TaskSortColumn, type TasksQuery, type TaskStatus } from '@ganado/shared/action-list';
import type { AnimalReference } from '@ganado/shared/animals';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { runPrepared } from '../../db/prepared';
import { animals, farms, taskAnimals, taskOccurrences, tasks, users } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

/** A task with what every answer about it needs: its animals' ids and its assignee's name. */
export interface LoadedTask extends TaskRow {
  animalIds: string[];
  assignee: { id: string; name: string } | null;
}

export interface CompletedOccurrence {
  completedAt: Date;
  completedBy: string | null;
  recordCount: number;
}

/** A person's name as lists show it. */
export const personName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** One task of the organisation, or undefined (another organisation's id is not found). */
export async function findTask(db: Db, organizationId: string, id: string): Promise<LoadedTask | undefined> {
  const [row] = await db
    .select({ task: tasks, assigneeName: personName })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
  if (!row) return undefined;
  const animals = await db.select({ animalId: taskAnimals.animalId }).from(taskAnimals).where(eq(taskAnimals.taskId, id));
  const { task, assigneeName } = row;
  return {
    ...task,
    animalIds: animals.map((animal) => animal.animalId),
    assignee: task.assigneeId && assigneeName !== null ? { id: task.assigneeId, name: assigneeName } : null,
  };
}

/** The occurrences completed on their own, per task and index. */
export async function completedOccurrences(db: Db, organizationId: string, taskIds: readonly string[]): Promise<Map<string, Map<number, CompletedOccurrence>>> {
  const byTask = new Map<string, Map<number, CompletedOccurrence>>();
  if (taskIds.length === 0) return byTask;
  const rows = await runPrepared(
    db
      .select()
      .from(taskOccurrences)
      .where(and(eq(taskOccurrences.organizationId, organizationId), sql`${taskOccurrences.taskId} = any(${uuidArray(taskIds)})`)),
  );
  for (const row of rows) {
    const indexes = byTask.get(row.taskId) ?? new Map<number, CompletedOccurrence>();
    indexes.set(row.occurrenceIndex, { completedAt: row.completedAt, completedBy: row.completedBy, recordCount: row.recordCount });
    byTask.set(row.taskId, indexes);
  }
  return byTask;
}

/**
 * Which occurrences of each span (a task's first to last index in a calendar's range) are
 * completed: only those, read through the primary key, rather than every completion a long
 * series has gathered.
 */
export async function completedWithin(db: Db, organizationId: string, spans: readonly { taskId: string; first: number; last: number }[]): Promise<Map<string, Set<number>>> {
  const byTask = new Map<string, Set<number>>();
  if (spans.length === 0) return byTask;
  const values = sql.join(
    spans.map((span) => sql`(${span.taskId}::uuid, ${span.first}::int, ${span.last}::int)`),
    sql`, `,
  );
  const rows = await db
    .select({ taskId: taskOccurrences.taskId, index: taskOccurrences.occurrenceIndex })
    .from(taskOccurrences)
    .where(
      and(
        eq(taskOccurrences.organizationId, organizationId),
        sql`exists (select 1 from (values ${values}) as span(task_id, first_index, last_index)
          where span.task_id = ${taskOccurrences.taskId} and ${taskOccurrences.occurrenceIndex} between span.first_index and span.last_index)`,
      ),
    );
  for (const row of rows) byTask.set(row.taskId, (byTask.get(row.taskId) ?? new Set<number>()).add(row.index));
  return byTask;
}

/** What a list row or an answer shows beside the task's own columns. */
export interface TaskListRow extends TaskRow {
  assignee: { id: string; name: string } | null;
  farm: { id: string; name: string } | null;
  animalCount: number;
}

const animalCount = sql<number>`(select count(*)::int from ${taskAnimals} where ${taskAnimals.taskId} = ${tasks.id})`;

// Low < medium < high, whatever the names' alphabetical order.
const PRIORITY_RANK = sql`case ${tasks.priority} when 'low' then 0 when 'medium' then 1 else 2 end`;
const SORT: Record<TaskSortColumn, SQL> = {
  name: sql`lower(${tasks.name})`,
  category: sql`${tasks.category}`,
  priority: PRIORITY_RANK,
  startAt: sql`${tasks.startAt}`,
  endAt: sql`${tasks.endAt}`,
  status: sql`${tasks.status}`,
  assignee: sql`lower(${personName})`,
  createdAt: sql`${tasks.createdAt}`,
};

/** The list's filters in SQL; `overdue` narrows to the active tasks here, the rest is done in memory. */
function listWhere(organizationId: string, userId: string, query: TasksQuery): SQL | undefined {
  const search = query.search ? containing(query.search) : undefined;
  const statuses: readonly TaskStatus[] | undefined =
    query.status === 'all' ? undefined : query.status === 'active' || query.status === 'overdue' ? ACTIVE_TASK_STATUSES : [query.status];
  return and(
    eq(tasks.organizationId, organizationId),
    statuses ? inArray(tasks.status, [...statuses]) : undefined,
    query.category ? eq(tasks.category, query.category) : undefined,
    query.mine ? eq(tasks.assigneeId, userId) : undefined,
    search ? or(ilike(tasks.name, search), ilike(tasks.description, search)) : undefined,
  );
}

/** Tasks with their assignee's and farm's names and animal count, filtered by `where`. */
function taskRows(db: Db, where: SQL | undefined) {
  return db
    .select({ task: tasks, assigneeName: personName, farmName: farms.name, animalCount })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(farms, eq(farms.id, tasks.farmId))
    .where(where)
    .$dynamic();
}

type JoinedRow = { task: TaskRow; assigneeName: string | null; farmName: string | null; animalCount: number };
const toListRow = ({ task, assigneeName, farmName, animalCount: count }: JoinedRow): TaskListRow => ({
  ...task,
  assignee: task.assigneeId && assigneeName !== null ? { id: task.assigneeId, name: assigneeName } : null,
  farm: task.farmId && farmName !== null ? { id: task.farmId, name: farmName } : null,
  animalCount: count,
});

/** One page of the list's SQL filters, sorted (id breaks ties), with its total; both planned once per connection (db/prepared.ts). */
export async function listTasks(db: Db, organizationId: string, userId: string, query: TasksQuery): Promise<{ rows: TaskListRow[]; total: number }> {
  const direction = query.desc ? desc : asc;
  const where = listWhere(organizationId, userId, query);
  const [rows, [counted]] = await Promise.all([
    runPrepared(
      taskRows(db, where)
        .orderBy(direction(SORT[query.col ?? 'startAt']), direction(tasks.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    ),
    runPrepared(db.select({ value: count() }).from(tasks).where(where)),
  ]);
  return { rows: rows.map(toListRow), total: counted?.value ?? 0 };
}

/** Every row the list's SQL filters keep, sorted: the overdue filter pages them in memory. */
export async function allListedTasks(db: Db, organizationId: string, userId: string, query: TasksQuery): Promise<TaskListRow[]> {
  const direction = query.desc ? desc : asc;
  const rows = await taskRows(db, listWhere(organizationId, userId, query)).orderBy(direction(SORT[query.col ?? 'startAt']), direction(tasks.id));
  return rows.map(toListRow);
}

/** One task with its names and count, or undefined for another organisation's id. */
export async function findTaskListRow(db: Db, organizationId: string, id: string): Promise<TaskListRow | undefined> {
  const [row] = await taskRows(db, and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
  return row ? toListRow(row) : undefined;
}

/**
 * The tasks whose series may overlap [from, to): not cancelled, started before `to`, and for a
 * task that does not repeat, ending after `from` (a repeating one is expanded to know).
 */
export async function tasksInRange(db: Db, organizationId: string, range: { from: Date; to: Date; assigneeId?: string }): Promise<TaskListRow[]> {
  const rows = await taskRows(
    db,
    and(
      eq(tasks.organizationId, organizationId),
      ne(tasks.status, 'cancelled'),
      lt(tasks.startAt, range.to),
      or(isNotNull(tasks.repeat), gt(tasks.endAt, range.from)),
      range.assigneeId ? or(eq(tasks.assigneeId, range.assigneeId), isNull(tasks.assigneeId)) : undefined,
    ),
  );
  return rows.map(toListRow);
}

/** The task's animals as references, by tag number. */
export function taskAnimalReferences(db: Db, organizationId: string, taskId: string): Promise<AnimalReference[]> {
  return db
    .select({ id: animals.id, tagNumber: animals.tagNumber, nickname: animals.nickname, gender: animals.gender })
    .from(taskAnimals)
    .innerJoin(animals, eq(animals.id, taskAnimals.animalId))
    .where(and(eq(taskAnimals.organizationId, organizationId), eq(taskAnimals.taskId, taskId)))
    .orderBy(asc(animals.tagNumber), asc(animals.id));
}

/** The animals of the organisation among `ids`, with what the task rules check. */
export function findAnimalsFor(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: animals.id, gender: animals.gender, status: animals.status })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...ids])));
}

export async function activeUserExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id), eq(users.status, 'active')));
  return row !== undefined;
}

export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;

export async function insertTask(db: Db, values: TaskValues & { organizationId: string; createdBy: string }): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  return row!;
}

export async function updateTaskRow(db: Db, organizationId: string, id: string, values: TaskValues): Promise<void> {
  await db
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
}

/** Replaces the task's animals with `animalIds`. */
export async function replaceTaskAnimals(db: Db, organizationId: string, taskId: string, animalIds: readonly string[]): Promise<void> {
  await db.delete(taskAnimals).where(and(eq(taskAnimals.organizationId, organizationId), eq(taskAnimals.taskId, taskId)));
  if (animalIds.length > 0) await db.insert(taskAnimals).values(animalIds.map((animalId) => ({ organizationId, taskId, animalId })));
}

/** Deletes the task; its animals, completed occurrences and reminders go with it (cascade). */
export async function deleteTaskRow(db: Db, organizationId: string, id: string): Promise<void> {
  await db.delete(tasks).where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
}
