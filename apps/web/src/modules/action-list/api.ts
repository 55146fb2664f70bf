import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  actionListOperations as ops,
  type HealthRecordTaskForm,
  type InseminationTaskForm,
  type OccurrenceRequest,
  type TaskForm,
} from '@ganado/shared/action-list';
import type { OperationQuery } from '@ganado/shared/http';
import { ApiError, call } from '../../app/api';
import { queryClient } from '../../app/query-client';

/**
 * docs/product.md §7: "Task calls hand the error response back to the caller instead of failing, except
 * delete, which rejects." A task write answers either its data or the server's error (a 422's
 * field errors, a 403, a 404), which the form shows; only a failure that is not an answer (the
 * network, a bug) is thrown.
 */
export type TaskResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

async function handedBack<T>(send: () => Promise<T>): Promise<TaskResult<T>> {
  try {
    const data = await send();
    // Every screen of the module reads tasks or events, and a completion also writes animal records.
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['actionList'] }), queryClient.invalidateQueries({ queryKey: ['animals'] })]);
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

/** GET /api/action-list/task?page&limit&col&desc&status (status defaults to active on the server). */
export function useTasks(values: Record<string, string | number | boolean | undefined>) {
  // The list's filters are the URL's text; the server checks them (422 for one it does not know).
  const query = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as OperationQuery<typeof ops.listTasks>;
  return useQuery({
    queryKey: ['actionList', 'tasks', values],
    queryFn: () => call(ops.listTasks, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: string | undefined) {
  return useQuery({ queryKey: ['actionList', 'task', id], queryFn: () => call(ops.getTask, { params: { id: id! } }), enabled: Boolean(id) });
}

/** GET /api/action-list/event?sDate&eDate: the occurrences overlapping [sDate, eDate) (instants); not asked while `enabled` is false. */
export function useEvents(values: { sDate: string; eDate: string; assignee?: 'me' }, enabled = true) {
  return useQuery({
    queryKey: ['actionList', 'events', values],
    queryFn: () => call(ops.listTaskEvents, { query: values }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const createTask = (body: TaskForm) => handedBack(() => call(ops.addTask, { body }));
export const updateTask = (body: TaskForm & { id: string }) => handedBack(() => call(ops.updateTask, { body }));
export const setOccurrence = (body: OccurrenceRequest) => handedBack(() => call(ops.setTaskOccurrence, { body }));
export const recordInsemination = (body: InseminationTaskForm) => handedBack(() => call(ops.completeInseminationTask, { body }));
export const recordHealth = (body: HealthRecordTaskForm) => handedBack(() => call(ops.completeHealthRecordTask, { body }));

/** DELETE /api/action-list/task/{id}: unlike the other task calls, a failure rejects (docs/product.md §7). */
export async function deleteTask(id: string): Promise<void> {
  await call(ops.deleteTask, { params: { id } });
  // Not refetched: the page still showing it would flash a "not found" before leaving.
  queryClient.removeQueries({ queryKey: ['actionList', 'task', id] });
  await queryClient.invalidateQueries({ queryKey: ['actionList'] });
}
