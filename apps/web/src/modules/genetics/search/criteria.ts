import { GENDERS, type Gender } from '@ganado/shared/animals';
import { GENETIC_TRAITS, type GeneticTrait, type TraitRange } from '@ganado/shared/genetics';
import { figureOf } from '../list/list-state';

/** A trait's four bounds, each end optional. */
export const BOUNDS = ['minEpd', 'maxEpd', 'minAccuracy', 'maxAccuracy'] as const;
export type Bound = (typeof BOUNDS)[number];

/** What /genetic-search asks and /search-list answers: the search request less its sort and page. */
export interface SearchCriteria {
  ranges: TraitRange[];
  gender?: Gender;
  breedCode?: string;
  farmId?: string;
  includeInactive: boolean;
  search?: string;
}

/** The URL's key of a trait's bound: `weaningWeight.minEpd=10`, readable in a shared link. */
const boundKey = (trait: GeneticTrait, bound: Bound) => `${trait}.${bound}`;

/**
 * The criteria carried in the URL between the form and the results (back, reload and "refine
 * search" keep them). A bound that is no number is left out: the form checks what is typed.
 */
export function criteriaOf(params: URLSearchParams): SearchCriteria {
  const ranges = GENETIC_TRAITS.flatMap((trait) => {
    const bounds = Object.fromEntries(BOUNDS.map((bound) => [bound, figureOf(params.get(boundKey(trait, bound)) ?? '')]).filter(([, value]) => value !== undefined));
    return Object.keys(bounds).length > 0 ? [{ trait, ...bounds } as TraitRange] : [];
  });
  const gender = params.get('gender') ?? '';
  return {
    ranges,
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : undefined,
    breedCode: params.get('breedCode') || undefined,
    farmId: params.get('farmId') || undefined,
    includeInactive: params.get('includeInactive') === 'true',
    search: params.get('search')?.trim() || undefined,
  };
}

/** The criteria as a URL query, blanks left out. */
export function criteriaQuery(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  for (const range of criteria.ranges) {
    for (const bound of BOUNDS) if (range[bound] != null) params.set(boundKey(range.trait, bound), String(range[bound]));
  }
  if (criteria.gender) params.set('gender', criteria.gender);
  if (criteria.breedCode) params.set('breedCode', criteria.breedCode);
  if (criteria.farmId) params.set('farmId', criteria.farmId);
  if (criteria.includeInactive) params.set('includeInactive', 'true');
  if (criteria.search) params.set('search', criteria.search);
  return params.toString();
}
