import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  animal,
  animalGroup,
  animalImport,
  animalListItem,
  animalReference,
  bulkActionResult,
  groupHistoryEntry,
  type AnimalImport,
  type AnimalImportKind,
  type AnimalRequest,
  type BulkActionRequest,
  type Gender,
  type GroupMoveRequest,
  type GroupRequest,
} from '@ganado/shared/animals';
import { pageOf } from '@ganado/shared/http';
import { breed, species } from '@ganado/shared/reference';
import { api, apiBlob, apiRequest } from '../../app/api';
import { useFarms } from '../farms/api';

const animalsPage = pageOf(animalListItem);
const groupsPage = pageOf(animalGroup);

/** How often an import still being written is asked for its progress. */
const IMPORT_POLL_MS = 1000;

type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** A query string without the blank values. */
export const queryString = (values: QueryValues) =>
  new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]]))).toString();

/** GET /api/animal: one page of the herd (`values` already holds page from 1, filters and sort). */
export function useAnimals(values: QueryValues) {
  return useQuery({ queryKey: ['animals', 'list', values], queryFn: () => api.get(`/animal?${queryString(values)}`, animalsPage), placeholderData: keepPreviousData });
}

export function useAnimal(id: string | undefined) {
  return useQuery({ queryKey: ['animals', 'one', id], queryFn: () => api.get(`/animal/${id}`, animal), enabled: Boolean(id) });
}

/** GET /api/animal/options: the animals a picker offers. */
export function useAnimalOptions(values: { search?: string; gender?: Gender; bornBefore?: string }) {
  return useQuery({
    queryKey: ['animals', 'options', values],
    queryFn: () => api.get(`/animal/options?${queryString(values)}`, z.array(animalReference)),
    placeholderData: keepPreviousData,
  });
}

export const createAnimal = (body: AnimalRequest) => api.post('/animal', body, animal);
export const updateAnimal = (id: string, body: AnimalRequest) => api.put(`/animal/${id}`, body, animal);
export const deleteAnimal = (id: string) => apiRequest(`/animal/${id}`, { method: 'DELETE' });

/** Every group, for selects (the organisation's groups are few). */
const ALL_GROUPS = 1000;

export function useGroups(values: QueryValues = { page: 1, limit: ALL_GROUPS, col: 'name' }) {
  return useQuery({ queryKey: ['animals', 'groups', values], queryFn: () => api.get(`/animal-group?${queryString(values)}`, groupsPage), placeholderData: keepPreviousData });
}

export function useGroup(id: string | undefined) {
  return useQuery({ queryKey: ['animals', 'group', id], queryFn: () => api.get(`/animal-group/${id}`, animalGroup), enabled: Boolean(id) });
}

export function useGroupHistory(id: string) {
  return useQuery({ queryKey: ['animals', 'group', id, 'history'], queryFn: () => api.get(`/animal-group/${id}/history`, z.array(groupHistoryEntry)) });
}

export const createGroup = (body: GroupRequest) => api.post('/animal-group', body, animalGroup);
export const updateGroup = (id: string, body: GroupRequest) => api.put(`/animal-group/${id}`, body, animalGroup);
export const deleteGroup = (id: string) => apiRequest(`/animal-group/${id}`, { method: 'DELETE' });
export const moveAnimals = (body: GroupMoveRequest) => api.post('/animal-group/move', body, z.object({ moved: z.number() }));
export const bulkAction = (body: BulkActionRequest) => api.post('/animal/bulk', body, bulkActionResult);

/** POST /api/animal/import (multipart): a rejected file answers 422 with the import and its row errors. */
export function uploadImport(kind: AnimalImportKind, file: File) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  return api.post('/animal/import', body, animalImport);
}

const isRunning = (item: AnimalImport | undefined) => item?.status === 'queued' || item?.status === 'running' || item?.status === 'checking';

/** GET /api/animal/import/{id}, asked again every second until the import ends. */
export function useImport(id: string | undefined) {
  return useQuery({
    queryKey: ['animals', 'import', id],
    queryFn: () => api.get(`/animal/import/${id}`, animalImport),
    enabled: Boolean(id),
    refetchInterval: (current) => (isRunning(current.state.data) ? IMPORT_POLL_MS : false),
  });
}

/** Every farm, for the selects of the animal pages. */
export function useFarmOptions() {
  const farms = useFarms({ page: 0, limit: 1000 });
  return (farms.data?.items ?? []).map((farm) => ({ value: farm.id, label: farm.name }));
}

export function useSpecies() {
  return useQuery({ queryKey: ['reference', 'species'], queryFn: () => api.get('/species', z.array(species)), staleTime: Infinity });
}

export function useBreeds(speciesCode: string | undefined) {
  return useQuery({
    queryKey: ['reference', 'breeds', speciesCode],
    queryFn: () => api.get(`/breeds?${queryString({ species: speciesCode })}`, z.array(breed)),
    enabled: Boolean(speciesCode),
    staleTime: Infinity,
  });
}

/** Fetches a file behind the session and hands it to the browser as a download. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await apiBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
