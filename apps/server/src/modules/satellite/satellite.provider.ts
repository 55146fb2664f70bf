import type { LatLng } from '@ganado/shared/farms';
import type { NdviPoint } from '@ganado/shared/satellite';

/**
 * Where vegetation indices come from (Sentinel Hub's Statistical API by default). In AppContext so
 * tests inject a fake; an implementation throws a 503 AppError ('satellite.unreachable') when it
 * cannot answer.
 */
export interface SatelliteProvider {
  /** Daily NDVI over the polygon from `from` to `to` (ISO dates, both included), cloud-free days only. */
  ndvi(boundary: readonly LatLng[], from: string, to: string): Promise<NdviPoint[]>;
}
