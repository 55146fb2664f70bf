import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  animalGroupOperations as groupOps,
  animalImportOperations,
  animalOperations as ops,
  type AnimalImport,
  type AnimalImportFormat,
  type AnimalImportKind,
  type AnimalRequest,
  type BulkActionRequest,
  type Gender,
  type GroupMoveRequest,
  type GroupRequest,
} from '@ganado/shared/animals';
import type { OperationQuery } from '@ganado/shared/http';
import { referenceOperations } from '@ganado/shared/reference';
import { call, download } from '../../app/api';
import { farmsQuery } from '../farms/api';

/** How often an import still being written is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

type QueryValues = Record<string, string | number | boolean | undefined | null>;

/**
 * A list page's query as it holds it: the URL's text, blanks left out, booleans as themselves. The
 * server checks every value (422 for one it does not know), so it is sent as the operation's query.
 */
const listQuery = <Q>(values: QueryValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Q;

/**
 * The list pages' queries as options: the hooks below use them, and so does the route's prefetch
 * (list-prefetch.ts), so both ask under the same keys.
 */
export const animalsQuery = (values: QueryValues) =>
  queryOptions({
    queryKey: ['animals', 'list', values],
    queryFn: () => call(ops.listAnimals, { query: listQuery<OperationQuery<typeof ops.listAnimals>>(values) }),
    placeholderData: keepPreviousData,
  });

/** Every group, for selects (the organisation's groups are few). */
const ALL_GROUPS = 1000;

export const groupsQuery = (values: QueryValues = { page: 1, limit: ALL_GROUPS, col: 'name' }) =>
  queryOptions({
    queryKey: ['animals', 'groups', values],
    queryFn: () => call(groupOps.listAnimalGroups, { query: listQuery<OperationQuery<typeof groupOps.listAnimalGroups>>(values) }),
    placeholderData: keepPreviousData,
  });

/** The farms the animal pages' selects offer. */
export const farmOptionsQuery = () => farmsQuery({ page: 0, limit: 1000 });

export const speciesQuery = () => queryOptions({ queryKey: ['reference', 'species'], queryFn: () => call(referenceOperations.listSpecies), staleTime: Infinity });

/** GET /api/animal: one page of the herd (`values` already holds page from 1, filters and sort). */
export function useAnimals(values: QueryValues) {
  return useQuery(animalsQuery(values));
}

export function useAnimal(id: string | undefined) {
  return useQuery({ queryKey: ['animals', 'one', id], queryFn: () => call(ops.getAnimal, { params: { id: id! } }), enabled: Boolean(id) });
}

/** GET /api/animal/options: the animals a picker offers. */
export function useAnimalOptions(values: { search?: string; gender?: Gender; bornBefore?: string }) {
  return useQuery({
    queryKey: ['animals', 'options', values],
    queryFn: () => call(ops.listAnimalOptions, { query: values }),
    placeholderData: keepPreviousData,
  });
}

export const createAnimal = (body: AnimalRequest) => call(ops.addAnimal, { body });
export const updateAnimal = (id: string, body: AnimalRequest) => call(ops.updateAnimal, { params: { id }, body });
export const deleteAnimal = (id: string) => call(ops.deleteAnimal, { params: { id } });

export function useGroups(values?: QueryValues) {
  return useQuery(groupsQuery(values));
}

export function useGroup(id: string | undefined) {
  return useQuery({ queryKey: ['animals', 'group', id], queryFn: () => call(groupOps.getAnimalGroup, { params: { id: id! } }), enabled: Boolean(id) });
}

export function useGroupHistory(id: string) {
  return useQuery({ queryKey: ['animals', 'group', id, 'history'], queryFn: () => call(groupOps.listAnimalGroupHistory, { params: { id } }) });
}

export const createGroup = (body: GroupRequest) => call(groupOps.addAnimalGroup, { body });
export const updateGroup = (id: string, body: GroupRequest) => call(groupOps.updateAnimalGroup, { params: { id }, body });
export const deleteGroup = (id: string) => call(groupOps.removeAnimalGroup, { params: { id } });
export const moveAnimals = (body: GroupMoveRequest) => call(groupOps.moveAnimalsToGroup, { body });
export const bulkAction = (body: BulkActionRequest) => call(ops.bulkAnimalAction, { body });

/** POST /api/animal/import (multipart): a rejected file answers 422 with the import and its row errors. */
export const uploadImport = (kind: AnimalImportKind, file: File) => call(animalImportOperations.importAnimals, { body: { kind, file } });

/** GET /api/animal/import/template?kind=&format=: the file to fill in (an XLSX lists the values each column takes), handed to the browser as a download. */
export const downloadImportTemplate = async (kind: AnimalImportKind, format: AnimalImportFormat) =>
  saveFile(await download(animalImportOperations.downloadAnimalImportTemplate, { query: { kind, format } }), `${kind}-import-template.${format}`);

const isRunning = (item: AnimalImport | undefined) => item?.status === 'queued' || item?.status === 'running' || item?.status === 'checking';

/** GET /api/animal/import/{id}, asked again every second until the import ends. */
export function useImport(id: string | undefined) {
  return useQuery({
    queryKey: ['animals', 'import', id],
    queryFn: () => call(animalImportOperations.getAnimalImport, { params: { id: id! } }),
    enabled: Boolean(id),
    refetchInterval: (current) => (isRunning(current.state.data) ? IMPORT_POLL_MS : false),
  });
}

/** Every farm, for the selects of the animal pages. */
export function useFarmOptions() {
  const farms = useQuery(farmOptionsQuery());
  return (farms.data?.items ?? []).map((farm) => ({ value: farm.id, label: farm.name }));
}

export function useSpecies() {
  return useQuery(speciesQuery());
}

export function useBreeds(speciesCode: string | undefined) {
  return useQuery({
    queryKey: ['reference', 'breeds', speciesCode],
    queryFn: () => call(referenceOperations.listBreeds, { query: { species: speciesCode } }),
    enabled: Boolean(speciesCode),
    staleTime: Infinity,
  });
}

/** GET /api/animal/export: the filtered, sorted herd as a CSV or XLSX file, handed to the browser as a download. */
export async function exportAnimals(values: QueryValues & { format: 'csv' | 'xlsx' }): Promise<void> {
  saveFile(await download(ops.exportAnimals, { query: listQuery<OperationQuery<typeof ops.exportAnimals>>(values) }), `animals.${values.format}`);
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file: revoking at once can cancel the download it just started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
