import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userImportOperations as ops, type UserImport, type UserImportOutcome } from '@ganado/shared/users';
import { call } from '../../app/api';

/** How often an unfinished import's progress is asked for. */
export const PROGRESS_POLL_MS = 1000;

export const isUnfinished = (item: UserImport) => item.status === 'queued' || item.status === 'running';

/** GET /api/user/import?page&limit&search, asked again every second while any import on the page is unfinished. */
export function useImports(list: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: ['user-imports', list],
    queryFn: () => call(ops.listUserImports, { query: { page: list.page + 1, limit: list.limit, search: list.search || undefined } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some(isUnfinished) ? PROGRESS_POLL_MS : false),
  });
}

/** GET /api/user/import/:id/rows: one page of an import's per-row report. */
export function useImportRows(id: string, list: { page: number; limit: number; outcome?: UserImportOutcome }, unfinished: boolean) {
  return useQuery({
    queryKey: ['user-imports', id, 'rows', list],
    queryFn: () => call(ops.listUserImportRows, { params: { id }, query: { page: list.page + 1, limit: list.limit, outcome: list.outcome } }),
    placeholderData: keepPreviousData,
    refetchInterval: unfinished ? PROGRESS_POLL_MS : false,
  });
}

/** POST /api/user/import (multipart): the server checks the whole file and answers the queued import. */
export const uploadImport = (file: File) => call(ops.importUsers, { body: { file } });
