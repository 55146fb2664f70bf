import { describe, expect, it } from 'vitest';
import { beefGrowingRequirements } from './beef';
import { dairyDryRequirements, dairyLactatingRequirements } from './dairy';
import { NutritionInputError } from './errors';
import { PRODUCTION_SYSTEMS, requirements } from './requirements';
import { dryCow, holstein, steerCalf } from './testing';
import type { AnimalInput } from './types';

const steer = steerCalf;
const cow = holstein;

describe('requirements', () => {
  it('answers each production system with its own engine', () => {
    expect(requirements(steer)).toEqual(beefGrowingRequirements(steer));
    expect(requirements(cow)).toEqual(dairyLactatingRequirements(cow));
    expect(requirements(dryCow)).toEqual(dairyDryRequirements(dryCow));
    expect(PRODUCTION_SYSTEMS).toEqual(['beefGrowing', 'dairyLactating', 'dairyDry']);
  });

  it('makes every total the sum of its parts', () => {
    for (const animal of [steer, cow, dryCow] as AnimalInput[]) {
      const result = requirements(animal);
      const all = [result.mpGrams, result.caGrams, result.pGrams, ...(result.system === 'beefGrowing' ? [result.nemMcal, result.negMcal] : [result.nelMcal])];
      for (const { total, parts } of all) {
        expect(total).toBeCloseTo(parts.maintenance + parts.gain + parts.lactation + parts.pregnancy, 12);
        expect(total).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a system it has no engine for, as input error', () => {
    const unknown = { ...dryCow, system: 'sheep' } as unknown as AnimalInput;
    expect(() => requirements(unknown)).toThrow(NutritionInputError);
    try {
      requirements(unknown);
    } catch (error) {
      expect(error).toMatchObject({ name: 'NutritionInputError', field: 'system', key: 'nutrition.errors.system' });
    }
  });

  it('does not take an inherited property for a system', () => {
    expect(() => requirements({ ...dryCow, system: 'toString' } as unknown as AnimalInput)).toThrow(NutritionInputError);
  });
});
