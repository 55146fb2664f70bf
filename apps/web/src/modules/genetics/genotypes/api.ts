import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import type { OperationBody, OperationQuery } from '@ganado/shared/http';
import { call } from '../../../app/api';
import { retryUnlessNotFound, withoutBlanks } from '../shared/query';

export type GenotypesQuery = OperationQuery<typeof ops.listGenotypes>;
export type GenotypeBody = OperationBody<typeof ops.addGenotype>;
export type GenotypeUpdateBody = OperationBody<typeof ops.updateGenotype>;

/** GET /api/genetics/genotype: a page of genotypes, searched by tag, narrowed to conflicts or one animal. */
export function useGenotypes(query: GenotypesQuery, enabled = true) {
  return useQuery({
    queryKey: ['genetics', 'genotypes', query],
    queryFn: () => call(ops.listGenotypes, { query: withoutBlanks(query) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useGenotype(id: string | undefined) {
  return useQuery({ queryKey: ['genetics', 'genotype', id], queryFn: () => call(ops.getGenotype, { params: { id: id! } }), enabled: Boolean(id), retry: retryUnlessNotFound });
}

/** The animal a registration was opened for (`?animalId=`), by its EPD sheet: the genetics module's own view of it. */
export function useGenotypedAnimal(animalId: string | undefined) {
  return useQuery({
    queryKey: ['genetics', 'sheet', animalId ?? ''],
    queryFn: () => call(ops.getEpdData, { params: { id: animalId! } }),
    enabled: Boolean(animalId),
    retry: retryUnlessNotFound,
    select: (sheet) => sheet.animal,
  });
}

/** Multipart, through `call`: the lab's file (and a PLINK .map) as they were chosen. */
export const registerGenotype = (body: GenotypeBody) => call(ops.addGenotype, { body });
export const updateGenotype = (id: string, body: GenotypeUpdateBody) => call(ops.updateGenotype, { params: { id }, body });
export const deleteGenotype = (id: string) => call(ops.deleteGenotype, { params: { id } });

/** After a change: every genotype list and page (a relative's parentage is checked again too). */
export function useRefreshGenotypes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['genetics'] });
}
