import { GENDERS } from '@ganado/shared/animals';
import { isIsoDate } from '@ganado/shared/format';
import type { ReportFilters } from '../api';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters a page's URL holds, as the server takes them: what is not one (a hand-edited address)
 * is left out, so the page shows the server's defaults rather than an error.
 */
export function reportQueryOf(params: URLSearchParams): ReportFilters {
  const query: ReportFilters = {};
  for (const key of ['from', 'to', 'asOf'] as const) {
    const value = params.get(key);
    if (value && isIsoDate(value)) query[key] = value;
  }
  for (const key of ['farmId', 'groupId'] as const) {
    const value = params.get(key);
    if (value && ID.test(value)) query[key] = value;
  }
  const breedCode = params.get('breedCode');
  if (breedCode) query.breedCode = breedCode;
  const gender = params.get('gender');
  if (gender && (GENDERS as readonly string[]).includes(gender)) query.gender = gender as (typeof GENDERS)[number];
  return query;
}
