import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf } from '@ganado/shared/http';
import { USER_IMPORT_FILE_FIELD, userImport, userImportRowResult, type UserImport, type UserImportOutcome } from '@ganado/shared/users';
import { api } from '../../app/api';

const importsPage = pageOf(userImport);
const rowsPage = pageOf(userImportRowResult);

/** How often an unfinished import's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

export const isUnfinished = (item: UserImport) => item.status === 'queued' || item.status === 'processing';

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();

/** GET /api/user/import?page&limit&search, asked again every second while any import on the page is unfinished. */
export function useImports(list: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: ['user-imports', list],
    queryFn: () => api.get(`/user/import?${query({ page: list.page + 1, limit: list.limit, search: list.search })}`, importsPage),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some(isUnfinished) ? PROGRESS_POLL_MS : false),
  });
}

/** GET /api/user/import/:id/rows: one page of an import's per-row report. */
export function useImportRows(id: string, list: { page: number; limit: number; outcome?: UserImportOutcome }, unfinished: boolean) {
  return useQuery({
    queryKey: ['user-imports', id, 'rows', list],
    queryFn: () => api.get(`/user/import/${id}/rows?${query({ page: list.page + 1, limit: list.limit, outcome: list.outcome })}`, rowsPage),
    placeholderData: keepPreviousData,
    refetchInterval: unfinished ? PROGRESS_POLL_MS : false,
  });
}

/** POST /api/user/import (multipart): the server checks the whole file and answers the queued import. */
export function uploadImport(file: File) {
  const body = new FormData();
  body.append(USER_IMPORT_FILE_FIELD, file);
  return api.post('/user/import', body, userImport);
}
