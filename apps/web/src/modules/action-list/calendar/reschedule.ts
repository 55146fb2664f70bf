import { actionListOperations, type Task, type TaskForm } from '@ganado/shared/action-list';
import { call, errorText } from '../../../app/api';
import { updateTask, type TaskResult } from '../api';

/** The whole task as the form would send it (a PUT replaces the task), with new start and end. */
export function movedTaskBody(task: Task, start: Date, end: Date): TaskForm & { id: string } {
  return {
    id: task.id,
    name: task.name,
    category: task.category,
    priority: task.priority,
    status: task.status,
    assigneeId: task.assignee?.id ?? null,
    farmId: task.farm?.id ?? null,
    timeZone: task.timeZone,
    repeat: task.repeat,
    description: task.description,
    animalIds: task.animals.map((animal) => animal.id),
    // Instants with their offset: the server reads them on the task's own wall clock.
    startAt: start.toISOString(),
    endAt: end.toISOString(),
  };
}

/** What a drag or a resize hands over: the task, where it landed, and how to put it back. */
export interface Move {
  taskId: string;
  start: Date;
  /** FullCalendar leaves the end out when it equals its default duration. */
  end: Date | null;
  revert: () => void;
}

export type MoveOutcome = { ok: true } | { ok: false; message: string };

interface Calls {
  load: (id: string) => Promise<Task>;
  save: (body: TaskForm & { id: string }) => Promise<TaskResult<Task>>;
}

// Read fresh rather than from the cache: the PUT replaces every field, so a stale copy would undo
// someone else's change.
const loadTask = (id: string) => call(actionListOperations.getTask, { params: { id } });

/**
 * Saves a dragged or resized task at its new instants; when the server refuses (or the task cannot
 * be read) the event goes back where it was and the reason is handed back for the page to show.
 */
export async function reschedule(move: Move, calls: Calls = { load: loadTask, save: updateTask }): Promise<MoveOutcome> {
  try {
    const task = await calls.load(move.taskId);
    const length = Date.parse(task.endAt) - Date.parse(task.startAt);
    const end = move.end ?? new Date(move.start.getTime() + length);
    const result = await calls.save(movedTaskBody(task, move.start, end));
    if (result.ok) return { ok: true };
    move.revert();
    return { ok: false, message: errorText(result.error) };
  } catch (error) {
    move.revert();
    return { ok: false, message: errorText(error) };
  }
}
