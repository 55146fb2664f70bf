import { GEOCODE_RESULTS_MAX, type GeocodedPlace, geocodedPlace } from '@ganado/shared/farms';
import { text } from '@ganado/shared/http';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { fetchJson } from '../../../http/outbound';
import type { GeocodeRequest, GeocodingProvider } from './geocoding.provider';

/** A search box should not hang: a geocoder slower than this is treated as unavailable. */
export const GEOCODE_TIMEOUT_MS = 5_000;
/** Nominatim's usage policy: at most one request a second (https://operations.osmfoundation.org/policies/nominatim/). */
const MIN_INTERVAL_MS = 1_000;
/** Beyond this many searches waiting for their turn, answer at once that the geocoder is busy rather than queue for long. */
const MAX_WAITING = 10;
/** The policy also asks to cache: the same address is looked up each time a farm form opens. */
const CACHE_ENTRIES = 500;
const CACHE_MS = 24 * 60 * 60 * 1_000;

const coordinate = z.coerce.number().refine(Number.isFinite);
/** The parts of a /search?format=jsonv2 result we read (https://nominatim.org/release-docs/latest/api/Search/). */
const result = z.object({
  lat: coordinate,
  lon: coordinate,
  display_name: text(),
  /** [south, north, west, east], as strings. */
  boundingbox: z.tuple([coordinate, coordinate, coordinate, coordinate]).optional(),
});

/** One result as a place, or nothing when it is not one (a place missing its point is of no use to a map). */
function toPlace(raw: unknown): GeocodedPlace | undefined {
  const parsed = result.safeParse(raw);
  if (!parsed.success) return undefined;
  const { lat, lon, display_name: label, boundingbox } = parsed.data;
  const bbox = boundingbox && { south: boundingbox[0], north: boundingbox[1], west: boundingbox[2], east: boundingbox[3] };
  const place = geocodedPlace.safeParse({ label, lat, lng: lon, bbox });
  return place.success ? place.data : undefined;
}

type Options = {
  url: string;
  /** The policy asks each application to name itself. */
  userAgent: string;
  timeoutMs?: number;
  minIntervalMs?: number;
  clock?: () => number;
};

/** Runs tasks one at a time, `interval` ms apart, and refuses a task when too many are waiting. */
function spacedQueue(interval: number) {
  let last = Promise.resolve();
  let waiting = 0;
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (waiting >= MAX_WAITING) throw new AppError(503, 'farms.geocoderUnreachable', { cause: new Error('too many searches waiting') });
    waiting += 1;
    const turn = last.then(() => {
      waiting -= 1;
      return task();
    });
    last = turn.then(
      () => new Promise((resolve) => setTimeout(resolve, interval)),
      () => new Promise((resolve) => setTimeout(resolve, interval)),
    );
    return turn;
  };
}

/** A Nominatim server (OpenStreetMap's public one or your own): free text search, within a country when asked. */
export function nominatim({ url, userAgent, timeoutMs = GEOCODE_TIMEOUT_MS, minIntervalMs = MIN_INTERVAL_MS, clock = Date.now }: Options): GeocodingProvider {
  const inTurn = spacedQueue(minIntervalMs);
  const cache = new Map<string, { places: GeocodedPlace[]; until: number }>();
  return {
    async search({ query, country, language }: GeocodeRequest) {
      const key = JSON.stringify([query.toLowerCase(), country, language]);
      const cached = cache.get(key);
      if (cached && cached.until > clock()) return cached.places;
      const params = new URLSearchParams({ q: query, format: 'jsonv2', limit: String(GEOCODE_RESULTS_MAX), 'accept-language': language });
      if (country) params.set('countrycodes', country.toLowerCase());
      const headers = { accept: 'application/json', 'user-agent': userAgent };
      const answer = await inTurn(() => fetchJson(`${url}/search?${params}`, { headers }, 'farms.geocoderUnreachable', timeoutMs));
      if (!Array.isArray(answer)) throw new AppError(503, 'farms.geocoderUnreachable', { cause: new Error('the answer is not a list') });
      const places = answer.map(toPlace).filter((place) => place !== undefined);
      // Oldest first: a Map keeps insertion order, so the first key is the one to drop.
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { places, until: clock() + CACHE_MS });
      return places;
    },
  };
}
