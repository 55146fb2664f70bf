import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY } from '@ganado/shared/constants';
import { referenceOperations, type Country } from '@ganado/shared/reference';
import { call } from '../../app/api';
import { queryClient } from '../../app/query-client';

/** GET /api/countries (about 240 entries; docs/product.md §3), cached for the visit. */
export function useCountries() {
  return useQuery(
    {
      queryKey: ['countries'],
      queryFn: () => call(referenceOperations.listCountries),
      staleTime: Infinity,
    },
    // Public pages have no provider above them (app/query-client.ts).
    queryClient,
  );
}

/** The dial code as the forms keep it: "1", "34", "1-684". */
export function dialCodeOf(entry: Country | undefined): string {
  return entry ? String(entry.MobileCode) : '';
}

/**
 * Dial codes, each once, for a country-code select: "+34 ES" is short enough for the narrow field
 * beside the number on a phone. A code several countries share is named after the default country
 * when it is one of them (+1 US), else the first.
 */
export function dialCodes(countries: readonly Country[]): { code: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const entry of countries) {
    const code = dialCodeOf(entry);
    if (!code) continue;
    if (!seen.has(code) || entry.Code === DEFAULT_COUNTRY) seen.set(code, `+${code} ${entry.Code}`);
  }
  return [...seen]
    .map(([code, label]) => ({ code, label }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}
