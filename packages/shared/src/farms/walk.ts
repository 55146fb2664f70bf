import { lineString } from '@turf/helpers';
import length from '@turf/length';
import type { LatLng } from './geometry';

/** A position as the browser reports it: where, and how sure (radius in metres, 68 % confidence). */
export interface Fix extends LatLng {
  accuracy: number;
}

/**
 * A phone outdoors reports 3 to 15 m; worse than 30 m means it is guessing from Wi-Fi or cell
 * towers (indoors, just started), and such a vertex would throw the boundary tens of metres off.
 */
export const MAX_FIX_ACCURACY_M = 30;
/**
 * A person standing still still gets fixes a metre or two apart (GPS jitter): keeping them would
 * add zig-zags that lengthen the walked distance and make the outline cross itself.
 */
export const MIN_FIX_STEP_M = 2;

/** Geodesic distance in metres between two points (turf, the same model as measurePolygon). */
export function distanceMeters(from: LatLng, to: LatLng): number {
  return pathLengthMeters([from, to]);
}

/** Length in metres of an open path, walked in order (not closed back to the start). */
export function pathLengthMeters(points: readonly LatLng[]): number {
  if (points.length < 2) return 0;
  return length(lineString(points.map((point) => [point.longitude, point.latitude])), { units: 'kilometers' }) * 1_000;
}

export type FixVerdict = 'accepted' | 'inaccurate' | 'tooClose';

/** Whether a fix becomes the walk's next vertex, after `previous` (the last one kept). */
export function judgeFix(fix: Fix, previous: LatLng | undefined): FixVerdict {
  if (!(fix.accuracy <= MAX_FIX_ACCURACY_M)) return 'inaccurate';
  if (previous && distanceMeters(previous, fix) < MIN_FIX_STEP_M) return 'tooClose';
  return 'accepted';
}

/**
 * A walk around a field ends where it began, give or take a few strides: a last vertex that close
 * to the first is the start again, not a corner (kept, it would be a sliver of an edge).
 */
export const LOOP_CLOSED_M = 10;

/** The boundary a walk describes: its vertices, without a return to the start. */
export function walkedBoundary(points: readonly LatLng[]): LatLng[] {
  const [first, last] = [points[0], points.at(-1)];
  if (points.length > 3 && first && last && distanceMeters(first, last) < LOOP_CLOSED_M) return points.slice(0, -1);
  return [...points];
}
