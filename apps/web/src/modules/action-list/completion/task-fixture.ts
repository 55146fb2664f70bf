import type { Task } from '@ganado/shared/action-list';

/** A task as GET /action-list/task/{id} answers it, for the tests of this module's screens. */
export const TASK_ID = '00000000-0000-4000-8000-000000000701';
export const PALOMA = { id: '00000000-0000-4000-8000-000000000301', tagNumber: 'ES-001', nickname: 'Paloma', gender: 'female' as const };
export const LUNA = { id: '00000000-0000-4000-8000-000000000302', tagNumber: 'ES-002', nickname: null, gender: 'female' as const };

export const taskFixture = (overrides: Partial<Task> = {}): Task => ({
  id: TASK_ID,
  name: 'Weigh calves',
  category: 'weighing',
  priority: 'high',
  status: 'inProgress',
  assignee: { id: '00000000-0000-4000-8000-000000000101', name: 'Fran Farmer' },
  farm: { id: '00000000-0000-4000-8000-000000000201', name: 'La Dehesa' },
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

/** What a completion answers: the occurrence done, and the records written on the animals. */
export const completionFixture = (task: Task, index: number) => ({
  event: {
    taskId: task.id,
    index,
    name: task.name,
    category: task.category,
    priority: task.priority,
    status: 'completed' as const,
    overdue: false,
    repeating: task.repeat !== null,
    start: task.startAt,
    end: task.endAt,
    assignee: task.assignee,
    animalCount: task.animalCount,
  },
  records: task.animals.map((animal, position) => ({ id: `00000000-0000-4000-8000-00000000090${position}`, animalId: animal.id })),
});
