/** What the activity log records of genetics and genotypes (the union: activity-log/actions.ts). */
export const GENETICS_ACTIONS = [
  'epdData.update',
  'epdUpload.create',
  'contemporaryGroup.create',
  'contemporaryGroup.update',
  'contemporaryGroup.delete',
  'contemporaryGroup.build',
  'contemporaryGroup.move',
  'geneticSettings.update',
  'requiredFields.update',
  'evaluation.start',
  'submission.create',
  'genotype.create',
  'genotype.update',
  'genotype.delete',
] as const;
