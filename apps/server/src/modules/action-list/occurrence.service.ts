import type { MessageKey } from '@ganado/shared';
import type { OccurrenceRequest, TaskEvent } from '@ganado/shared/action-list';
import type { Occurrence } from '@ganado/recurrence';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refuseOnUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { deleteOccurrence, insertOccurrence, setTaskStatus } from './completions.repository';
import { presentEvent } from './tasks.present';
import { completedOccurrences, type CompletedOccurrence, findTask, type LoadedTask } from './tasks.repository';
import { isActive, localDateTime, occurrenceAt } from './tasks.occurrences';

const invalid = (param: string, key: MessageKey) => AppError.invalid([{ param, key }]);

/** A second completion of the same occurrence, found by the check or lost in a race on the primary key. */
const alreadyDone = () => new AppError(409, 'actionList.occurrenceDone');

/** The organisation's task with its completed occurrences; another organisation's is not found. */
export async function taskOf(db: Db, session: Session, id: string): Promise<{ task: LoadedTask; done: Map<number, CompletedOccurrence> }> {
  const task = await findTask(db, session.organizationId, id);
  if (!task) throw AppError.notFound();
  const done = (await completedOccurrences(db, session.organizationId, [id])).get(id) ?? new Map<number, CompletedOccurrence>();
  return { task, done };
}

function occurrenceOf(task: LoadedTask, index: number): Occurrence {
  const occurrence = occurrenceAt(task, index);
  if (!occurrence) throw invalid('index', 'actionList.occurrenceUnknown');
  return occurrence;
}

/** The calendar day of an instant on the task's own wall clock (YYYY-MM-DD). */
export const localDay = (instant: Date, timeZone: string) => localDateTime(instant, timeZone).slice(0, 10);

/**
 * The occurrence a completion is for: one the series has, of a task still to do, that has started
 * by the end of today on the task's calendar (a farm hand may tick off this evening's milking in
 * the morning, not next week's), and not completed yet.
 */
export function occurrenceToComplete(task: LoadedTask, done: ReadonlyMap<number, CompletedOccurrence>, index: number, now: Date): Occurrence {
  const occurrence = occurrenceOf(task, index);
  // Before the task's status: a task that does not repeat is closed by this very completion.
  if (done.has(index)) throw alreadyDone();
  if (!isActive(task.status)) throw new AppError(409, 'actionList.taskClosed');
  if (localDay(occurrence.start, task.timeZone) > localDay(now, task.timeZone)) throw invalid('index', 'actionList.occurrenceInFuture');
  return occurrence;
}

const eventOf = (task: LoadedTask, occurrence: Occurrence, completed: boolean, now: Date) =>
  presentEvent({ ...task, animalCount: task.animalIds.length }, occurrence, completed, now);

/**
 * Marks the occurrence done, counting the animal records its completion wrote; a task that does
 * not repeat is completed with it. Call it in the transaction of those records.
 */
export async function markDone(tx: Db, session: Session, task: LoadedTask, occurrence: Occurrence, now: Date, recordCount: number): Promise<TaskEvent> {
  const { organizationId, userId } = session;
  await insertOccurrence(tx, { organizationId, taskId: task.id, index: occurrence.index, completedBy: userId, completedAt: now, recordCount });
  if (task.repeat) return eventOf(task, occurrence, true, now);
  await setTaskStatus(tx, organizationId, task.id, 'completed', now);
  return eventOf({ ...task, status: 'completed', completedAt: now }, occurrence, true, now);
}

/**
 * Reopens a completed occurrence. One whose completion wrote animal records is refused: those
 * records are history on the animals and are deleted there, not undone from here.
 */
async function reopen(tx: Db, session: Session, task: LoadedTask, done: ReadonlyMap<number, CompletedOccurrence>, index: number, now: Date): Promise<TaskEvent> {
  const occurrence = occurrenceOf(task, index);
  const completion = done.get(index);
  if (!completion) throw new AppError(409, 'actionList.occurrenceNotDone');
  if (completion.recordCount > 0) throw new AppError(409, 'actionList.recordedCannotReopen');
  await deleteOccurrence(tx, session.organizationId, task.id, index);
  if (task.repeat || task.status !== 'completed') return eventOf(task, occurrence, false, now);
  await setTaskStatus(tx, session.organizationId, task.id, 'pending', null);
  return eventOf({ ...task, status: 'pending', completedAt: null }, occurrence, false, now);
}

/** PUT /api/action-list/task/occurrence: one occurrence done, or reopened. */
export function setOccurrence(context: AppContext, session: Session, request: OccurrenceRequest, ip: string): Promise<TaskEvent> {
  const work = context.db.transaction(async (tx) => {
    const now = context.clock();
    const { task, done } = await taskOf(tx, session, request.id);
    const completing = request.status === 'completed';
    const event = completing
      ? await markDone(tx, session, task, occurrenceToComplete(task, done, request.index, now), now, 0)
      : await reopen(tx, session, task, done, request.index, now);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: completing ? 'task.occurrenceComplete' : 'task.occurrenceReopen',
      entityType: 'task',
      entityId: task.id,
      after: { index: request.index },
      ipAddress: ip,
    });
    return event;
  });
  return refuseOnUniqueViolation(work, alreadyDone);
}
