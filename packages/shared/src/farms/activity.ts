/** What the activity log records of farms and zones (the union: activity-log/actions.ts). */
export const FARM_ACTIONS = [
  'farm.create',
  'farm.update',
  'farm.delete',
  'zone.create',
  'zone.update',
  'zone.delete',
] as const;
