import type { Task, TaskEvent, TaskListItem } from '@ganado/shared/action-list';

/** Tasks the action list's page tests share: a weekly feeding round and an insemination. */
export const TASK_ID = '20000000-0000-4000-8000-000000000001';
export const INSEMINATION_ID = '20000000-0000-4000-8000-000000000002';
export const ANIMAL_ID = '20000000-0000-4000-8000-000000000101';
export const USER_ID = '20000000-0000-4000-8000-000000000201';

export const feeding: Task = {
  id: TASK_ID,
  name: 'Feed the heifers',
  category: 'feeding',
  priority: 'high',
  status: 'pending',
  assignee: { id: USER_ID, name: 'Rosa Vaquera' },
  farm: null,
  startAt: '2026-11-23T07:00:00.000Z',
  endAt: '2026-11-23T08:00:00.000Z',
  startLocal: '2026-11-23T07:00',
  endLocal: '2026-11-23T08:00',
  timeZone: 'UTC',
  repeat: { frequency: 'weekly', interval: 1, weekdays: [1, 4] },
  description: 'Hay and mineral',
  animals: [],
  animalCount: 0,
  overdue: true,
  nextOccurrence: { index: 3, start: '2026-11-23T07:00:00.000Z', end: '2026-11-23T08:00:00.000Z' },
  completedOccurrences: [{ index: 2, completedAt: '2026-11-20T08:10:00.000Z', completedBy: 'Rosa Vaquera' }],
  completedAt: null,
  createdBy: 'Fran Farmer',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const insemination: Task = {
  ...feeding,
  id: INSEMINATION_ID,
  name: 'Inseminate Paloma',
  category: 'insemination',
  repeat: null,
  overdue: false,
  animals: [{ id: ANIMAL_ID, tagNumber: 'ES-001', nickname: 'Paloma', gender: 'female' }],
  animalCount: 1,
  nextOccurrence: { index: 0, start: '2026-11-23T07:00:00.000Z', end: '2026-11-23T08:00:00.000Z' },
  completedOccurrences: [],
};

export function listed(task: Task): TaskListItem {
  const { animals: _animals, completedOccurrences: _done, ...item } = task;
  return item;
}

export function eventOf(task: Task, index: number, start: string): TaskEvent {
  return {
    taskId: task.id,
    index,
    name: task.name,
    category: task.category,
    priority: task.priority,
    status: 'pending',
    overdue: false,
    repeating: task.repeat !== null,
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    assignee: task.assignee,
    animalCount: task.animalCount,
  };
}
