/**
 * The nutrients the package knows by id: how a concentration is expressed, and so what a total is,
 * which physical limits an ingredient's composition must keep, and how a message names them.
 *
 * A total is always the concentration's unit times kg of dry matter: a fraction of DM gives kg
 * (calcium 0.006 of DM × 10 kg DM = 0.06 kg = 60 g), an energy in Mcal/kg DM gives Mcal. So a
 * requirement of 25 g of calcium is written 0.025 (kg/head/day), as every mass here is in kg.
 * Other ids are accepted as they come (a DCAD in mEq/kg DM, a vitamin in IU/kg DM): any finite
 * number, negative included, with totals in the same unit times kg DM.
 */

export type NutrientKind = 'fraction' | 'energy';

export interface KnownNutrient {
  name: string;
  kind: NutrientKind;
}

/**
 * Fractions are kg per kg DM (0.18 = 18% of DM); energies Mcal per kg DM, as NASEM's Nutrient
 * Requirements of Beef Cattle (8th rev. ed., 2016) and Dairy Cattle (8th rev. ed., 2021) tabulate them.
 */
export const KNOWN_NUTRIENTS: Readonly<Record<string, KnownNutrient>> = {
  cp: { name: 'crude protein', kind: 'fraction' },
  rdp: { name: 'rumen-degradable protein', kind: 'fraction' },
  rup: { name: 'rumen-undegradable protein', kind: 'fraction' },
  mp: { name: 'metabolizable protein', kind: 'fraction' },
  ndf: { name: 'NDF', kind: 'fraction' },
  adf: { name: 'ADF', kind: 'fraction' },
  lignin: { name: 'lignin', kind: 'fraction' },
  cf: { name: 'crude fibre', kind: 'fraction' },
  fat: { name: 'fat', kind: 'fraction' },
  ash: { name: 'ash', kind: 'fraction' },
  starch: { name: 'starch', kind: 'fraction' },
  sugar: { name: 'sugar', kind: 'fraction' },
  nfc: { name: 'non-fibre carbohydrate', kind: 'fraction' },
  tdn: { name: 'TDN', kind: 'fraction' },
  ca: { name: 'calcium', kind: 'fraction' },
  p: { name: 'phosphorus', kind: 'fraction' },
  mg: { name: 'magnesium', kind: 'fraction' },
  k: { name: 'potassium', kind: 'fraction' },
  na: { name: 'sodium', kind: 'fraction' },
  cl: { name: 'chloride', kind: 'fraction' },
  s: { name: 'sulfur', kind: 'fraction' },
  nem: { name: 'NEm', kind: 'energy' },
  neg: { name: 'NEg', kind: 'energy' },
  nel: { name: 'NEL', kind: 'energy' },
  me: { name: 'ME', kind: 'energy' },
  de: { name: 'DE', kind: 'energy' },
};

/**
 * No feed's energy can exceed the gross energy of pure fat, its heat of combustion of about
 * 9.4 Mcal/kg, the highest of any nutrient: above it the figure is not in Mcal (often MJ, 4.184
 * times larger) or not per kg of DM.
 */
export const MAX_ENERGY_MCAL_PER_KG_DM = 9.5;

export function knownNutrient(id: string): KnownNutrient | undefined {
  return Object.hasOwn(KNOWN_NUTRIENTS, id) ? KNOWN_NUTRIENTS[id] : undefined;
}

export function nutrientName(id: string): string {
  return knownNutrient(id)?.name ?? id;
}

/** The unit of a total per head per day of the nutrient. */
export function totalUnit(id: string): string {
  switch (knownNutrient(id)?.kind) {
    case 'fraction':
      return 'kg/head/day';
    case 'energy':
      return 'Mcal/head/day';
    default:
      return `${id} units × kg DM/head/day`;
  }
}

/** The unit of a concentration of the nutrient in DM. */
export function concentrationUnit(id: string): string {
  switch (knownNutrient(id)?.kind) {
    case 'fraction':
      return 'fraction of DM';
    case 'energy':
      return 'Mcal/kg DM';
    default:
      return `${id} units/kg DM`;
  }
}

const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** A total for a message, in English: a fraction's kg below 1 as grams. Presentation only. */
export function formatTotal(id: string, value: number): string {
  switch (knownNutrient(id)?.kind) {
    case 'fraction':
      return Math.abs(value) < 1 ? `${trim(value * 1000, 1)} g` : `${trim(value, 3)} kg`;
    case 'energy':
      return `${trim(value, 2)} Mcal`;
    default:
      return trim(value, 3);
  }
}

/** A concentration for a message, in English: a fraction as a percentage of DM. Presentation only. */
export function formatConcentration(id: string, value: number): string {
  switch (knownNutrient(id)?.kind) {
    case 'fraction':
      return `${trim(value * 100, 2)}% of DM`;
    case 'energy':
      return `${trim(value, 2)} Mcal/kg DM`;
    default:
      return `${trim(value, 3)}/kg DM`;
  }
}
