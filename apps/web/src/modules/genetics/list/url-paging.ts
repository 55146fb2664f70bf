import { PAGINATION } from '@ganado/shared';
import type { Paging } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { pageOf } from './list-state';

/**
 * The pager's page and size kept in the URL with the list's filters, so a reload or a link shared
 * opens the same page; the first page and the default size leave the URL clean.
 */
export function useUrlPaging(): Paging {
  const { params, set } = useUrlQuery();
  const { page, limit } = pageOf(params);
  return {
    page,
    limit,
    setPage: (next) => set({ page: next > 0 ? String(next + 1) : undefined }),
    setLimit: (next) => set({ limit: next === PAGINATION.defaultPageSize ? undefined : String(next), page: undefined }),
  };
}
