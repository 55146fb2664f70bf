import { useQuery } from '@tanstack/react-query';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import { call } from '../../../app/api';
import { retryUnlessNotFound } from '../shared/query';

/** GET /api/genetics/animal/{id}/epd-info: each trait with the animal's figures and the herd's spread. */
export function useEpdInfo(id: string | undefined) {
  return useQuery({ queryKey: ['genetics', 'epd-info', id], queryFn: () => call(ops.getEpdInfo, { params: { id: id! } }), enabled: Boolean(id), retry: retryUnlessNotFound });
}
