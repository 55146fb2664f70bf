/** What the activity log records of a person's own profile (the union: activity-log/actions.ts). */
export const PROFILE_ACTIONS = [
  'profile.update',
  'profile.picture',
] as const;
