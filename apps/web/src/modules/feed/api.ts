import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedOperations as ops,
  type FormulationForm,
  type IngredientForm,
  type LotForm,
  type SupplierForm,
} from '@ganado/shared/feed';
import type { OperationBody, OperationQuery } from '@ganado/shared/http';
import { call, download } from '../../app/api';
import { saveFile } from '../animals/api';

export type IngredientsQuery = OperationQuery<typeof ops.listIngredients>;
export type LotsQuery = OperationQuery<typeof ops.listFeedLots>;
export type SuppliersQuery = OperationQuery<typeof ops.listFeedSuppliers>;
export type RationsQuery = OperationQuery<typeof ops.listRations>;
export type LotUpdate = OperationBody<typeof ops.updateFeedLot>;
export type StockMove = OperationBody<typeof ops.moveFeedStock>;
export type RationSave = OperationBody<typeof ops.saveRation>;
export type ApplyBody = OperationBody<typeof ops.applyRation>;
export type FeedingBody = OperationBody<typeof ops.feedRation>;
export type PriceBody = OperationBody<typeof ops.addSupplierPrice>;
export type LoadingSheetQuery = OperationQuery<typeof ops.rationLoadingSheet>;

/** The largest page the server gives: every feed or supplier, for a select. */
const WHOLE_LIST = 1000;

/** Every query of the module is under `feed`, so a saved change asks them all again. */
export function useIngredients(query: IngredientsQuery) {
  return useQuery({ queryKey: ['feed', 'ingredients', query], queryFn: () => call(ops.listIngredients, { query }), placeholderData: keepPreviousData });
}

/** The whole library, by name, for a select. */
export function useIngredientChoices() {
  return useIngredients({ page: 1, limit: WHOLE_LIST, col: 'name' });
}

export function useLots(query: LotsQuery) {
  return useQuery({ queryKey: ['feed', 'lots', query], queryFn: () => call(ops.listFeedLots, { query }), placeholderData: keepPreviousData });
}

export function useLot(number: number | undefined) {
  return useQuery({ queryKey: ['feed', 'lot', number], queryFn: () => call(ops.getFeedLot, { params: { number: number! } }), enabled: number !== undefined });
}

export function useLotMoves(number: number) {
  return useQuery({ queryKey: ['feed', 'lot', number, 'moves'], queryFn: () => call(ops.listFeedLotMoves, { params: { number } }) });
}

export function useSuppliers(query: SuppliersQuery) {
  return useQuery({ queryKey: ['feed', 'suppliers', query], queryFn: () => call(ops.listFeedSuppliers, { query }), placeholderData: keepPreviousData });
}

/** Every supplier, by name, for a select. */
export function useSupplierChoices() {
  return useSuppliers({ page: 1, limit: WHOLE_LIST, col: 'name' });
}

export function useRations(query: RationsQuery) {
  return useQuery({ queryKey: ['feed', 'rations', query], queryFn: () => call(ops.listRations, { query }), placeholderData: keepPreviousData });
}

export function useRation(number: number | undefined) {
  return useQuery({ queryKey: ['feed', 'ration', number], queryFn: () => call(ops.getRation, { params: { number: number! } }), enabled: number !== undefined });
}

export function useSuggestions() {
  return useQuery({ queryKey: ['feed', 'suggestions'], queryFn: () => call(ops.feedSuggestions) });
}

/** The ration an animal is on; `enabled` false for a session without feed management. */
export function useAnimalFeed(animalId: string, enabled: boolean) {
  return useQuery({ queryKey: ['feed', 'animal', animalId], queryFn: () => call(ops.getAnimalFeed, { params: { id: animalId } }), enabled });
}

/** After a change: every list and record of the module is asked again. */
export function useRefreshFeed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['feed'] });
}

export const createIngredient = (body: IngredientForm) => call(ops.addIngredient, { body });
export const updateIngredient = (id: string, body: IngredientForm) => call(ops.updateIngredient, { params: { id }, body });
export const receiveLot = (body: LotForm) => call(ops.receiveFeedLot, { body });
export const updateLot = (number: number, body: LotUpdate) => call(ops.updateFeedLot, { params: { number }, body });
export const moveStock = (number: number, body: StockMove) => call(ops.moveFeedStock, { params: { number }, body });
export const uploadAnalysis = (file: File) => call(ops.uploadFeedAnalysis, { body: { file } });
export const createSupplier = (body: SupplierForm) => call(ops.addFeedSupplier, { body });
export const addPrice = (supplierId: string, body: PriceBody) => call(ops.addSupplierPrice, { params: { id: supplierId }, body });
export const removePrice = (supplierId: string, priceId: string) => call(ops.removeSupplierPrice, { params: { id: supplierId, priceId } });
export const formulate = (body: FormulationForm) => call(ops.formulateRation, { body });
export const saveRation = (body: RationSave) => call(ops.saveRation, { body });
export const reviseRation = (number: number, formulation: FormulationForm) => call(ops.reviseRation, { params: { number }, body: { formulation } });
export const copyRation = (number: number, name: string) => call(ops.copyRation, { params: { number }, body: { name } });
export const applyRation = (number: number, body: ApplyBody) => call(ops.applyRation, { params: { number }, body });
export const feedRation = (number: number, body: FeedingBody) => call(ops.feedRation, { params: { number }, body });

/** The laboratory analysis file to fill in, with the lots in stock, handed to the browser as a download. */
export const downloadAnalysisTemplate = async () => saveFile(await download(ops.feedAnalysisTemplate), 'feed-analysis-template.csv');

/** The mixer's loading sheet as a PDF in the reader's language. */
export const downloadLoadingSheet = async (number: number, query: LoadingSheetQuery) =>
  saveFile(await download(ops.rationLoadingSheet, { params: { number }, query }), `loading-sheet-${number}.pdf`);
