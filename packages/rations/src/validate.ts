import { RationInputError } from './errors';
import { knownNutrient, MAX_ENERGY_MCAL_PER_KG_DM } from './nutrients';
import type { Ingredient, RationProblem } from './types';

/** A requirement with its absent limits as null. */
export interface CheckedRequirement {
  nutrient: string;
  basis: 'total' | 'concentration';
  min: number | null;
  max: number | null;
}

/** A problem that passed every check, with its defaults filled in. */
export interface CheckedProblem {
  headCount: number;
  days: number;
  dmiMinKg: number;
  dmiMaxKg: number;
  requirements: CheckedRequirement[];
  ingredients: readonly Ingredient[];
}

/**
 * Crude protein, fat, ash and NDF are nearly disjoint parts of the DM (the rest is non-fibre
 * carbohydrate; NDF holds a little protein and ash, so a sum a little above 1 is measurement, not
 * error): past this the composition cannot be one feed's.
 */
const MAX_PROXIMATE_SUM = 1.05;
/** RDP and RUP each rounded in a feed table can add up to a little more than the CP they split. */
const PROTEIN_SPLIT_TOLERANCE = 0.005;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function finite(value: unknown, field: string): number {
  if (!isFiniteNumber(value)) throw new RationInputError(field, 'rations.errors.notANumber');
  return value;
}

function optionalFinite(value: unknown, field: string): number | null {
  return value === undefined || value === null ? null : finite(value, field);
}

function nonNegative(value: number | null, field: string): void {
  if (value !== null && value < 0) throw new RationInputError(field, 'rations.errors.negativeLimit');
}

function fractionOfDm(value: number | null, field: string): void {
  if (value !== null && (value < 0 || value > 1)) throw new RationInputError(field, 'rations.errors.fractionOutOfRange');
}

function ordered(min: number | null, max: number | null, field: string): void {
  if (min !== null && max !== null && min > max) throw new RationInputError(field, 'rations.errors.minAboveMax');
}

function checkComposition(nutrients: Readonly<Record<string, number>>, field: string): void {
  for (const [id, value] of Object.entries(nutrients)) {
    finite(value, `${field}.${id}`);
    const kind = knownNutrient(id)?.kind;
    if (kind === 'fraction' && (value < 0 || value > 1)) throw new RationInputError(`${field}.${id}`, 'rations.errors.fractionOutOfRange');
    if (kind === 'energy' && (value < 0 || value > MAX_ENERGY_MCAL_PER_KG_DM)) throw new RationInputError(`${field}.${id}`, 'rations.errors.energyOutOfRange');
  }
  const of = (id: string) => (Object.hasOwn(nutrients, id) ? nutrients[id] : undefined);
  const [ndf, adf, lignin, cp, rdp, rup] = [of('ndf'), of('adf'), of('lignin'), of('cp'), of('rdp'), of('rup')];
  // ADF (cellulose and lignin) is the part of NDF left after the acid detergent: never more than it.
  if (ndf !== undefined && adf !== undefined && adf > ndf) throw new RationInputError(`${field}.adf`, 'rations.errors.adfAboveNdf');
  if (adf !== undefined && lignin !== undefined && lignin > adf) throw new RationInputError(`${field}.lignin`, 'rations.errors.ligninAboveAdf');
  if (cp !== undefined && (rdp !== undefined || rup !== undefined) && (rdp ?? 0) + (rup ?? 0) > cp + PROTEIN_SPLIT_TOLERANCE) {
    throw new RationInputError(`${field}.${rdp === undefined ? 'rup' : 'rdp'}`, 'rations.errors.proteinFractionsAboveCp');
  }
  if ((cp ?? 0) + (of('fat') ?? 0) + (of('ash') ?? 0) + (ndf ?? 0) > MAX_PROXIMATE_SUM) throw new RationInputError(field, 'rations.errors.compositionSum');
}

function checkIngredient(ingredient: Ingredient, field: string, seen: Set<string>): void {
  if (typeof ingredient.id !== 'string' || ingredient.id.length === 0) throw new RationInputError(`${field}.id`, 'rations.errors.ingredientId');
  if (seen.has(ingredient.id)) throw new RationInputError(`${field}.id`, 'rations.errors.duplicateIngredient');
  seen.add(ingredient.id);
  const dm = finite(ingredient.dmPercent, `${field}.dmPercent`);
  if (dm <= 0 || dm > 100) throw new RationInputError(`${field}.dmPercent`, 'rations.errors.dryMatter');
  if (finite(ingredient.pricePerTonneAsFed, `${field}.pricePerTonneAsFed`) < 0) throw new RationInputError(`${field}.pricePerTonneAsFed`, 'rations.errors.negativePrice');
  if (typeof ingredient.nutrients !== 'object' || ingredient.nutrients === null) throw new RationInputError(`${field}.nutrients`, 'rations.errors.notANumber');
  checkComposition(ingredient.nutrients, `${field}.nutrients`);

  const minKg = optionalFinite(ingredient.minKgDmPerHead, `${field}.minKgDmPerHead`);
  const maxKg = optionalFinite(ingredient.maxKgDmPerHead, `${field}.maxKgDmPerHead`);
  nonNegative(minKg, `${field}.minKgDmPerHead`);
  nonNegative(maxKg, `${field}.maxKgDmPerHead`);
  ordered(minKg, maxKg, `${field}.minKgDmPerHead`);
  const minFraction = optionalFinite(ingredient.minFractionOfDm, `${field}.minFractionOfDm`);
  const maxFraction = optionalFinite(ingredient.maxFractionOfDm, `${field}.maxFractionOfDm`);
  fractionOfDm(minFraction, `${field}.minFractionOfDm`);
  fractionOfDm(maxFraction, `${field}.maxFractionOfDm`);
  ordered(minFraction, maxFraction, `${field}.minFractionOfDm`);
  nonNegative(optionalFinite(ingredient.stockKgAsFed, `${field}.stockKgAsFed`), `${field}.stockKgAsFed`);
}

/** Every check of the input, in the order of the problem's fields; throws RationInputError on the first failure. */
export function checkProblem(problem: RationProblem): CheckedProblem {
  const headCount = finite(problem.headCount, 'headCount');
  if (headCount < 1 || !Number.isInteger(headCount)) throw new RationInputError('headCount', 'rations.errors.headCount');
  const days = problem.days === undefined ? 1 : finite(problem.days, 'days');
  if (days <= 0) throw new RationInputError('days', 'rations.errors.days');

  let dmiMinKg: number;
  let dmiMaxKg: number;
  if (typeof problem.dmi !== 'object' || problem.dmi === null) throw new RationInputError('dmi', 'rations.errors.dmi');
  if ('targetKg' in problem.dmi) {
    const target = finite(problem.dmi.targetKg, 'dmi.targetKg');
    const tolerance = problem.dmi.toleranceKg === undefined ? 0 : finite(problem.dmi.toleranceKg, 'dmi.toleranceKg');
    nonNegative(tolerance, 'dmi.toleranceKg');
    if (target - tolerance <= 0) throw new RationInputError('dmi.targetKg', 'rations.errors.dmi');
    [dmiMinKg, dmiMaxKg] = [target - tolerance, target + tolerance];
  } else {
    dmiMinKg = finite(problem.dmi.minKg, 'dmi.minKg');
    dmiMaxKg = finite(problem.dmi.maxKg, 'dmi.maxKg');
    if (dmiMinKg <= 0) throw new RationInputError('dmi.minKg', 'rations.errors.dmi');
    ordered(dmiMinKg, dmiMaxKg, 'dmi.minKg');
  }

  const requirements: CheckedRequirement[] = [];
  const required = new Set<string>();
  problem.requirements.forEach((requirement, index) => {
    const field = `requirements[${index}]`;
    if (typeof requirement.nutrient !== 'string' || requirement.nutrient.length === 0) throw new RationInputError(`${field}.nutrient`, 'rations.errors.nutrientId');
    if (requirement.basis !== 'total' && requirement.basis !== 'concentration') throw new RationInputError(`${field}.basis`, 'rations.errors.requirementBasis');
    const min = optionalFinite(requirement.min, `${field}.min`);
    const max = optionalFinite(requirement.max, `${field}.max`);
    if (min === null && max === null) throw new RationInputError(field, 'rations.errors.requirementWithoutLimit');
    const kind = knownNutrient(requirement.nutrient)?.kind;
    if (kind !== undefined) {
      // A known nutrient is never negative in a feed, so neither can a limit on it be.
      nonNegative(min, `${field}.min`);
      nonNegative(max, `${field}.max`);
    }
    if (kind === 'fraction' && requirement.basis === 'concentration') {
      fractionOfDm(min, `${field}.min`);
      fractionOfDm(max, `${field}.max`);
    }
    ordered(min, max, `${field}.min`);
    const key = `${requirement.basis}:${requirement.nutrient}`;
    if (required.has(key)) throw new RationInputError(`${field}.nutrient`, 'rations.errors.duplicateRequirement');
    required.add(key);
    requirements.push({ nutrient: requirement.nutrient, basis: requirement.basis, min, max });
  });

  if (!Array.isArray(problem.ingredients) || problem.ingredients.length === 0) throw new RationInputError('ingredients', 'rations.errors.noIngredients');
  const seen = new Set<string>();
  problem.ingredients.forEach((ingredient, index) => checkIngredient(ingredient, `ingredients[${index}]`, seen));

  return { headCount, days, dmiMinKg, dmiMaxKg, requirements, ingredients: problem.ingredients };
}
