/** What the activity log records of roles (the union: activity-log/actions.ts). */
export const ROLE_ACTIONS = [
  'role.create',
  'role.update',
  'role.permissionsUpdate',
] as const;
