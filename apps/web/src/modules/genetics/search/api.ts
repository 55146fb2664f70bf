import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationBody } from '@ganado/shared/http';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import { call } from '../../../app/api';

export type SearchBody = OperationBody<typeof ops.searchGenetics>;

/** POST /api/genetics/search: a read, so it is a query, cached by its criteria like a list's. */
export function useGeneticSearch(body: SearchBody) {
  return useQuery({ queryKey: ['genetics', 'search', body], queryFn: () => call(ops.searchGenetics, { body }), placeholderData: keepPreviousData });
}
