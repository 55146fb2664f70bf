/** What the activity log records of the herd: animals, their records, groups and imports (the union: activity-log/actions.ts). */
export const ANIMAL_ACTIONS = [
  'animal.create',
  'animal.update',
  'animal.delete',
  'animal.bulkAction',
  'animalRecord.create',
  'animalRecord.update',
  'animalRecord.delete',
  'animalGroup.create',
  'animalGroup.update',
  'animalGroup.delete',
  'animalGroup.move',
  'animalImport.create',
  'animalImport.complete',
] as const;
