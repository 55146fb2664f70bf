import { DRUG_FORMATS, DRUG_SORT_COLUMNS, type DrugFormat } from '@ganado/shared/drugs';

export type DrugSortColumn = (typeof DRUG_SORT_COLUMNS)[number];
export type Sort = { col?: DrugSortColumn; desc: boolean };

/** The URL's parameters the filters set (the search and the sort are not counted). */
export const FILTER_PARAMS = ['species', 'drugFormat', 'prescriptionOnly', 'lowStock'] as const;

const isSortColumn = (value: string): value is DrugSortColumn => (DRUG_SORT_COLUMNS as readonly string[]).includes(value);
const isFormat = (value: string): value is DrugFormat => (DRUG_FORMATS as readonly string[]).includes(value);
const flag = (value: string) => (value === 'true' ? ('true' as const) : undefined);

/**
 * The cabinet list's filters and sort, read from its URL query (back, forward and reload keep
 * them); values the server would refuse are left out. `search` is the text once typing pauses.
 */
export function drugListState(params: URLSearchParams, search: string) {
  const get = (key: string) => params.get(key) ?? '';
  const col = get('col');
  const format = get('drugFormat');
  const sort: Sort = { col: isSortColumn(col) ? col : undefined, desc: get('desc') === 'true' };
  const filters = {
    search: search || undefined,
    species: get('species') || undefined,
    drugFormat: isFormat(format) ? format : undefined,
    prescriptionOnly: flag(get('prescriptionOnly')),
    lowStock: flag(get('lowStock')),
  };
  return { sort, filters };
}
export type DrugFilters = ReturnType<typeof drugListState>['filters'];
