import { PAGINATION } from '@ganado/shared';
import { GENDERS } from '@ganado/shared/animals';
import { GENETIC_SORT, GENETIC_TRAITS, type GeneticSort, type GeneticTrait } from '@ganado/shared/genetics';
import { higherIsBetter } from '../traits';

export const VIEWS = ['table', 'grid'] as const;
export type View = (typeof VIEWS)[number];
export type Sort = { col: GeneticSort; desc: boolean };

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/** A figure typed into a filter: blank or not a number is no bound. */
export const figureOf = (typed: string): number | undefined => {
  const trimmed = typed.trim().replace(',', '.');
  const value = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/** An accuracy bound outside 0–1 is not sent: the server would refuse the whole list for it. */
const accuracyOf = (typed: string) => {
  const value = figureOf(typed);
  return value !== undefined && value >= 0 && value <= 1 ? value : undefined;
};

/** The order a trait's EPD column first sorts in: the end breeders prefer first. */
export const firstSort = (col: GeneticSort): Sort => ({ col, desc: col.startsWith('epd:') ? higherIsBetter(col.slice(4) as GeneticTrait) : false });

/** A column heading clicked: the same column turns round, another starts at its first order. */
export const nextSort = (sort: Sort, col: GeneticSort): Sort => (sort.col === col ? { col, desc: !sort.desc } : firstSort(col));

/** The sort as the URL keeps it: the default (tag number, ascending) leaves it out. */
export const sortParams = (sort: Sort) => ({ col: sort.col === 'tagNumber' && !sort.desc ? undefined : sort.col, desc: sort.desc ? 'true' : undefined });

/** The sort read from a URL. */
export function sortOf(params: URLSearchParams): Sort {
  return { col: oneOf(GENETIC_SORT, params.get('col') ?? '') ?? 'tagNumber', desc: params.get('desc') === 'true' };
}

/** Page (from 0, as the pager counts) and size from a URL. */
export function pageOf(params: URLSearchParams) {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const limit = oneOf(PAGINATION.pageSizes.map(String), params.get('limit') ?? '');
  return { page: page - 1, limit: limit ? Number(limit) : (PAGINATION.defaultPageSize as number) };
}

/**
 * The EPD list's filters as read from its URL (back, forward, reload and a shared link keep them),
 * as the operation's query; `search` is passed once typing pauses.
 */
export function listFilters(params: URLSearchParams, search: string) {
  const get = (key: string) => params.get(key) ?? '';
  const trait = oneOf(GENETIC_TRAITS, get('trait'));
  return {
    search: search || undefined,
    gender: oneOf(GENDERS, get('gender')),
    breedCode: get('breedCode') || undefined,
    farmId: get('farmId') || undefined,
    includeInactive: get('includeInactive') === 'true' ? ('true' as const) : undefined,
    trait,
    // A range without its trait means nothing.
    minEpd: trait ? figureOf(get('minEpd')) : undefined,
    maxEpd: trait ? figureOf(get('maxEpd')) : undefined,
    minAccuracy: trait ? accuracyOf(get('minAccuracy')) : undefined,
  };
}
export type ListFilterValues = ReturnType<typeof listFilters>;

/** The URL's filters a person sets in the filter sheet (the search is not counted). */
export const FILTER_PARAMS = ['gender', 'breedCode', 'farmId', 'includeInactive', 'trait'] as const;
