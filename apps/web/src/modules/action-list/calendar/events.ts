import type { EventInput } from '@fullcalendar/core';
import { ACTIVE_TASK_STATUSES, type TaskCategory, type TaskEvent } from '@ganado/shared/action-list';

/** One colour per category, so a glance at a week tells feeding from milking. */
export const CATEGORY_COLOURS: Readonly<Record<TaskCategory, string>> = {
  general: '#546e7a',
  insemination: '#ad1457',
  healthRecord: '#00838f',
  feeding: '#6d4c41',
  milking: '#1565c0',
  weighing: '#6a1b9a',
  // A burnt orange: white text on it stays readable (WCAG AA, 5:1).
  maintenance: '#b45309',
};

/** Completed and cancelled occurrences are greyed out: done work should not compete for attention. */
const MUTED = '#bdbdbd';
const MUTED_TEXT = '#424242';
const OVERDUE_BORDER = '#d32f2f';

export const isActive = (event: Pick<TaskEvent, 'status'>) => (ACTIVE_TASK_STATUSES as readonly string[]).includes(event.status);

/**
 * Only a single (non-repeating) task still to do moves by drag: a repeating task's occurrences
 * follow its rule (moving one would move the series), and done work keeps the date it was done.
 */
export const isMovable = (event: Pick<TaskEvent, 'status' | 'repeating'>) => !event.repeating && isActive(event);

/** The words a screen reader hears for an event's state ("Overdue", "Completed", "Repeats"). */
export type EventStateWords = (key: 'overdue' | 'completed' | 'cancelled' | 'repeating') => string;

/** An occurrence's state in words, joined ("Overdue, Repeats"); empty when there is nothing to say. */
export function eventStates(event: TaskEvent, words: EventStateWords): string {
  return [
    event.overdue && isActive(event) ? words('overdue') : null,
    event.status === 'completed' ? words('completed') : null,
    event.status === 'cancelled' ? words('cancelled') : null,
    event.repeating ? words('repeating') : null,
  ]
    .filter((state): state is string => state !== null)
    .join(', ');
}

/** The event's hint (its title attribute): its state words first, then its name. */
export function eventLabel(event: TaskEvent, words: EventStateWords): string {
  const states = eventStates(event, words);
  return states ? `${states}: ${event.name}` : event.name;
}

export const taskPath = (taskId: string) => `/my-schedule/task/${taskId}`;

/** A task's occurrence as FullCalendar's event; the occurrence itself rides in extendedProps. */
export function toCalendarEvent(event: TaskEvent): EventInput {
  const colour = isActive(event) ? CATEGORY_COLOURS[event.category] : MUTED;
  const overdue = event.overdue && isActive(event);
  return {
    id: `${event.taskId}:${event.index}`,
    title: event.name,
    start: event.start,
    end: event.end,
    url: taskPath(event.taskId),
    backgroundColor: colour,
    borderColor: overdue ? OVERDUE_BORDER : colour,
    textColor: isActive(event) ? '#fff' : MUTED_TEXT,
    editable: isMovable(event),
    classNames: [`task-${event.status}`, ...(overdue ? ['task-overdue'] : []), ...(event.repeating ? ['task-repeating'] : [])],
    extendedProps: { occurrence: event },
  };
}
