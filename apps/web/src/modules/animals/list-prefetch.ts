import { queryClient } from '../../app/query-client';
import { readSelectedFarm } from '../farms/selected-farm';
import { animalsQuery, farmOptionsQuery, groupsQuery, speciesQuery } from './api';
import { animalListPage, animalListState } from './list-state';

/**
 * Starts the queries /animals shows first, from its URL, while the page's chunks download (the
 * route's prefetch, app/routes.tsx): the page then finds them in flight or answered under the same
 * keys (docs/decisions.md, "Initial load").
 */
export function prefetchAnimalList(url: URL): void {
  const { view, tableFilters, sort } = animalListState(url.searchParams, readSelectedFarm()?.id);
  if (view !== 'grouped') void queryClient.prefetchQuery(animalsQuery(animalListPage(tableFilters, sort)));
  // The filters' choices.
  void queryClient.prefetchQuery(groupsQuery());
  void queryClient.prefetchQuery(speciesQuery());
  void queryClient.prefetchQuery(farmOptionsQuery());
}
