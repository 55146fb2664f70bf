/** The module's addresses (route-map.ts), for links between its pages. */
export const FEED_HOME = '/feed-management/ration-library';
export const RATION_LIBRARY = FEED_HOME;
export const INVENTORY = '/feed-management/ingredient-inventory';
export const RECEIVE_FEED = `${INVENTORY}/add`;
export const lotEditPath = (number: number) => `${INVENTORY}/${number}/edit`;
/** The inventory showing one feed's lots. */
export const feedLotsPath = (ingredientId: string) => `${INVENTORY}?ingredientId=${ingredientId}`;
export const LIBRARY = '/feed-management/ingredient-library';
export const SUPPLIERS = '/feed-management/feed-suppliers';
export const SUGGESTIONS = '/feed-management/suggestion';

/** The two formulation flows: the target, then the feeds, then the ration suggested. */
export const FLOW_PATHS = {
  group: {
    target: '/feed-management/select-animal-group',
    feeds: '/feed-management/ingredients-group-selection',
    result: '/feed-management/ration-group-suggestion',
  },
  animal: {
    target: '/feed-management/select-animal-individual',
    feeds: '/feed-management/ingredients-individual-selection',
    result: '/feed-management/ration-individual-suggestion/new',
  },
} as const;
export type FlowKind = keyof typeof FLOW_PATHS;

/** A saved ration's page: a group's under `?ration=`, an animal's by its number in the path. */
export const rationPath = (kind: FlowKind, number: number) =>
  kind === 'group' ? `${FLOW_PATHS.group.result}?ration=${number}` : `/feed-management/ration-individual-suggestion/${number}`;
