import type { Language } from '@ganado/shared';
import type { GeocodedPlace } from '@ganado/shared/farms';

export type GeocodeRequest = {
  /** A place's name or address, as a person types it. */
  query: string;
  /** Only places in this country (ISO 3166 alpha-2), when given. */
  country?: string;
  /** The language the places' names are wanted in, where the geocoder has them. */
  language: Language;
};

/**
 * Where places are looked up (a Nominatim server when GEOCODER_URL is set). In AppContext so tests
 * inject a fake; an implementation throws when it cannot answer, and the route says "unavailable".
 */
export interface GeocodingProvider {
  /** The places matching the request, best first. */
  search(request: GeocodeRequest): Promise<GeocodedPlace[]>;
}
