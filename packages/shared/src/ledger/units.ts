/**
 * Units a quantity may be kept in, each with the dimension it measures and its size in that
 * dimension's base unit (kilogram, litre, one of a count). A value converts only within its
 * dimension: millilitres to litres, pounds to kilograms, never litres to kilograms (a density is
 * a fact of the product, not of the unit) and never doses to straws (docs/decisions.md: units).
 */
export const UNITS = {
  mg: { dimension: 'weight', size: 1e-6 },
  g: { dimension: 'weight', size: 1e-3 },
  kg: { dimension: 'weight', size: 1 },
  t: { dimension: 'weight', size: 1_000 },
  lb: { dimension: 'weight', size: 0.453_592_37 },
  mL: { dimension: 'volume', size: 1e-3 },
  L: { dimension: 'volume', size: 1 },
  IU: { dimension: 'internationalUnits', size: 1 },
  dose: { dimension: 'doses', size: 1 },
  straw: { dimension: 'straws', size: 1 },
  unit: { dimension: 'count', size: 1 },
} as const;

export type Unit = keyof typeof UNITS;
export type Dimension = (typeof UNITS)[Unit]['dimension'];
export const UNIT_IDS = Object.keys(UNITS) as [Unit, ...Unit[]];

/** The pound is defined as exactly 0.45359237 kg (the international yard and pound agreement, 1959). */
export const KG_PER_LB = UNITS.lb.size;

/** Spellings farms and older records use for the same unit ("ml", "l", "cc", "doses"). */
const ALIASES: Record<string, Unit> = { ml: 'mL', cc: 'mL', l: 'L', iu: 'IU', doses: 'dose', straws: 'straw', units: 'unit', kgs: 'kg', lbs: 'lb' };

/** The unit a spelling names, or undefined for one this helper does not know. */
export function unitOf(spelling: string): Unit | undefined {
  if (spelling in UNITS) return spelling as Unit;
  return ALIASES[spelling.trim().toLowerCase()] ?? (UNIT_IDS.find((unit) => unit.toLowerCase() === spelling.trim().toLowerCase()) as Unit | undefined);
}

/** The dimension a unit measures (a quantity's `measure`), or undefined for an unknown unit. */
export function dimensionOf(spelling: string): Dimension | undefined {
  const unit = unitOf(spelling);
  return unit && UNITS[unit].dimension;
}

/** The value in another unit of the same dimension; undefined when the two cannot convert. */
export function convert(value: number, from: string, to: string): number | undefined {
  const [source, target] = [unitOf(from), unitOf(to)];
  if (!source || !target || UNITS[source].dimension !== UNITS[target].dimension) return undefined;
  if (source === target) return value;
  // Rounded to 12 significant digits: 0.1 L is 100 mL, not 100.00000000000001.
  return Number(((value * UNITS[source].size) / UNITS[target].size).toPrecision(12));
}
