import type { TaskEvent } from '@ganado/shared/action-list';
import type { Occurrence } from '@ganado/recurrence';
import type { LoadedTask } from './tasks.repository';
import { isActive } from './tasks.occurrences';

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
  const status = completed ? 'completed' : task.status;
  return {
    taskId: task.id,
    index: occurrence.index,
    name: task.name,
    category: task.category,
    priority: task.priority,
    status,
    overdue: isActive(status) && occurrence.end < now,
    repeating: task.repeat !== null,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    assignee: task.assignee,
    animalCount: task.animalCount,
  };
}
