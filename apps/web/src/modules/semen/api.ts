import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationQuery } from '@ganado/shared/http';
import {
  semenOperations as ops,
  type BatchDecisionRequest,
  type CollectionForm,
  type HealthTestRequest,
  type InseminatorForm,
  type SireForm,
  type ThresholdsRequest,
} from '@ganado/shared/semen';
import { call } from '../../app/api';

export type BatchesQuery = OperationQuery<typeof ops.listBatches>;
export type CollectionsQuery = OperationQuery<typeof ops.listCollections>;
export type SiresQuery = OperationQuery<typeof ops.listSires>;
export type InseminatorsQuery = OperationQuery<typeof ops.listInseminators>;

/** Enough sires to find one by a few letters; the server searches the rest. */
export const OPTIONS_OFFERED = 20;
/** The sires of a filter's select: the largest page the server gives. */
const WHOLE_LIST = 1000;

/** Every query of the module is under `semen`, so a saved change asks them all again. */
export function useBatches(query: BatchesQuery) {
  return useQuery({ queryKey: ['semen', 'batches', query], queryFn: () => call(ops.listBatches, { query }), placeholderData: keepPreviousData });
}

export function useBatch(id: string | undefined) {
  return useQuery({ queryKey: ['semen', 'batch', id], queryFn: () => call(ops.getBatch, { params: { id: id! } }), enabled: Boolean(id) });
}

export function useCollections(query: CollectionsQuery) {
  return useQuery({ queryKey: ['semen', 'collections', query], queryFn: () => call(ops.listCollections, { query }), placeholderData: keepPreviousData });
}

export function useSires(query: SiresQuery) {
  return useQuery({ queryKey: ['semen', 'sires', query], queryFn: () => call(ops.listSires, { query }), placeholderData: keepPreviousData });
}

/** A sire with his health tests (newest first); `enabled` false while there is none to ask for. */
export function useSire(id: string | undefined) {
  return useQuery({ queryKey: ['semen', 'sire', id], queryFn: () => call(ops.getSire, { params: { id: id! } }), enabled: Boolean(id) });
}

/** Every sire, by name, for a filter's select. */
export function useSireChoices() {
  return useQuery({ queryKey: ['semen', 'sires', 'all'], queryFn: () => call(ops.listSires, { query: { page: 1, limit: WHOLE_LIST } }) });
}

export function useThresholds() {
  return useQuery({ queryKey: ['semen', 'thresholds'], queryFn: () => call(ops.getThresholds) });
}

export function useInseminators(query: InseminatorsQuery) {
  return useQuery({ queryKey: ['semen', 'inseminators', query], queryFn: () => call(ops.listInseminators, { query }), placeholderData: keepPreviousData });
}

/** After a change: every list and record of the module is asked again. */
export function useRefreshSemen() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['semen'] });
}

export const createCollection = (body: CollectionForm) => call(ops.addCollection, { body });
export const decideBatch = (id: string, body: BatchDecisionRequest) => call(ops.decideBatch, { params: { id }, body });
export const createSire = (body: SireForm) => call(ops.addSire, { body });
export const updateSire = (id: string, body: SireForm) => call(ops.updateSire, { params: { id }, body });
export const addHealthTest = (id: string, body: HealthTestRequest) => call(ops.addHealthTest, { params: { id }, body });
export const updateThresholds = (body: ThresholdsRequest) => call(ops.updateThresholds, { body });
export const createInseminator = (body: InseminatorForm) => call(ops.addInseminator, { body });
export const updateInseminator = (id: string, body: InseminatorForm) => call(ops.updateInseminator, { params: { id }, body });
