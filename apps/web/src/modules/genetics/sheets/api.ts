import { useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops, type EpdDataForm } from '@ganado/shared/genetics';
import { call } from '../../../app/api';
import { retryUnlessNotFound } from '../shared/query';

/** Every query of the module is under `genetics`, so a saved change asks them all again. */
export const sheetKey = (animalId: string) => ['genetics', 'sheet', animalId] as const;

/** GET /api/genetics/animal/{id}/epd-data: the animal's EPD sheet; another organisation's animal is not found, and not asked again. */
export function useEpdSheet(animalId: string | undefined) {
  return useQuery({
    queryKey: sheetKey(animalId ?? ''),
    queryFn: () => call(ops.getEpdData, { params: { id: animalId! } }),
    enabled: Boolean(animalId),
    retry: retryUnlessNotFound,
  });
}

export const saveEpdSheet = (animalId: string, body: EpdDataForm) => call(ops.updateEpdData, { params: { id: animalId }, body });

/**
 * After a sheet is saved: the module's lists and sheets, and the animal's own pages, since a weight
 * typed on the sheet was recorded as a weighing of it.
 */
export function useRefreshAfterSheet() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['genetics'] }), queryClient.invalidateQueries({ queryKey: ['animals'] })]);
}
