import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type GoalInput, goalOperations as ops } from '@ganado/shared/goals';
import { call } from '../../app/api';

export const goalsKey = ['goals'] as const;

/** The organisation's goals, each with its progress now. */
export function useGoals() {
  return useQuery({ queryKey: goalsKey, queryFn: () => call(ops.listGoals) });
}

/** One goal with its trend (the server works out a figure per month: not asked again on focus). */
export function useGoal(id: string | undefined) {
  return useQuery({ queryKey: [...goalsKey, id], queryFn: () => call(ops.getGoal, { params: { id: id! } }), enabled: Boolean(id), refetchOnWindowFocus: false });
}

export function useRefreshGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalsKey });
}

export const addGoal = (body: GoalInput) => call(ops.addGoal, { body });
export const updateGoal = (id: string, body: GoalInput) => call(ops.updateGoal, { params: { id }, body });
export const deleteGoal = (id: string) => call(ops.deleteGoal, { params: { id } });
