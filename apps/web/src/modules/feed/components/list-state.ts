import { useDebounced } from '../../../components/admin/paging';
import type { ListSort } from '../../../components/admin/SortableHeaderCell';
import { useUrlQuery } from '../../../components/admin/url-query';

/**
 * A list's search and sort kept in the URL query (back, forward and reload keep them): the search
 * once typing pauses, the sort only by a column offered, clicking a column again turning it round.
 */
export function useListState<C extends string>(columns: readonly C[]) {
  const url = useUrlQuery();
  const search = useDebounced(url.get('search').trim());
  const col = url.get('col');
  const sort: ListSort<C> = { col: (columns as readonly string[]).includes(col) ? (col as C) : undefined, desc: url.get('desc') === 'true' };
  return {
    ...url,
    search: search || undefined,
    sort,
    onSort: (next: C) => url.set({ col: next, desc: sort.col === next && !sort.desc ? 'true' : undefined }),
    /** The sort as the server takes it. */
    sortQuery: { col: sort.col, desc: sort.col && sort.desc ? ('true' as const) : undefined },
  };
}

/** An id the server could take, or nothing (a value it would refuse, 422, is left out). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idOrNothing = (value: string) => (UUID.test(value) ? value : undefined);
