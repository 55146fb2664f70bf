/** What the activity log records of feed management (the union: activity-log/actions.ts). */
export const FEED_ACTIONS = [
  'ingredient.create',
  'ingredient.update',
  'feedLot.receive',
  'feedLot.update',
  'feedLot.stock',
  'feedLot.analysis',
  'feedSupplier.create',
  'feedSupplier.price',
  'ration.create',
  'ration.revise',
  'ration.copy',
  'ration.apply',
  'ration.feed',
] as const;
