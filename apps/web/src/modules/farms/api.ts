import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { farm, type FarmRequest, mapConfig, zone, type ZoneRequest, type ZoneUpdateRequest } from '@ganado/shared/farms';
import { pageOf } from '@ganado/shared/http';
import { z } from 'zod';
import { api, apiRequest } from '../../app/api';

const farmsPage = pageOf(farm);

export type FarmsListQuery = { page: number; limit: number; search?: string };

function farmsPath({ page, limit, search }: FarmsListQuery): string {
  const query = new URLSearchParams({ page: String(page + 1), limit: String(limit) });
  if (search) query.set('search', search);
  return `/farm?${query.toString()}`;
}

/** GET /api/farm?page&limit&search: one page of the organisation's farms (page counts from 0 here). */
export function useFarms(list: FarmsListQuery) {
  return useQuery({ queryKey: ['farms', 'list', list], queryFn: () => api.get(farmsPath(list), farmsPage), placeholderData: keepPreviousData });
}

export function useFarm(id: string | undefined) {
  return useQuery({ queryKey: ['farms', 'one', id], queryFn: () => api.get(`/farm/${id}`, farm), enabled: Boolean(id) });
}

/** GET /api/farm/{id}/zone, as query options: also used for several farms at once (useQueries). */
export const zonesQuery = (farmId: string | undefined) => ({
  queryKey: ['farms', 'zones', farmId],
  queryFn: () => api.get(`/farm/${farmId}/zone`, z.array(zone)),
  enabled: Boolean(farmId),
});

export function useZones(farmId: string | undefined) {
  return useQuery(zonesQuery(farmId));
}

export function useZone(id: string | undefined) {
  return useQuery({ queryKey: ['farms', 'zone', id], queryFn: () => api.get(`/zone/${id}`, zone), enabled: Boolean(id) });
}

/** Where map tiles come from (TILE_URL); it does not change while the app runs. */
export function useMapConfig() {
  return useQuery({ queryKey: ['map-config'], queryFn: () => api.get('/map/config', mapConfig), staleTime: Infinity });
}

export const createFarm = (body: FarmRequest) => api.post('/farm', body, farm);
export const updateFarm = (id: string, body: FarmRequest) => api.put(`/farm/${id}`, body, farm);
export const deleteFarm = (id: string) => apiRequest(`/farm/${id}`, { method: 'DELETE' }, farm);
export const createZone = (body: ZoneRequest) => api.post('/zone', body, zone);
export const updateZone = (id: string, body: ZoneUpdateRequest) => api.put(`/zone/${id}`, body, zone);
export const deleteZone = (id: string) => apiRequest(`/zone/${id}`, { method: 'DELETE' }, zone);
