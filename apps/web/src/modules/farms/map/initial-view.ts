import type { GeocodedPlace, LatLng } from '@ganado/shared/farms';
import type { Country } from '@ganado/shared/reference';
import { type MapView, WORLD_VIEW } from './base';

/** Close enough to see fields, for a point with nothing around it to fit. */
export const POINT_ZOOM = 15;
/** A place the geocoder gave no box for: a village's scale. */
const PLACE_ZOOM = 13;

/** What a found place shows: the box it covers, else its point. */
export function placeView(place: GeocodedPlace): MapView {
  if (!place.bbox) return { center: { latitude: place.lat, longitude: place.lng }, zoom: PLACE_ZOOM };
  const { south, west, north, east } = place.bbox;
  return { bounds: [{ latitude: south, longitude: west }, { latitude: north, longitude: east }] };
}

/**
 * Where a farm's map opens, the first that is known (docs/decisions.md, "Where a farm map opens"): its drawn
 * land, its point, the place its address was found at, its country, else the world. Never one country by default.
 */
export function initialView({ boundary, point, place, country }: { boundary: readonly LatLng[]; point: LatLng | null; place?: GeocodedPlace; country?: Country }): MapView {
  if (boundary.length > 0) return { bounds: boundary };
  if (point) return { center: point, zoom: POINT_ZOOM };
  if (place) return placeView(place);
  if (country?.Centre) return { center: { latitude: country.Centre.latitude, longitude: country.Centre.longitude }, zoom: country.Centre.zoom };
  return WORLD_VIEW;
}
