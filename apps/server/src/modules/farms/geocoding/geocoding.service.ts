import type { Language } from '@ganado/shared';
import { GEOCODE_RESULTS_MAX, type GeocodeAnswer, type GeocodeQuery } from '@ganado/shared/farms';
import type { AppContext } from '../../../context';

/**
 * Places for the farm maps' search and where a farm form's map opens. No geocoder, or one that fails,
 * is no error of the request: the answer says so and the map works without it (docs/decisions.md, "Geocoding").
 */
export async function geocode(context: AppContext, query: GeocodeQuery, language: Language): Promise<GeocodeAnswer> {
  if (!context.geocoder) return { provider: 'notConfigured', places: [] };
  try {
    const places = await context.geocoder.search({ query: query.q, country: query.country, language });
    return { provider: 'ready', places: places.slice(0, GEOCODE_RESULTS_MAX) };
  } catch (error) {
    context.log.warn({ err: error }, 'the geocoder did not answer');
    return { provider: 'unavailable', places: [] };
  }
}
