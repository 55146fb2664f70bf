import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskOccurrences, tasks } from '../../db/schema';

/** One occurrence marked done; the primary key (task, index) refuses a second one. */
export async function insertOccurrence(
  db: Db,
  values: { organizationId: string; taskId: string; index: number; completedBy: string; completedAt: Date; recordCount: number },
): Promise<void> {
  const { index, ...rest } = values;
  await db.insert(taskOccurrences).values({ ...rest, occurrenceIndex: index });
}

export async function deleteOccurrence(db: Db, organizationId: string, taskId: string, index: number): Promise<void> {
  await db
    .delete(taskOccurrences)
    .where(and(eq(taskOccurrences.organizationId, organizationId), eq(taskOccurrences.taskId, taskId), eq(taskOccurrences.occurrenceIndex, index)));
}

/** A task that does not repeat follows its only occurrence: completed with it, pending when it is reopened. */
export async function setTaskStatus(db: Db, organizationId: string, taskId: string, status: 'pending' | 'completed', completedAt: Date | null): Promise<void> {
  await db
    .update(tasks)
    .set({ status, completedAt })
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)));
}
