import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityLogOperations } from '@ganado/shared/activity-log';
import {
  animalGroupOperations,
  animalOperations as ops,
  animalRecordOperations as recordOps,
  type RecordRequest,
  type RecordType,
} from '@ganado/shared/animals';
import { call } from '../../../app/api';

/** Every query about one animal starts with this key, so a record written refreshes them all. */
export const animalKey = (id: string) => ['animals', 'one', id] as const;

export function useAnimal(id: string | undefined) {
  return useQuery({ queryKey: animalKey(id ?? ''), queryFn: () => call(ops.getAnimal, { params: { id: id! } }), enabled: Boolean(id) });
}

export function useLineage(id: string) {
  return useQuery({ queryKey: [...animalKey(id), 'lineage'], queryFn: () => call(ops.getAnimalLineage, { params: { id } }) });
}

export function usePerformance(id: string) {
  return useQuery({ queryKey: [...animalKey(id), 'performance'], queryFn: () => call(ops.getAnimalPerformance, { params: { id } }) });
}

/** GET /api/animal/{id}/record?type=…: the records of one tab, newest first (the server's limit is 500). */
export function useRecords(id: string, types: readonly RecordType[]) {
  return useQuery({
    queryKey: [...animalKey(id), 'records', types],
    queryFn: () => call(recordOps.listAnimalRecords, { params: { id }, query: { type: [...types], limit: 500 } }),
  });
}

/** The animal's history; the server answers 404 while it has none, which is an empty history. */
export function useAnimalActivity(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...animalKey(id), 'activity'],
    enabled,
    queryFn: () => call(activityLogOperations.listEntityActivity, { params: { type: 'animal', id } }),
  });
}

export function useGroups() {
  return useQuery({ queryKey: ['animals', 'groups', 'all'], queryFn: () => call(animalGroupOperations.listAnimalGroups, { query: { limit: 100 } }) });
}

export const createRecord = (animalId: string, body: RecordRequest) => call(recordOps.addAnimalRecord, { params: { id: animalId }, body });
export const updateRecord = (animalId: string, recordId: string, body: RecordRequest) =>
  call(recordOps.updateAnimalRecord, { params: { id: animalId, recordId }, body });
export const deleteRecord = (animalId: string, recordId: string) => call(recordOps.deleteAnimalRecord, { params: { id: animalId, recordId } });

/** After a write: the header (weight, status, group), the tabs, the lists and the farm counts. */
export function useRefreshAnimals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['animals'] });
}
