import type { FARM_TYPES } from './farms';
import { isSimplePolygon, type LatLng, measurePolygon } from './geometry';
import { type AreaUnit, convertArea } from './units';

type FarmType = (typeof FARM_TYPES)[number];

/**
 * No farm is larger: the largest livestock holdings on record, Australia's outback cattle stations, stay
 * under about 2.4 million ha (docs/decisions.md, "Plausible farm areas"). A drawing beyond it is a slip
 * (a province, a country), and the server refuses it.
 */
export const FARM_AREA_MAX_HECTARES = 3_000_000;

/**
 * Above these a farm of the type is so rare that the drawing is more likely a slip than the land: the
 * form asks to confirm before saving (docs/decisions.md, "Plausible farm areas", gives the reasoning).
 * A farm with no type is held to the loosest bound.
 */
export const PLAUSIBLE_FARM_HECTARES: Record<FarmType, number> = {
  beef: 400_000,
  sheepGoat: 200_000,
  dualPurpose: 100_000,
  mixed: 100_000,
  dairy: 20_000,
  other: 400_000,
};

/** A drawn boundary's area in hectares; 0 for what is no polygon yet. */
export function boundaryHectares(points: readonly LatLng[]): number {
  return isSimplePolygon(points) ? measurePolygon(points, 'hectare').area : 0;
}

/** Whether an area (in `unit`) is beyond any farm: refused. */
export const beyondAnyFarm = (area: number, unit: AreaUnit = 'hectare') => convertArea(area, unit, 'hectare') > FARM_AREA_MAX_HECTARES;

/** The bound of a farm of this type (docs/decisions.md, "Plausible farm areas"). */
export const plausibleHectares = (farmType: FarmType | null | undefined) => PLAUSIBLE_FARM_HECTARES[farmType ?? 'other'];

/** The drawn area and the type's bound when the area is beyond it (asked to confirm), else null. */
export function implausibleArea(points: readonly LatLng[], farmType: FarmType | null | undefined): { hectares: number; limit: number } | null {
  const hectares = boundaryHectares(points);
  const limit = plausibleHectares(farmType);
  return hectares > limit ? { hectares, limit } : null;
}
