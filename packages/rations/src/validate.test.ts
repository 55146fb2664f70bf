import { describe, expect, it } from 'vitest';
import { RATION_ERROR_TEXTS, type RationErrorKey, RationInputError } from './errors';
import { formulate } from './formulate';
import { alfalfa, corn } from './testing';
import type { Ingredient, RationProblem } from './types';
import { checkProblem } from './validate';

const good: RationProblem = {
  headCount: 10,
  dmi: { minKg: 6, maxKg: 10 },
  requirements: [
    { nutrient: 'nem', basis: 'total', min: 12 },
    { nutrient: 'ndf', basis: 'concentration', min: 0.28, max: 0.5 },
  ],
  ingredients: [alfalfa, corn],
};

const withIngredient = (change: Partial<Ingredient>): RationProblem => ({ ...good, ingredients: [alfalfa, { ...corn, ...change }] });
const withNutrients = (nutrients: Record<string, number>) => withIngredient({ nutrients });

function refusal(problem: RationProblem): RationInputError {
  try {
    checkProblem(problem);
  } catch (error) {
    if (error instanceof RationInputError) return error;
    throw error;
  }
  throw new Error('the problem was accepted');
}

describe('bad input', () => {
  const cases: Array<[string, RationProblem, string, RationErrorKey]> = [
    ['a head count below 1', { ...good, headCount: 0 }, 'headCount', 'rations.errors.headCount'],
    ['a fractional head count', { ...good, headCount: 2.5 }, 'headCount', 'rations.errors.headCount'],
    ['no days', { ...good, days: 0 }, 'days', 'rations.errors.days'],
    ['an intake of 0', { ...good, dmi: { minKg: 0, maxKg: 10 } }, 'dmi.minKg', 'rations.errors.dmi'],
    ['an intake minimum above its maximum', { ...good, dmi: { minKg: 11, maxKg: 10 } }, 'dmi.minKg', 'rations.errors.minAboveMax'],
    ['a tolerance as large as the target', { ...good, dmi: { targetKg: 2, toleranceKg: 2 } }, 'dmi.targetKg', 'rations.errors.dmi'],
    ['a negative tolerance', { ...good, dmi: { targetKg: 2, toleranceKg: -1 } }, 'dmi.toleranceKg', 'rations.errors.negativeLimit'],
    ['an intake that is not a number', { ...good, dmi: { minKg: Number.NaN, maxKg: 10 } }, 'dmi.minKg', 'rations.errors.notANumber'],
    ['no ingredients', { ...good, ingredients: [] }, 'ingredients', 'rations.errors.noIngredients'],
    ['no intake at all', { ...good, dmi: undefined as unknown as RationProblem['dmi'] }, 'dmi', 'rations.errors.dmi'],
    ['an ingredient without an id', withIngredient({ id: '' }), 'ingredients[1].id', 'rations.errors.ingredientId'],
    ['the same ingredient twice', { ...good, ingredients: [alfalfa, alfalfa] }, 'ingredients[1].id', 'rations.errors.duplicateIngredient'],
    ['a negative price', withIngredient({ pricePerTonneAsFed: -1 }), 'ingredients[1].pricePerTonneAsFed', 'rations.errors.negativePrice'],
    ['a price that is infinite', withIngredient({ pricePerTonneAsFed: Infinity }), 'ingredients[1].pricePerTonneAsFed', 'rations.errors.notANumber'],
    ['DM of 0%', withIngredient({ dmPercent: 0 }), 'ingredients[1].dmPercent', 'rations.errors.dryMatter'],
    ['DM above 100%', withIngredient({ dmPercent: 100.5 }), 'ingredients[1].dmPercent', 'rations.errors.dryMatter'],
    ['NDF above the whole DM', withNutrients({ ndf: 1.2 }), 'ingredients[1].nutrients.ndf', 'rations.errors.fractionOutOfRange'],
    ['a negative fraction', withNutrients({ ca: -0.001 }), 'ingredients[1].nutrients.ca', 'rations.errors.fractionOutOfRange'],
    ['an energy in MJ', withNutrients({ me: 12.5 }), 'ingredients[1].nutrients.me', 'rations.errors.energyOutOfRange'],
    ['a nutrient that is not a number', withNutrients({ cp: Number.NaN }), 'ingredients[1].nutrients.cp', 'rations.errors.notANumber'],
    ['ADF above NDF', withNutrients({ ndf: 0.3, adf: 0.35 }), 'ingredients[1].nutrients.adf', 'rations.errors.adfAboveNdf'],
    ['lignin above ADF', withNutrients({ adf: 0.05, lignin: 0.06 }), 'ingredients[1].nutrients.lignin', 'rations.errors.ligninAboveAdf'],
    ['RDP and RUP above CP', withNutrients({ cp: 0.2, rdp: 0.15, rup: 0.1 }), 'ingredients[1].nutrients.rdp', 'rations.errors.proteinFractionsAboveCp'],
    ['CP, fat, ash and NDF above the DM', withNutrients({ cp: 0.45, fat: 0.1, ash: 0.1, ndf: 0.45 }), 'ingredients[1].nutrients', 'rations.errors.compositionSum'],
    ['a negative inclusion limit', withIngredient({ maxKgDmPerHead: -1 }), 'ingredients[1].maxKgDmPerHead', 'rations.errors.negativeLimit'],
    ['an inclusion minimum above its maximum', withIngredient({ minKgDmPerHead: 3, maxKgDmPerHead: 2 }), 'ingredients[1].minKgDmPerHead', 'rations.errors.minAboveMax'],
    ['a share of DM above 1', withIngredient({ maxFractionOfDm: 1.5 }), 'ingredients[1].maxFractionOfDm', 'rations.errors.fractionOutOfRange'],
    ['a share minimum above its maximum', withIngredient({ minFractionOfDm: 0.6, maxFractionOfDm: 0.4 }), 'ingredients[1].minFractionOfDm', 'rations.errors.minAboveMax'],
    ['a negative stock', withIngredient({ stockKgAsFed: -5 }), 'ingredients[1].stockKgAsFed', 'rations.errors.negativeLimit'],
    [
      'a requirement minimum above its maximum',
      { ...good, requirements: [{ nutrient: 'ca', basis: 'total', min: 0.05, max: 0.04 }] },
      'requirements[0].min',
      'rations.errors.minAboveMax',
    ],
    ['a requirement with no limit', { ...good, requirements: [{ nutrient: 'ca', basis: 'total' }] }, 'requirements[0]', 'rations.errors.requirementWithoutLimit'],
    ['a negative requirement of a known nutrient', { ...good, requirements: [{ nutrient: 'cp', basis: 'total', min: -1 }] }, 'requirements[0].min', 'rations.errors.negativeLimit'],
    [
      'a share of DM above 1 as a requirement',
      { ...good, requirements: [{ nutrient: 'ndf', basis: 'concentration', max: 28 }] },
      'requirements[0].max',
      'rations.errors.fractionOutOfRange',
    ],
    [
      'the same requirement twice',
      {
        ...good,
        requirements: [
          { nutrient: 'ca', basis: 'total', min: 0.02 },
          { nutrient: 'ca', basis: 'total', max: 0.1 },
        ],
      },
      'requirements[1].nutrient',
      'rations.errors.duplicateRequirement',
    ],
    ['a requirement without a nutrient', { ...good, requirements: [{ nutrient: '', basis: 'total', min: 1 }] }, 'requirements[0].nutrient', 'rations.errors.nutrientId'],
  ];

  it.each(cases)('%s is refused, naming the field', (_, problem, field, key) => {
    const error = refusal(problem);
    expect(error.field).toBe(field);
    expect(error.key).toBe(key);
    expect(error.message).toBe(`${field}: ${RATION_ERROR_TEXTS[key]}`);
  });

  it('formulate refuses before solving', async () => {
    await expect(formulate({ ...good, headCount: 0 })).rejects.toBeInstanceOf(RationInputError);
  });
});

describe('good input', () => {
  it('fills in the defaults and accepts what is unusual but real', () => {
    const checked = checkProblem({
      ...good,
      dmi: { targetKg: 9, toleranceKg: 0.5 },
      requirements: [
        // A DCAD below zero (an anionic close-up ration) in mEq/kg DM, an id the package does not know.
        { nutrient: 'dcad', basis: 'concentration', max: -50 },
        { nutrient: 'cp', basis: 'total', min: 0 },
      ],
      ingredients: [
        { ...alfalfa, nutrients: { cp: 0.2, rdp: 0.14, rup: 0.062, ndf: 0.42, adf: 0.42, fat: 0.025, ash: 0.1 } },
        { ...corn, pricePerTonneAsFed: 0, dmPercent: 100, nutrients: { dcad: -400 } },
      ],
    });
    expect(checked).toMatchObject({ headCount: 10, days: 1, dmiMinKg: 8.5, dmiMaxKg: 9.5 });
    expect(checked.requirements[0]).toEqual({ nutrient: 'dcad', basis: 'concentration', min: null, max: -50 });
  });
});
