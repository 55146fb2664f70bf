/** What the activity log records of the equipment module (the union: activity-log/actions.ts). */
export const EQUIPMENT_ACTIONS = [
  'equipment.create',
  'equipment.update',
  'equipment.delete',
  'equipment.maintain',
  'equipment.attach',
  'equipment.detach',
  'equipmentGroup.create',
  'equipmentGroup.update',
  'equipmentGroup.delete',
  'equipmentPlan.create',
  'equipmentPlan.update',
  'equipmentPlan.delete',
] as const;
