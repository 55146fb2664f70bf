/** The module's addresses (route-map.ts), for links between its pages and from the animal's tabs. */
export const GENETICS_PATHS = {
  list: '/genetics',
  search: '/genetic-search',
  searchResults: '/search-list',
  compare: '/compare-genetic',
  evaluations: '/genetics/evaluations',
  modelSettings: '/genetics/modelSettings',
  requiredFields: '/genetics/requiredFieldsSetting',
  contemporaryGroups: '/genetics/contemporaryGroups',
  dataSubmission: '/genetics/v2/data-submission',
  genotypes: '/genoList',
  uploads: '/genetics/bulkUploadStatus',
} as const;

/** What each trait means and the animal's EPDs beside the herd's. */
export const epdInfoPath = (animalId: string) => `/genetics/epd-info/${animalId}`;
/** The animal's EPD sheet: the records its EPDs are worked out from. */
export const epdSheetPath = (animalId: string) => `/genetics/edit/v2/${animalId}`;
/** The animal's own pages. */
export const geneticWorthPath = (animalId: string) => `/animals/${animalId}/genetic-worth`;
export const animalPath = (animalId: string) => `/animals/${animalId}/details`;

/** The comparison of these animals (`ids` repeated, as the contract reads them). */
export const comparePath = (ids: readonly string[]) => `${GENETICS_PATHS.compare}?${new URLSearchParams(ids.map((id) => ['ids', id])).toString()}`;
