import { beefGrowingRequirements } from './beef';
import { dairyDryRequirements, dairyLactatingRequirements } from './dairy';
import { NutritionInputError } from './errors';
import type { AnimalInput, BeefRequirements, DairyRequirements, ProductionSystem, Requirements } from './types';

/** One engine per production system, each answering the same question for its own animals. */
const ENGINES: { [S in ProductionSystem]: (input: Extract<AnimalInput, { system: S }>) => Requirements } = {
  beefGrowing: beefGrowingRequirements,
  dairyLactating: dairyLactatingRequirements,
  dairyDry: dairyDryRequirements,
};

export const PRODUCTION_SYSTEMS = Object.keys(ENGINES) as ProductionSystem[];

/**
 * An animal's nutrient requirements per head per day, by the engine of its production system.
 * Throws `NutritionInputError` on input the engine cannot run on.
 */
export function requirements(animal: Extract<AnimalInput, { system: 'beefGrowing' }>): BeefRequirements;
export function requirements(animal: Extract<AnimalInput, { system: 'dairyLactating' | 'dairyDry' }>): DairyRequirements;
export function requirements(animal: AnimalInput): Requirements;
export function requirements(animal: AnimalInput): Requirements {
  // Input may come from a form or a request body: an unknown system is refused, not dispatched to undefined.
  if (!Object.hasOwn(ENGINES, animal.system)) {
    throw new NutritionInputError('system', 'nutrition.errors.system', `system must be one of ${PRODUCTION_SYSTEMS.join(', ')}`);
  }
  const engine = ENGINES[animal.system] as (input: AnimalInput) => Requirements;
  return engine(animal);
}
