import { type LatLng, measurePolygon, polygonCentre } from '@ganado/shared/farms';

/** Perimeters of the demo farms, traced around real-looking fields near their towns (Mexico). */
const points = (pairs: [number, number][]) => pairs.map(([latitude, longitude], index) => ({ latitude, longitude, label: index === 0 ? 'Gate' : null }));

/** Near Cuauhtémoc, Chihuahua: about 750 ha of grassland. */
export const LOS_ALAMOS = points([
  [28.3985, -106.928],
  [28.4003, -106.9015],
  [28.3868, -106.8962],
  [28.3742, -106.9041],
  [28.3751, -106.9262],
]);
export const POTRERO_NORTE = points([
  [28.3962, -106.922],
  [28.3978, -106.905],
  [28.3895, -106.9035],
  [28.3885, -106.921],
]);

/** Near Tepatitlán de Morelos, Jalisco: a dairy of about 130 ha. */
export const EL_MEZQUITE = points([
  [20.8221, -102.7691],
  [20.8229, -102.7581],
  [20.8128, -102.7569],
  [20.8117, -102.7684],
]);
export const CORRALES = points([
  [20.8195, -102.7662],
  [20.8198, -102.7622],
  [20.8168, -102.762],
  [20.8165, -102.766],
]);

export const DEMO_FARM_BASE = { countryCode: 'MX' } as const;

/** A farm's perimeter with the figures the service would store: hectares, metres, its centre. */
export function measured(perimeterPoints: (LatLng & { label: string | null })[]) {
  const { area, perimeter } = measurePolygon(perimeterPoints);
  return { perimeterPoints, farmSize: area, perimeter, ...polygonCentre(perimeterPoints) };
}

export function measuredZone(zonePoints: (LatLng & { label: string | null })[]) {
  const { area, perimeter } = measurePolygon(zonePoints, 'squareMeter', 'meter');
  return { points: zonePoints, areaSquareMeters: area, perimeterMeters: perimeter };
}
