import type { Task, TaskOccurrence } from '@ganado/shared/action-list';

/**
 * Which occurrence a completion is for: `?index=` when the link named one, else the next one still
 * to do, else the first (a task that does not repeat has only occurrence 0).
 */
export function occurrenceIndex(task: Pick<Task, 'nextOccurrence'>, requested: string | null): number {
  const index = requested === null || requested === '' ? NaN : Number(requested);
  if (Number.isInteger(index) && index >= 0) return index;
  return task.nextOccurrence?.index ?? 0;
}

/**
 * The occurrence's instants when the task's answer holds them (its next one, or the first); the
 * others are expanded on the server only, so their dates are not known here.
 */
export function occurrenceOf(task: Pick<Task, 'nextOccurrence' | 'startAt' | 'endAt'>, index: number): TaskOccurrence | null {
  if (task.nextOccurrence?.index === index) return task.nextOccurrence;
  return index === 0 ? { index, start: task.startAt, end: task.endAt } : null;
}
