import { useQuery } from '@tanstack/react-query';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import { call } from '../../../app/api';
import { retryUnlessNotFound } from '../shared/query';

/** GET /api/genetics/animal/{id}/worth: the current EPDs and their history over the evaluations. */
export function useGeneticWorth(id: string) {
  return useQuery({ queryKey: ['genetics', 'worth', id], queryFn: () => call(ops.getGeneticWorth, { params: { id } }), retry: retryUnlessNotFound });
}
