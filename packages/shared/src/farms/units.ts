import { DEFAULT_FARM_UNITS } from '../constants';

/**
 * Units of a farm's size and perimeter (docs/product.md §3, §9: hectare and metre by default). Each unit is
 * its size in the base unit (square metre, metre), so converting is one multiplication.
 */
export const AREA_UNITS = { hectare: 10_000, acre: 4_046.856_422_4, squareMeter: 1 } as const;
export const LENGTH_UNITS = { meter: 1, kilometer: 1_000, foot: 0.3048, mile: 1_609.344 } as const;

export type AreaUnit = keyof typeof AREA_UNITS;
export type LengthUnit = keyof typeof LENGTH_UNITS;
export const AREA_UNIT_IDS = Object.keys(AREA_UNITS) as [AreaUnit, ...AreaUnit[]];
export const LENGTH_UNIT_IDS = Object.keys(LENGTH_UNITS) as [LengthUnit, ...LengthUnit[]];

export const DEFAULT_AREA_UNIT: AreaUnit = DEFAULT_FARM_UNITS.area;
export const DEFAULT_LENGTH_UNIT: LengthUnit = DEFAULT_FARM_UNITS.length;

/** Converts an area between units (hectare, acre, square metre). */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return (value * AREA_UNITS[from]) / AREA_UNITS[to];
}

/** Converts a length between units (metre, kilometre, foot, mile). */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return (value * LENGTH_UNITS[from]) / LENGTH_UNITS[to];
}

/** Stored figures keep a sensible precision: centimetres of a square metre are noise, not data. */
export const roundFigure = (value: number) => Math.round(value * 10_000) / 10_000;
