import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskAnimals, taskOccurrences, tasks, users } from '../../db/schema';

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
  const rows = await db
    .select()
    .from(taskOccurrences)
    .where(and(eq(taskOccurrences.organizationId, organizationId), inArray(taskOccurrences.taskId, [...taskIds])));
  for (const row of rows) {
    const indexes = byTask.get(row.taskId) ?? new Map<number, CompletedOccurrence>();
    indexes.set(row.occurrenceIndex, { completedAt: row.completedAt, completedBy: row.completedBy, recordCount: row.recordCount });
    byTask.set(row.taskId, indexes);
  }
  return byTask;
}
