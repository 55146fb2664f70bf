import { useState } from 'react';
import type { LatLng } from '@ganado/shared/farms';
import { useDebounced } from '../../../components/admin/paging';
import { useCountries } from '../../auth/countries';
import { useGeocode, useMapConfig } from '../api';
import type { MapView } from '../map/base';
import { initialView } from '../map/initial-view';

/** An address is looked up once typing pauses this long: the geocoder is asked at most once a second. */
const ADDRESS_PAUSE_MS = 800;

const sameView = (a: MapView, b: MapView) => JSON.stringify(a) === JSON.stringify(b);

/** A point on the view: where a typed corner starts when there is none yet. */
export const viewPoint = (view: MapView): LatLng => ('center' in view ? view.center : view.bounds[0]!);

interface FarmPlace {
  /** The land as it was when the form opened. */
  boundary: readonly LatLng[];
  /** The typed location, when complete. */
  point: LatLng | null;
  countryCode?: string | null;
  state?: string | null;
  city?: string | null;
  /** Once corners are being placed the map stays put, whatever is typed in the address. */
  drawing: boolean;
}

/**
 * Where the farm form's map opens (initialView): the address is geocoded when the server has a geocoder
 * and nothing more precise is known; without one, or while it answers, the country's centre.
 */
export function useFarmMapView({ boundary, point, countryCode, state, city, drawing }: FarmPlace): MapView {
  const countries = useCountries();
  const geocoder = useMapConfig().data?.geocoder === true;
  const address = useDebounced([city, state].map((part) => part?.trim()).filter(Boolean).join(', '), ADDRESS_PAUSE_MS);
  const needsPlace = geocoder && boundary.length === 0 && !point && address !== '';
  const found = useGeocode(needsPlace ? { q: address, country: countryCode || undefined } : null);
  const place = needsPlace && found.data?.provider === 'ready' ? found.data.places[0] : undefined;
  const country = countries.data?.find((entry) => entry.Code === countryCode);
  const wanted = initialView({ boundary, point, place, country });
  // Kept from before the first corner: a map that moved under the pointer would misplace the next one.
  const [shown, setShown] = useState(wanted);
  if (!drawing && !sameView(shown, wanted)) setShown(wanted);
  return drawing ? shown : wanted;
}
