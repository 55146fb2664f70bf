import type { AreaUnit, Farm, LengthUnit, Zone } from '@ganado/shared/farms';

/**
 * A geofence is a boundary already kept elsewhere: a farm's perimeter or a zone's outline
 * (docs/decisions.md, "Geofences"). This is the row both are shown as.
 */
export interface Geofence {
  id: string;
  kind: 'perimeter' | 'zone';
  name: string;
  farmId: string;
  farmName: string;
  area: number | null;
  areaUnit: AreaUnit;
  perimeter: number | null;
  perimeterUnit: LengthUnit;
  /** Where its details are. */
  to: string;
}

export const hasPerimeter = (farm: Farm) => farm.perimeterPoints.length > 0;

export function farmGeofence(farm: Farm): Geofence {
  return {
    id: farm.id,
    kind: 'perimeter',
    name: farm.name,
    farmId: farm.id,
    farmName: farm.name,
    area: farm.farmSize,
    areaUnit: farm.farmSizeUnit,
    perimeter: farm.farmPerimeter,
    perimeterUnit: farm.farmPerimeterUnit,
    to: `/geofence/${farm.id}`,
  };
}

export function zoneGeofence(zone: Zone): Geofence {
  return {
    id: zone.id,
    kind: 'zone',
    name: zone.name,
    farmId: zone.farmId,
    farmName: zone.farmName,
    area: zone.area,
    areaUnit: zone.areaUnit,
    perimeter: zone.perimeter,
    perimeterUnit: zone.perimeterUnit,
    to: `/myfarm/zone-details/${zone.id}`,
  };
}

/** The farm and its zones as map shapes (FarmsMap). */
export function farmShapes(farm: Farm, zones: readonly Zone[]) {
  return [
    { id: farm.id, name: farm.name, points: farm.perimeterPoints, kind: 'farm' as const },
    ...zones.map((zone) => ({ id: zone.id, name: zone.name, points: zone.points, kind: 'zone' as const })),
  ];
}
