import { z } from 'zod';
import { isIsoDate } from '@ganado/shared/format';

const isId = (value: string) => z.uuid().safeParse(value).success;

/**
 * The register's filters from its URL query (back, forward and reload keep them): the first and
 * last day and the drug. Values the server would refuse are left out rather than failing the page.
 */
export function registerFilters(params: URLSearchParams) {
  const get = (key: string) => params.get(key) ?? '';
  return {
    from: isIsoDate(get('from')) ? get('from') : undefined,
    to: isIsoDate(get('to')) ? get('to') : undefined,
    drugId: isId(get('drugId')) ? get('drugId') : undefined,
  };
}
export type RegisterFilters = ReturnType<typeof registerFilters>;
