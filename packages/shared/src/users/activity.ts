/** What the activity log records of the users administration, its import and the signed-in password change (the union: activity-log/actions.ts). */
export const USER_ACTIONS = [
  'user.create',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.import',
  'user.passwordChanged',
  'user.passwordChangeFailed',
  'userImport.create',
  'userImport.complete',
] as const;
