import type { RepeatRule, TaskCategory, TaskStatus } from '@ganado/shared/action-list';
import type { App } from '../app';
import { taskAnimals, taskOccurrences, tasks } from '../db/schema';

export interface TaskSeed {
  name?: string;
  category?: TaskCategory;
  status?: TaskStatus;
  assigneeId?: string | null;
  startAt?: Date;
  endAt?: Date;
  timeZone?: string;
  repeat?: RepeatRule | null;
  completedAt?: Date | null;
  animalIds?: string[];
}

/**
 * A task of the organisation written straight to the database with its animals, so a test of a
 * completion or a reminder does not depend on the task routes. By default a one-hour general task
 * starting an hour ago, in UTC, not repeating.
 */
export async function insertTask(app: App, organizationId: string, seed: TaskSeed = {}) {
  const { db } = app.database;
  const startAt = seed.startAt ?? new Date(Date.now() - 3_600_000);
  const [row] = await db
    .insert(tasks)
    .values({
      organizationId,
      name: seed.name ?? 'Revisar bebederos',
      category: seed.category ?? 'general',
      status: seed.status ?? 'pending',
      assigneeId: seed.assigneeId ?? null,
      startAt,
      endAt: seed.endAt ?? new Date(startAt.getTime() + 3_600_000),
      timeZone: seed.timeZone ?? 'UTC',
      repeat: seed.repeat ?? null,
      completedAt: seed.completedAt ?? null,
    })
    .returning();
  const animalIds = seed.animalIds ?? [];
  if (animalIds.length > 0) await db.insert(taskAnimals).values(animalIds.map((animalId) => ({ organizationId, taskId: row!.id, animalId })));
  return row!;
}

/** An occurrence already completed, as a completion would leave it. */
export async function insertCompletedOccurrence(app: App, organizationId: string, taskId: string, index: number, recordCount = 0) {
  await app.database.db.insert(taskOccurrences).values({ organizationId, taskId, occurrenceIndex: index, recordCount });
}
