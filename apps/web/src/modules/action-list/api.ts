import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  task,
  taskCompletion,
  taskEvent,
  taskListItem,
  type HealthRecordTaskForm,
  type InseminationTaskForm,
  type OccurrenceRequest,
  type TaskForm,
} from '@ganado/shared/action-list';
import { pageOf } from '@ganado/shared/http';
import { api, ApiError, apiRequest } from '../../app/api';
import { queryClient } from '../../app/query-client';
import { queryString } from '../animals/api';

const tasksPage = pageOf(taskListItem);

type QueryValues = Record<string, string | number | boolean | undefined | null>;

/**
 * Spec §7: "Task calls hand the error response back to the caller instead of failing, except
 * delete, which rejects." A task write answers either its data or the server's error (a 422's
 * field errors, a 403, a 404), which the form shows; only a failure that is not an answer (the
 * network, a bug) is thrown.
 */
export type TaskResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

async function handedBack<T>(call: () => Promise<T>): Promise<TaskResult<T>> {
  try {
    const data = await call();
    // Every screen of the module reads tasks or events, and a completion also writes animal records.
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['actionList'] }), queryClient.invalidateQueries({ queryKey: ['animals'] })]);
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

/** GET /api/action-list/task?page&limit&col&desc&status (status defaults to active on the server). */
export function useTasks(values: QueryValues) {
  return useQuery({
    queryKey: ['actionList', 'tasks', values],
    queryFn: () => api.get(`/action-list/task?${queryString(values)}`, tasksPage),
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: string | undefined) {
  return useQuery({ queryKey: ['actionList', 'task', id], queryFn: () => api.get(`/action-list/task/${id}`, task), enabled: Boolean(id) });
}

/** GET /api/action-list/event?sDate&eDate: the occurrences overlapping [sDate, eDate) (instants). */
export function useEvents(values: { sDate: string; eDate: string; assignee?: 'me' }) {
  return useQuery({
    queryKey: ['actionList', 'events', values],
    queryFn: () => api.get(`/action-list/event?${queryString(values)}`, z.array(taskEvent)),
    placeholderData: keepPreviousData,
  });
}

export const createTask = (body: TaskForm) => handedBack(() => api.post('/action-list/task', body, task));
export const updateTask = (body: TaskForm & { id: string }) => handedBack(() => api.put('/action-list/task', body, task));
export const setOccurrence = (body: OccurrenceRequest) => handedBack(() => api.put('/action-list/task/occurrence', body, taskEvent));
export const recordInsemination = (body: InseminationTaskForm) => handedBack(() => api.post('/action-list/task/insemination', body, taskCompletion));
export const recordHealth = (body: HealthRecordTaskForm) => handedBack(() => api.put('/action-list/task/health-record', body, taskCompletion));

/** DELETE /api/action-list/task/{id}: unlike the other task calls, a failure rejects (spec §7). */
export async function deleteTask(id: string): Promise<void> {
  await apiRequest(`/action-list/task/${id}`, { method: 'DELETE' });
  // Not refetched: the page still showing it would flash a "not found" before leaving.
  queryClient.removeQueries({ queryKey: ['actionList', 'task', id] });
  await queryClient.invalidateQueries({ queryKey: ['actionList'] });
}
