/**
 * The ration as linear rows over x_i, the kg of DM of ingredient i per head per day (x_i ≥ 0), each
 * row one limit of the problem with its id, so the solver's answer can be read back in the
 * problem's own terms. The least-cost model (formulate.ts) minimises Σ cost_i·x_i over them; the
 * elastic model (infeasible.ts) lets each be missed.
 *
 * Every limit is a row of its own, a minimum and a maximum two rows, so each has its own dual: the
 * one-sided shadow price of that limit. A minimum equal to its maximum is one equality row, a target.
 */
import { concentrationUnit, knownNutrient, totalUnit } from './nutrients';
import type { LpRow } from './solver';
import type { ConstraintId, Ingredient, Side } from './types';
import type { CheckedProblem } from './validate';

export interface RationRow extends LpRow {
  id: ConstraintId;
  kind: 'dmi' | 'nutrient' | 'nutrientOfDm' | 'ingredient' | 'ingredientOfDm' | 'stock';
  side: Side;
  /** The nutrient id of a nutrient row. */
  nutrient?: string;
  /** The ingredient's index in the problem, for an ingredient or stock row. */
  ingredient?: number;
  /** The limit as given, in `limitUnit`. */
  limit: number;
  limitUnit: string;
  /**
   * How much the row's right-hand side moves per unit of the limit, given the ration's DM per head
   * (kg): 1 where the rhs is the limit; the DM for a share of it (a limit r in Σ x_i(a_i − r) ≥ 0 moves
   * the row by Σ x_i = DM per unit); for a stock, the kg DM per head per day one kg as fed on hand
   * makes, DM fraction ÷ (head × days). A dual
   * (per unit of rhs) times this is the shadow price per unit of the limit; an amount of the row
   * divided by it is an amount of the limit.
   */
  perLimit(dmKg: number): number;
  /** A typical size of the row's activity, in its units: the elastic model's violations are relative to it. */
  scale: number;
  /** Requirements give way before limits in the elastic model (infeasible.ts). */
  softness: 'requirement' | 'limit';
}

const DMI_UNIT = 'kg DM/head/day';
const same = () => 1;

/** Cost of one kg of DM: the as-fed price per kg over the DM fraction. */
export function costPerKgDm(ingredient: Ingredient): number {
  return ingredient.pricePerTonneAsFed / 1000 / (ingredient.dmPercent / 100);
}

export function concentration(ingredient: Ingredient, nutrient: string): number {
  return Object.hasOwn(ingredient.nutrients, nutrient) ? ingredient.nutrients[nutrient]! : 0;
}

const sense = (side: Side) => (side === 'min' ? '>=' : side === 'max' ? '<=' : '=');

export function rationRows(problem: CheckedProblem): RationRow[] {
  const { ingredients, dmiMaxKg } = problem;
  const every = (coefficient: (ingredient: Ingredient, index: number) => number) =>
    ingredients.map((ingredient, index) => [index, coefficient(ingredient, index)] as const);
  const rows: RationRow[] = [];
  // A minimum equal to the maximum is one equality row: as two rows, their duals could split in any
  // proportion (both at their limit, only the sum is determined), neither a meaningful price.
  const limits = (min: number | null, max: number | null, make: (side: Side, limit: number) => RationRow) => {
    if (min !== null && min === max) {
      rows.push(make('target', min));
      return;
    }
    if (min !== null) rows.push(make('min', min));
    if (max !== null) rows.push(make('max', max));
  };

  limits(problem.dmiMinKg, problem.dmiMaxKg, (side, limit) => ({
    id: `dmi:${side}`,
    kind: 'dmi',
    side,
    terms: every(() => 1),
    sense: sense(side),
    rhs: limit,
    limit,
    limitUnit: DMI_UNIT,
    perLimit: same,
    scale: limit,
    softness: 'limit',
  }));

  for (const requirement of problem.requirements) {
    const { nutrient } = requirement;
    // A minimum of 0 holds for any x ≥ 0 of a known nutrient (never negative in a feed): no row.
    const min = requirement.min === 0 && knownNutrient(nutrient) !== undefined ? null : requirement.min;
    if (requirement.basis === 'total') {
      limits(min, requirement.max, (side, limit) => ({
        id: `nutrient:${nutrient}:${side}`,
        kind: 'nutrient',
        side,
        nutrient,
        terms: every((ingredient) => concentration(ingredient, nutrient)),
        sense: sense(side),
        rhs: limit,
        limit,
        limitUnit: totalUnit(nutrient),
        perLimit: same,
        scale: Math.abs(limit) || 1,
        softness: 'requirement',
      }));
    } else {
      // A concentration r of the ration's DM is linear once multiplied out: Σ a_i x_i ≥ r Σ x_i.
      limits(min, requirement.max, (side, limit) => ({
        id: `nutrient:${nutrient}:${side}-of-dm`,
        kind: 'nutrientOfDm',
        side,
        nutrient,
        terms: every((ingredient) => concentration(ingredient, nutrient) - limit),
        sense: sense(side),
        rhs: 0,
        limit,
        limitUnit: concentrationUnit(nutrient),
        perLimit: (dmKg) => dmKg,
        scale: (Math.abs(limit) || 1) * dmiMaxKg,
        softness: 'requirement',
      }));
    }
  }

  ingredients.forEach((ingredient, index) => {
    // A minimum of 0 (kg or share) is x_i ≥ 0, which every column already has: no row.
    const minKg = ingredient.minKgDmPerHead ? ingredient.minKgDmPerHead : null;
    limits(minKg, ingredient.maxKgDmPerHead ?? null, (side, limit) => ({
      id: `ingredient:${ingredient.id}:${side}`,
      kind: 'ingredient',
      side,
      ingredient: index,
      terms: [[index, 1]],
      sense: sense(side),
      rhs: limit,
      limit,
      limitUnit: DMI_UNIT,
      perLimit: same,
      scale: limit || dmiMaxKg,
      softness: 'limit',
    }));
    // A share f of the ration's DM: x_i ≥ f Σ x_j, that is (1 − f) x_i − f Σ_{j≠i} x_j ≥ 0.
    const minFraction = ingredient.minFractionOfDm ? ingredient.minFractionOfDm : null;
    limits(minFraction, ingredient.maxFractionOfDm ?? null, (side, limit) => ({
      id: `ingredient:${ingredient.id}:${side}-of-dm`,
      kind: 'ingredientOfDm',
      side,
      ingredient: index,
      terms: every((_, other) => (other === index ? 1 - limit : -limit)),
      sense: sense(side),
      rhs: 0,
      limit,
      limitUnit: 'fraction of DM',
      perLimit: (dmKg) => dmKg,
      scale: (limit || 1) * dmiMaxKg,
      softness: 'limit',
    }));
    if (ingredient.stockKgAsFed !== undefined) {
      // The group eats headCount × days × x_i ÷ DM fraction kg as fed over the horizon: at most the stock.
      const dmPerStockKg = ingredient.dmPercent / 100 / (problem.headCount * problem.days);
      const rhs = ingredient.stockKgAsFed * dmPerStockKg;
      rows.push({
        id: `stock:${ingredient.id}`,
        kind: 'stock',
        side: 'max',
        ingredient: index,
        terms: [[index, 1]],
        sense: '<=',
        rhs,
        limit: ingredient.stockKgAsFed,
        limitUnit: 'kg as fed on hand for the group over the days',
        perLimit: () => dmPerStockKg,
        scale: rhs || dmiMaxKg,
        softness: 'limit',
      });
    }
  });
  return rows;
}
