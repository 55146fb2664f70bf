import { z } from 'zod';
import { text } from '../http';

export const GEOCODE_QUERY_MAX = 200;
/** Enough to choose from, few enough to read on a phone. */
export const GEOCODE_RESULTS_MAX = 5;

/** GET /api/farm/geocode?q&country: a place's name or address, within one country when given (ISO 3166 alpha-2). */
export const geocodeQuery = z.object({
  q: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(GEOCODE_QUERY_MAX, 'farms.textTooLong'),
  country: text({ error: 'farms.countryUnknown' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'farms.countryUnknown')
    .optional(),
});
export type GeocodeQuery = z.infer<typeof geocodeQuery>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A place found: its name as the geocoder writes it, its point, and the box it covers when known. */
export const geocodedPlace = z.object({
  label: text(),
  lat: latitude,
  lng: longitude,
  bbox: z.object({ south: latitude, west: longitude, north: latitude, east: longitude }).optional(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlace>;

/**
 * The places found, best first. `provider` tells "nothing found" (ready, no places) from "no geocoder on this
 * server" (notConfigured: GEOCODER_URL unset) and "the geocoder did not answer" (unavailable): none of these is
 * an error of the request, and a map that cannot search still works (docs/decisions.md, "Geocoding").
 */
export const geocodeAnswer = z.object({
  provider: z.enum(['ready', 'notConfigured', 'unavailable']),
  places: z.array(geocodedPlace),
});
export type GeocodeAnswer = z.infer<typeof geocodeAnswer>;
