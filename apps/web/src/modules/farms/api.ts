import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { farmOperations as ops, type FarmRequest, type GeocodeQuery, type ZoneRequest, type ZoneUpdateRequest } from '@ganado/shared/farms';
import { call } from '../../app/api';

export type FarmsListQuery = { page: number; limit: number; search?: string };

/** GET /api/farm?page&limit&search: one page of the organisation's farms (page counts from 0 here). */
export const farmsQuery = (list: FarmsListQuery) =>
  queryOptions({
    queryKey: ['farms', 'list', list],
    queryFn: () => call(ops.listFarms, { query: { page: list.page + 1, limit: list.limit, search: list.search || undefined } }),
    placeholderData: keepPreviousData,
  });

export function useFarms(list: FarmsListQuery) {
  return useQuery(farmsQuery(list));
}

export function useFarm(id: string | undefined) {
  return useQuery({ queryKey: ['farms', 'one', id], queryFn: () => call(ops.getFarm, { params: { id: id! } }), enabled: Boolean(id) });
}

/** GET /api/farm/{id}/zone, as query options: also used for several farms at once (useQueries). */
export const zonesQuery = (farmId: string | undefined) => ({
  queryKey: ['farms', 'zones', farmId],
  queryFn: () => call(ops.listZones, { params: { id: farmId! } }),
  enabled: Boolean(farmId),
});

export function useZones(farmId: string | undefined) {
  return useQuery(zonesQuery(farmId));
}

export function useZone(id: string | undefined) {
  return useQuery({ queryKey: ['farms', 'zone', id], queryFn: () => call(ops.getZone, { params: { id: id! } }), enabled: Boolean(id) });
}

/** Where map tiles come from (TILE_URL); it does not change while the app runs. */
export function useMapConfig() {
  return useQuery({ queryKey: ['map-config'], queryFn: () => call(ops.getMapConfig), staleTime: Infinity });
}

/**
 * GET /api/farm/geocode: places matching a name or address, when asked (`search` set). Kept for the visit:
 * the same address is asked each time a form opens, and the geocoder's usage policy asks not to repeat.
 */
export function useGeocode(search: GeocodeQuery | null) {
  return useQuery({
    queryKey: ['farms', 'geocode', search],
    queryFn: () => call(ops.findPlaces, { query: search! }),
    enabled: search !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export const createFarm = (body: FarmRequest) => call(ops.addFarm, { body });
export const updateFarm = (id: string, body: FarmRequest) => call(ops.updateFarm, { params: { id }, body });
export const deleteFarm = (id: string) => call(ops.removeFarm, { params: { id } });
export const createZone = (body: ZoneRequest) => call(ops.addZone, { body });
export const updateZone = (id: string, body: ZoneUpdateRequest) => call(ops.updateZone, { params: { id }, body });
export const deleteZone = (id: string) => call(ops.removeZone, { params: { id } });
