/** What the tests share: narrowing a result, reading a constraint back, and the hand-worked feeds. */
import { expect } from 'vitest';
import type { BindingConstraint, Conflict, InfeasibleRation, Ingredient, OptimalRation, RationResult } from './types';

export function optimal(result: RationResult): OptimalRation {
  expect(result.status).toBe('optimal');
  return result as OptimalRation;
}

export function infeasible(result: RationResult): InfeasibleRation {
  expect(result.status).toBe('infeasible');
  return result as InfeasibleRation;
}

export function bindingOf(ration: OptimalRation, constraint: string): BindingConstraint {
  const found = ration.binding.find((entry) => entry.constraint === constraint);
  if (!found) throw new Error(`${constraint} is not binding; binding: ${ration.binding.map((entry) => entry.constraint).join(', ')}`);
  return found;
}

export function conflictOf(result: InfeasibleRation, constraint: string): Conflict {
  const found = result.conflicts.find((entry) => entry.constraint === constraint);
  if (!found) throw new Error(`${constraint} is not a conflict; conflicts: ${result.conflicts.map((entry) => entry.constraint).join(', ')}`);
  return found;
}

export function kgDm(ration: OptimalRation, id: string): number {
  return ration.ingredients.find((ingredient) => ingredient.id === id)!.kgDmPerHead;
}

/**
 * Two feeds whose cost per kg DM comes out round: alfalfa 193.6 per tonne as fed at 88% DM is
 * 0.1936 ÷ 0.88 = 0.22 per kg DM; corn 215 at 86% is 0.215 ÷ 0.86 = 0.25.
 */
export const alfalfa: Ingredient = { id: 'alfalfa', name: 'Alfalfa hay', dmPercent: 88, pricePerTonneAsFed: 193.6, nutrients: { nem: 1.2, cp: 0.2 } };
export const corn: Ingredient = { id: 'corn', name: 'Corn grain', dmPercent: 86, pricePerTonneAsFed: 215, nutrients: { nem: 2.0, cp: 0.1 } };
