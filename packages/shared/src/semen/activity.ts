/** What the activity log records of semen automation (the union: activity-log/actions.ts). */
export const SEMEN_ACTIONS = [
  'sire.create',
  'sire.update',
  'sire.healthTest',
  'collection.create',
  'batch.approve',
  'batch.reject',
  'semenThresholds.update',
  'inseminator.create',
  'inseminator.update',
  'tank.create',
  'tank.update',
  'tank.count',
  'semenPack.store',
  'semenPack.move',
] as const;
