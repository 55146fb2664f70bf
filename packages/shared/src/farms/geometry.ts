import area from '@turf/area';
import booleanWithin from '@turf/boolean-within';
import centroid from '@turf/centroid';
import { lineString, polygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import length from '@turf/length';
import { type AreaUnit, convertArea, convertLength, type LengthUnit, roundFigure } from './units';

/** A point of a drawn boundary; GeoJSON wants [lng, lat], people read lat before lng. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export const MIN_POLYGON_POINTS = 3;

/** The closed ring turf expects: [lng, lat] pairs, the first repeated at the end. */
function ring(points: readonly LatLng[]): [number, number][] {
  const coordinates = points.map((point): [number, number] => [point.longitude, point.latitude]);
  return [...coordinates, coordinates[0]!];
}

const toPolygon = (points: readonly LatLng[]) => polygon([ring(points)]);

/** Whether the points make a simple polygon: at least three, and no edge crossing another. */
export function isSimplePolygon(points: readonly LatLng[]): boolean {
  if (points.length < MIN_POLYGON_POINTS) return false;
  try {
    return kinks(toPolygon(points)).features.length === 0;
  } catch {
    // turf refuses degenerate rings (fewer than four positions once closed).
    return false;
  }
}

export interface Measures {
  area: number;
  areaUnit: AreaUnit;
  perimeter: number;
  perimeterUnit: LengthUnit;
}

/**
 * Area and perimeter of a drawn boundary, in the units asked for. Geodesic (turf), so the web
 * shows while drawing exactly the figure the server stores. Fewer than three points measure 0.
 */
export function measurePolygon(points: readonly LatLng[], areaUnit: AreaUnit = 'hectare', perimeterUnit: LengthUnit = 'meter'): Measures {
  if (points.length < MIN_POLYGON_POINTS) return { area: 0, areaUnit, perimeter: 0, perimeterUnit };
  const squareMeters = area(toPolygon(points));
  const meters = length(lineString(ring(points)), { units: 'kilometers' }) * 1_000;
  return {
    area: roundFigure(convertArea(squareMeters, 'squareMeter', areaUnit)),
    areaUnit,
    perimeter: roundFigure(convertLength(meters, 'meter', perimeterUnit)),
    perimeterUnit,
  };
}

/** The centre of a boundary, used as the farm's location when none was typed. */
export function polygonCentre(points: readonly LatLng[]): LatLng {
  const [longitude, latitude] = centroid(toPolygon(points)).geometry.coordinates as [number, number];
  return { latitude, longitude };
}

/** Whether `inner` lies wholly inside `outer` (a zone inside its farm); both must be simple polygons. */
export function polygonWithin(inner: readonly LatLng[], outer: readonly LatLng[]): boolean {
  if (!isSimplePolygon(inner) || !isSimplePolygon(outer)) return false;
  return booleanWithin(toPolygon(inner), toPolygon(outer));
}
