/**
 * The one refusal of the package: input no ration can be formulated from, with the field at fault
 * (`ingredients[2].dmPercent`) and a translation key; the message is the English text, the server
 * translates by the key.
 */

export const RATION_ERROR_TEXTS = {
  'rations.errors.notANumber': 'must be a finite number',
  'rations.errors.headCount': 'the head count must be a whole number of at least 1',
  'rations.errors.days': 'the days must be more than 0',
  'rations.errors.dmi': 'the dry matter intake must be more than 0 kg DM per head per day',
  'rations.errors.noIngredients': 'choose at least one ingredient',
  'rations.errors.ingredientId': 'an ingredient needs an id',
  'rations.errors.duplicateIngredient': 'the same ingredient is chosen twice',
  'rations.errors.negativePrice': 'a price cannot be negative',
  'rations.errors.dryMatter': 'dry matter must be more than 0% and at most 100%',
  'rations.errors.fractionOutOfRange': 'a fraction of DM must be between 0 and 1',
  'rations.errors.energyOutOfRange': 'an energy must be between 0 and 9.5 Mcal/kg DM (is it in MJ?)',
  'rations.errors.adfAboveNdf': 'ADF cannot be more than NDF',
  'rations.errors.ligninAboveAdf': 'lignin cannot be more than ADF',
  'rations.errors.proteinFractionsAboveCp': 'RDP and RUP together cannot be more than crude protein',
  'rations.errors.compositionSum': 'crude protein, fat, ash and NDF add up to more than the dry matter',
  'rations.errors.negativeLimit': 'a limit cannot be negative',
  'rations.errors.minAboveMax': 'the minimum is above the maximum',
  'rations.errors.requirementWithoutLimit': 'a requirement needs a minimum or a maximum',
  'rations.errors.duplicateRequirement': 'the same nutrient is required twice on the same basis',
  'rations.errors.nutrientId': 'a requirement needs a nutrient id',
  'rations.errors.requirementBasis': "a requirement's basis must be total or concentration",
} as const;

export type RationErrorKey = keyof typeof RATION_ERROR_TEXTS;

export class RationInputError extends Error {
  override readonly name = 'RationInputError';
  /** The path of the field at fault in the problem: `headCount`, `ingredients[2].nutrients.ndf`. */
  readonly field: string;
  readonly key: RationErrorKey;

  constructor(field: string, key: RationErrorKey) {
    super(`${field}: ${RATION_ERROR_TEXTS[key]}`);
    this.field = field;
    this.key = key;
  }
}
