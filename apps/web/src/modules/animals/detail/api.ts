import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityEntry } from '@ganado/shared/activity-log';
import {
  animal,
  animalGroup,
  animalLineage,
  animalPerformance,
  animalRecord,
  type RecordRequest,
  type RecordType,
} from '@ganado/shared/animals';
import { pageOf } from '@ganado/shared/http';
import { z } from 'zod';
import { api, ApiError, apiRequest } from '../../../app/api';

const recordsPage = pageOf(animalRecord);
const groupsPage = pageOf(animalGroup);

/** Every query about one animal starts with this key, so a record written refreshes them all. */
export const animalKey = (id: string) => ['animals', 'one', id] as const;

export function useAnimal(id: string | undefined) {
  return useQuery({ queryKey: animalKey(id ?? ''), queryFn: () => api.get(`/animal/${id}`, animal), enabled: Boolean(id) });
}

export function useLineage(id: string) {
  return useQuery({ queryKey: [...animalKey(id), 'lineage'], queryFn: () => api.get(`/animal/${id}/lineage`, animalLineage) });
}

export function usePerformance(id: string) {
  return useQuery({ queryKey: [...animalKey(id), 'performance'], queryFn: () => api.get(`/animal/${id}/performance`, animalPerformance) });
}

/** GET /api/animal/{id}/record?type=…: the records of one tab, newest first (the server's limit is 500). */
export function useRecords(id: string, types: readonly RecordType[]) {
  const query = new URLSearchParams(types.map((type) => ['type', type]));
  query.set('limit', '500');
  return useQuery({
    queryKey: [...animalKey(id), 'records', types],
    queryFn: () => api.get(`/animal/${id}/record?${query.toString()}`, recordsPage),
  });
}

/** The animal's history; the server answers 404 while it has none, which is an empty history. */
export function useAnimalActivity(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...animalKey(id), 'activity'],
    enabled,
    queryFn: async () => {
      try {
        return await api.get(`/activity-log/entity/animal/${id}`, z.array(activityEntry));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}

export function useGroups() {
  return useQuery({ queryKey: ['animals', 'groups', 'all'], queryFn: () => api.get('/animal-group?limit=100', groupsPage) });
}

export const createRecord = (animalId: string, body: RecordRequest) => api.post(`/animal/${animalId}/record`, body, animalRecord);
export const updateRecord = (animalId: string, recordId: string, body: RecordRequest) =>
  api.put(`/animal/${animalId}/record/${recordId}`, body, animalRecord);
export const deleteRecord = (animalId: string, recordId: string) =>
  apiRequest(`/animal/${animalId}/record/${recordId}`, { method: 'DELETE' });

/** After a write: the header (weight, status, group), the tabs, the lists and the farm counts. */
export function useRefreshAnimals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['animals'] });
}
