import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import { call } from '../../../app/api';

/** GET /api/genetics/compare?ids=…: asked only for two to four animals, the contract's range. */
export function useComparison(ids: readonly string[]) {
  return useQuery({
    queryKey: ['genetics', 'compare', ids],
    queryFn: () => call(ops.compareGenetics, { query: { ids: [...ids] } }),
    enabled: ids.length >= 2 && ids.length <= 4,
    // An animal added or removed keeps the others on screen until the new answer comes.
    placeholderData: keepPreviousData,
  });
}
