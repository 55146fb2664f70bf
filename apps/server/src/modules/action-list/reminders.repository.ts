import { ACTIVE_TASK_STATUSES } from '@ganado/shared/action-list';
import { and, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskOccurrences, taskReminders, tasks, users } from '../../db/schema';

const DAY_MS = 86_400_000;

export interface ReminderKey {
  organizationId: string;
  taskId: string;
  occurrenceIndex: number;
}

/** Across organisations (the system handle): those with an active task assigned to someone. */
export async function organizationsWithActiveTasks(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ organizationId: tasks.organizationId })
    .from(tasks)
    .where(and(inArray(tasks.status, [...ACTIVE_TASK_STATUSES]), isNotNull(tasks.assigneeId)));
  return rows.map((row) => row.organizationId);
}

/**
 * The organisation's (its handle's) active tasks assigned to an active person with an email that may have an
 * occurrence starting today somewhere on Earth: a repeating one that has started, or a single one
 * starting within two days of now (no zone is more than 14 hours from UTC).
 */
export async function reminderCandidates(db: Db, now: Date) {
  return db
    .select({
      task: {
        id: tasks.id,
        organizationId: tasks.organizationId,
        name: tasks.name,
        status: tasks.status,
        startAt: tasks.startAt,
        endAt: tasks.endAt,
        timeZone: tasks.timeZone,
        repeat: tasks.repeat,
        completedAt: tasks.completedAt,
      },
      person: { id: users.id, firstName: users.firstName, email: users.email, language: users.language },
    })
    .from(tasks)
    .innerJoin(users, and(eq(users.id, tasks.assigneeId), eq(users.organizationId, tasks.organizationId)))
    .where(
      and(
        inArray(tasks.status, [...ACTIVE_TASK_STATUSES]),
        eq(users.status, 'active'),
        isNotNull(users.email),
        lte(tasks.startAt, new Date(now.getTime() + 2 * DAY_MS)),
        or(isNotNull(tasks.repeat), gte(tasks.startAt, new Date(now.getTime() - 2 * DAY_MS))),
      ),
    );
}

/** The occurrences of these tasks already completed or already reminded, as `taskId:index`. */
export async function settledOccurrences(db: Db, taskIds: readonly string[]): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const ids = [...taskIds];
  const rows = await db
    .select({ taskId: taskOccurrences.taskId, index: taskOccurrences.occurrenceIndex })
    .from(taskOccurrences)
    .where(inArray(taskOccurrences.taskId, ids))
    .union(db.select({ taskId: taskReminders.taskId, index: taskReminders.occurrenceIndex }).from(taskReminders).where(inArray(taskReminders.taskId, ids)));
  return new Set(rows.map((row) => `${row.taskId}:${row.index}`));
}

/**
 * Claims the reminders before sending: only the rows this call inserted are its to send, so two
 * servers (or two runs) never email the same occurrence twice.
 */
export async function claimReminders(db: Db, keys: readonly ReminderKey[], sentAt: Date): Promise<ReminderKey[]> {
  if (keys.length === 0) return [];
  return db
    .insert(taskReminders)
    .values(keys.map((key) => ({ ...key, sentAt })))
    .onConflictDoNothing()
    .returning({ organizationId: taskReminders.organizationId, taskId: taskReminders.taskId, occurrenceIndex: taskReminders.occurrenceIndex });
}

/** Gives back reminders whose email could not be sent, so the next run tries again. */
export async function releaseReminders(db: Db, keys: readonly ReminderKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(taskReminders)
    .where(or(...keys.map((key) => and(eq(taskReminders.taskId, key.taskId), eq(taskReminders.occurrenceIndex, key.occurrenceIndex)))));
}

export type ReminderCandidate = Awaited<ReturnType<typeof reminderCandidates>>[number];
