import type { FieldPath, UseFormSetError } from 'react-hook-form';
import type { Task, TaskForm } from '@ganado/shared/action-list';
import type { ApiError } from '../../../app/api';
import { browserTimeZone } from '../labels';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date on the viewer's wall clock, as a datetime-local field holds it: 2026-11-23T07:00. */
export function toWallClock(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The form's values: a task's (on its own wall clock and time zone, so an edit made elsewhere keeps
 * the farm's clock), or a new task starting at the next full hour for an hour, on the browser's zone.
 */
export function taskFormValues(task?: Task, now = new Date()): TaskForm {
  const start = new Date(now);
  start.setHours(start.getHours() + 1, 0, 0, 0);
  const end = new Date(start);
  end.setHours(end.getHours() + 1);
  return {
    name: task?.name ?? '',
    category: task?.category ?? 'general',
    priority: task?.priority ?? 'medium',
    status: task?.status ?? 'pending',
    assigneeId: task?.assignee?.id ?? '',
    farmId: task?.farm?.id ?? '',
    startAt: task?.startLocal ?? toWallClock(start),
    endAt: task?.endLocal ?? toWallClock(end),
    timeZone: task?.timeZone ?? browserTimeZone(),
    repeat: task?.repeat ?? null,
    description: task?.description ?? '',
    animalIds: task?.animals.map((animal) => animal.id) ?? [],
  };
}

/** Where a server message may go: the task's fields and the repeat rule's. */
const FIELDS: FieldPath<TaskForm>[] = [
  ...(Object.keys(taskFormValues()) as (keyof TaskForm)[]),
  'repeat.frequency',
  'repeat.interval',
  'repeat.weekdays',
  'repeat.monthDay',
  'repeat.until',
  'repeat.count',
];

/**
 * Puts each of the server's field errors under its field; answers whether any was placed. A path
 * deeper than a field ('animalIds.3') goes to the field it is in.
 */
export function placeServerErrors(error: ApiError, setError: UseFormSetError<TaskForm>): boolean {
  let placed = false;
  for (const item of error.errors) {
    const field = [...FIELDS].sort((a, b) => b.length - a.length).find((name) => item.param === name || item.param.startsWith(`${name}.`));
    if (!field) continue;
    setError(field, { type: 'server', message: item.key ?? item.msg });
    placed = true;
  }
  return placed;
}
