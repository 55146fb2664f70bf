import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { drugOperations as ops, type DrugRequest, type PackCount, type PackDisposal, type PackMove, type PackReceipt } from '@ganado/shared/drugs';
import type { OperationQuery } from '@ganado/shared/http';
import { call, download } from '../../app/api';
import { saveFile } from '../animals/api';

export type DrugsQuery = OperationQuery<typeof ops.listDrugs>;
export type PacksQuery = OperationQuery<typeof ops.listPacks>;

/** GET /api/drug: one page of the cabinet, filtered and sorted on the server (`page` from 1). */
export function useDrugs(query: DrugsQuery) {
  return useQuery({ queryKey: ['drugs', 'list', query], queryFn: () => call(ops.listDrugs, { query }), placeholderData: keepPreviousData });
}

export function useDrug(id: string | undefined) {
  return useQuery({ queryKey: ['drugs', 'one', id], queryFn: () => call(ops.getDrug, { params: { id: id! } }), enabled: Boolean(id) });
}

/** GET /api/drug/pack: a drug's packs, first-expired first unless sorted otherwise. */
export function usePacks(query: PacksQuery, enabled = true) {
  return useQuery({ queryKey: ['drugs', 'packs', query], queryFn: () => call(ops.listPacks, { query }), placeholderData: keepPreviousData, enabled });
}

/** GET /api/drug/stock?drugId=: a drug's stock per warehouse. */
export function useStockByWarehouse(drugId: string) {
  return useQuery({ queryKey: ['drugs', 'stock', drugId], queryFn: () => call(ops.stockByLocation, { query: { drugId } }) });
}

/** GET /api/drug/pack/{id}: one pack with its history, newest first. */
export function usePack(id: string | null) {
  return useQuery({ queryKey: ['drugs', 'pack', id], queryFn: () => call(ops.getPack, { params: { id: id! } }), enabled: Boolean(id) });
}

/** After a change: every list, drug, pack and stock figure of the cabinet is asked again. */
export function useRefreshDrugs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['drugs'] });
}

export const createDrug = (body: DrugRequest) => call(ops.addDrug, { body });
export const updateDrug = (id: string, body: DrugRequest) => call(ops.updateDrug, { params: { id }, body });
export const receivePacks = (drugId: string, body: PackReceipt) => call(ops.receivePacks, { params: { id: drugId }, body });
export const movePack = (id: string, body: PackMove) => call(ops.movePack, { params: { id }, body });
export const countPack = (id: string, body: PackCount) => call(ops.countPack, { params: { id }, body });
export const disposePack = (id: string, body: PackDisposal) => call(ops.disposePack, { params: { id }, body });

/** GET /api/drug/export: the filtered, sorted cabinet as a CSV or XLSX file, handed to the browser as a download. */
export async function exportDrugs(query: OperationQuery<typeof ops.exportDrugs> & { format: 'csv' | 'xlsx' }): Promise<void> {
  saveFile(await download(ops.exportDrugs, { query }), `drugs.${query.format}`);
}
