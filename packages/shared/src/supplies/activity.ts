/** What the activity log records of farm supplies (the union: activity-log/actions.ts). */
export const SUPPLY_ACTIONS = [
  'supply.create',
  'supply.event',
] as const;
