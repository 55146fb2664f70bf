/** What the activity log records of the action list (the union: activity-log/actions.ts). */
export const TASK_ACTIONS = [
  'task.create',
  'task.update',
  'task.delete',
  'task.occurrenceComplete',
  'task.occurrenceReopen',
  'task.insemination',
  'task.healthRecord',
] as const;
