/** What the activity log records of departments (the union: activity-log/actions.ts). */
export const DEPARTMENT_ACTIONS = [
  'department.create',
  'department.update',
] as const;
