import type { Task, TaskEvent, TaskListItem, TaskOccurrence } from '@ganado/shared/action-list';
import type { AnimalReference } from '@ganado/shared/animals';
import type { Occurrence } from '@ganado/recurrence';
import type { CompletedOccurrence, LoadedTask, TaskListRow, TaskRow } from './tasks.repository';
import { isActive, localDateTime, progress } from './tasks.occurrences';

/** The occurrences completed on their own that an answer lists, latest first. */
const COMPLETED_SHOWN = 100;

const occurrence = (value: Occurrence): TaskOccurrence => ({ index: value.index, start: value.start.toISOString(), end: value.end.toISOString() });

/** A row of the list: the task with its names, and where it stands now given its completed occurrences. */
export function presentListItem(row: TaskListRow, completed: ReadonlyMap<number, CompletedOccurrence>, now: Date): TaskListItem {
  const { overdue, next } = progress(row, new Set(completed.keys()), now);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    priority: row.priority,
    status: row.status,
    assignee: row.assignee,
    farm: row.farm,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    startLocal: localDateTime(row.startAt, row.timeZone),
    endLocal: localDateTime(row.endAt, row.timeZone),
    timeZone: row.timeZone,
    repeat: row.repeat,
    description: row.description,
    animalCount: row.animalCount,
    overdue,
    nextOccurrence: next ? occurrence(next) : null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole task: the list row with its animals and its completed occurrences. */
export function presentTask(row: TaskListRow, animals: AnimalReference[], completed: ReadonlyMap<number, CompletedOccurrence>, now: Date): Task {
  const completedOccurrences = [...completed.entries()]
    .sort(([a, first], [b, second]) => second.completedAt.getTime() - first.completedAt.getTime() || b - a)
    .slice(0, COMPLETED_SHOWN)
    .map(([index, done]) => ({ index, completedAt: done.completedAt.toISOString(), completedBy: done.completedBy }));
  return { ...presentListItem(row, completed, now), animals, completedOccurrences };
}

/** What the activity log keeps of a task, before and after a write. */
export function taskSnapshot(row: TaskRow, animalIds: readonly string[]): Record<string, unknown> {
  return {
    name: row.name,
    category: row.category,
    priority: row.priority,
    status: row.status,
    assigneeId: row.assigneeId,
    farmId: row.farmId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    timeZone: row.timeZone,
    repeat: row.repeat,
    description: row.description,
    completedAt: row.completedAt?.toISOString() ?? null,
    animalIds: [...animalIds],
  };
}

/** An occurrence's own status (completed once completed, else its series') and whether it is overdue. */
export function occurrenceState(task: Pick<LoadedTask, 'status'>, occurrence: Occurrence, completed: boolean, now: Date) {
  const status = completed ? 'completed' : task.status;
  return { status, overdue: isActive(status) && occurrence.end < now };
}

/**
 * One occurrence as the calendar and the daily tasks show it. Its status is "completed" once it
 * was completed on its own (or its task, not repeating, was); otherwise its series' status.
 */
export function presentEvent(
  task: Pick<LoadedTask, 'id' | 'name' | 'category' | 'priority' | 'status' | 'repeat' | 'assignee'> & { animalCount: number },
  occurrence: Occurrence,
  completed: boolean,
  now: Date,
): TaskEvent {
  const { status, overdue } = occurrenceState(task, occurrence, completed, now);
  return {
    taskId: task.id,
    index: occurrence.index,
    name: task.name,
    category: task.category,
    priority: task.priority,
    status,
    overdue,
    repeating: task.repeat !== null,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    assignee: task.assignee,
    animalCount: task.animalCount,
  };
}
