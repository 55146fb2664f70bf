import type { Task, TaskCompletion, TaskEvent, TaskListItem } from '@ganado/shared/action-list';

/** Tasks and answers the action list's page tests share. */
export const TASK_ID = '20000000-0000-4000-8000-000000000001';
export const INSEMINATION_ID = '20000000-0000-4000-8000-000000000002';
export const ANIMAL_ID = '20000000-0000-4000-8000-000000000101';
export const USER_ID = '20000000-0000-4000-8000-000000000201';
export const PALOMA = { id: ANIMAL_ID, tagNumber: 'ES-001', nickname: 'Paloma', gender: 'female' as const };
export const LUNA = { id: '20000000-0000-4000-8000-000000000102', tagNumber: 'ES-002', nickname: null, gender: 'female' as const };

/** A task as GET /action-list/task/{id} answers it: a weighing at La Dehesa, on Madrid's clock. */
export const taskFixture = (overrides: Partial<Task> = {}): Task => ({
  id: TASK_ID,
  name: 'Weigh calves',
  category: 'weighing',
  priority: 'high',
  status: 'inProgress',
  assignee: { id: USER_ID, name: 'Fran Farmer' },
  farm: { id: '20000000-0000-4000-8000-000000000301', name: 'La Dehesa' },
  startAt: '2026-11-23T08:00:00.000Z',
  endAt: '2026-11-23T09:30:00.000Z',
  startLocal: '2026-11-23T09:00',
  endLocal: '2026-11-23T10:30',
  timeZone: 'Europe/Madrid',
  repeat: null,
  description: 'Scale in the barn',
  animals: [PALOMA],
  animalCount: 1,
  overdue: false,
  nextOccurrence: { index: 0, start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T09:30:00.000Z' },
  completedOccurrences: [],
  completedAt: null,
  createdBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** A weekly feeding round, overdue, one occurrence done. */
export const feeding: Task = taskFixture({
  name: 'Feed the heifers',
  category: 'feeding',
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
  createdBy: 'Fran Farmer',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

export const insemination: Task = {
  ...feeding,
  id: INSEMINATION_ID,
  name: 'Inseminate Paloma',
  category: 'insemination',
  repeat: null,
  overdue: false,
  animals: [PALOMA],
  animalCount: 1,
  nextOccurrence: { index: 0, start: '2026-11-23T07:00:00.000Z', end: '2026-11-23T08:00:00.000Z' },
  completedOccurrences: [],
};

export function listed(task: Task): TaskListItem {
  const { animals: _animals, completedOccurrences: _done, ...item } = task;
  return item;
}

/** One occurrence of the task on the calendar, an hour long, still to do. */
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

/** What a completion answers: the occurrence done, and the records written on the animals. */
export const completionFixture = (task: Task, index: number): TaskCompletion => ({
  event: { ...eventOf(task, index, task.startAt), status: 'completed', end: task.endAt },
  records: task.animals.map((animal, position) => ({ id: `20000000-0000-4000-8000-00000000090${position}`, animalId: animal.id })),
});
