import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops, type Evaluation, type EvaluationRequest } from '@ganado/shared/genetics';
import { call } from '../../../app/api';

/** How often an unfinished evaluation's progress is asked for. */
export const EVALUATION_POLL_MS = 1000;

export const isUnfinished = (evaluation: Pick<Evaluation, 'status'> | undefined) => evaluation?.status === 'queued' || evaluation?.status === 'running';

/** GET /api/genetics/evaluation: newest first, asked again every second while one on the page is unfinished. */
export function useEvaluations(page: { page: number; limit: number }) {
  return useQuery({
    queryKey: ['genetics', 'evaluations', page],
    queryFn: () => call(ops.listEvaluations, { query: page }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some(isUnfinished) ? EVALUATION_POLL_MS : false),
  });
}

/** GET /api/genetics/evaluation/{id}, asked again every second until it completes or fails. */
export function useEvaluation(id: string | null) {
  return useQuery({
    queryKey: ['genetics', 'evaluation', id],
    queryFn: () => call(ops.getEvaluation, { params: { id: id! } }),
    enabled: Boolean(id),
    refetchInterval: (current) => (isUnfinished(current.state.data) ? EVALUATION_POLL_MS : false),
  });
}

/** POST /api/genetics/evaluation: 202 with the queued evaluation; 409 while another runs. */
export const startEvaluation = (body: EvaluationRequest = {}) => call(ops.startEvaluation, { body });

/** An evaluation ended: every list, comparison and tab of the module shows its EPDs. */
export function useRefreshGenetics() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['genetics'] }), [queryClient]);
}
