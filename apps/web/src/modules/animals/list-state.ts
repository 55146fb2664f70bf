import { PAGINATION } from '@ganado/shared';
import { ANIMAL_SORT_COLUMNS, type AnimalSortColumn } from '@ganado/shared/animals';

export const VIEWS = ['all', 'grouped', 'ungrouped'] as const;
export type View = (typeof VIEWS)[number];
/** The farm filter's value for every farm, so that "all" survives a reload instead of the selected farm. */
export const ALL_FARMS = 'all';
export type Sort = { col?: AnimalSortColumn; desc: boolean };
export type ListFilters = Record<string, string | undefined>;

/**
 * The herd list's state, read from its URL query (back, forward and reload keep it) and the selected
 * farm (the list's farm when the URL names none, as on the farm pages). One reading for the page and
 * for the route's prefetch (list-prefetch.ts), so both ask for the same list. `search` is the text
 * the list is asked for: the page passes it once typing pauses.
 */
export function animalListState(params: URLSearchParams, selectedFarmId: string | undefined, search = (params.get('search') ?? '').trim()) {
  const get = (key: string) => params.get(key) ?? '';
  const farmParam = params.get('farmId') ?? selectedFarmId ?? ALL_FARMS;
  const col = get('col');
  const sort: Sort = { col: ANIMAL_SORT_COLUMNS.includes(col as AnimalSortColumn) ? (col as AnimalSortColumn) : undefined, desc: get('desc') === 'true' };
  const view: View = VIEWS.includes(get('view') as View) ? (get('view') as View) : 'all';
  const filters: ListFilters = {
    search: search || undefined,
    status: get('status') || 'active',
    farmId: farmParam === ALL_FARMS ? undefined : farmParam,
    gender: get('gender') || undefined,
    speciesCode: get('speciesCode') || undefined,
    breedCode: get('breedCode') || undefined,
    categoryStage: get('categoryStage') || undefined,
    groupId: get('groupId') || undefined,
    grouped: view === 'ungrouped' ? 'false' : undefined,
  };
  // The ungrouped view has no group filter to offer, so a group left in the URL does not apply.
  const tableFilters = view === 'ungrouped' ? { ...filters, groupId: undefined } : filters;
  return { farmParam, sort, view, filters, tableFilters };
}

/** One page of the table as query values (`page` from 0, as the pager counts). */
export const animalListPage = (filters: ListFilters, sort: Sort, page = 0, limit: number = PAGINATION.defaultPageSize) => ({
  ...filters,
  col: sort.col,
  desc: sort.col ? sort.desc : undefined,
  page: page + 1,
  limit,
});
