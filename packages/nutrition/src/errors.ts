/**
 * The one refusal of the package: input a requirements engine cannot run on. `field` names the
 * input (as spelled in `AnimalInput`) so a form can mark it, `key` is the message key a screen
 * translates, and `message` is the English detail for logs.
 */
export type NutritionErrorKey =
  | 'nutrition.errors.system'
  | 'nutrition.errors.weight'
  | 'nutrition.errors.matureWeight'
  | 'nutrition.errors.gain'
  | 'nutrition.errors.sex'
  | 'nutrition.errors.ageClass'
  | 'nutrition.errors.dietEnergy'
  | 'nutrition.errors.dietNdf'
  | 'nutrition.errors.parity'
  | 'nutrition.errors.daysInMilk'
  | 'nutrition.errors.milkYield'
  | 'nutrition.errors.milkFat'
  | 'nutrition.errors.milkProtein'
  | 'nutrition.errors.milkLactose'
  | 'nutrition.errors.daysPregnant'
  | 'nutrition.errors.gestationLength'
  | 'nutrition.errors.calfBirthWeight'
  | 'nutrition.errors.bodyCondition'
  | 'nutrition.errors.dryMatterIntake';

export class NutritionInputError extends Error {
  override readonly name = 'NutritionInputError';
  readonly field: string;
  readonly key: NutritionErrorKey;

  constructor(field: string, key: NutritionErrorKey, message: string) {
    super(message);
    this.field = field;
    this.key = key;
  }
}

interface Range {
  /** Smallest accepted value; `above` makes it exclusive. */
  min?: number;
  above?: number;
  max?: number;
  integer?: boolean;
}

/** The value when it is a finite number within the range, else a `NutritionInputError`. */
export function checked(field: string, key: NutritionErrorKey, value: number, range: Range): number {
  const problem =
    typeof value !== 'number' || !Number.isFinite(value)
      ? 'a finite number'
      : range.integer && !Number.isInteger(value)
        ? 'a whole number'
        : range.above !== undefined && value <= range.above
          ? `greater than ${range.above}`
          : range.min !== undefined && value < range.min
            ? `at least ${range.min}`
            : range.max !== undefined && value > range.max
              ? `at most ${range.max}`
              : null;
  if (problem) throw new NutritionInputError(field, key, `${field} must be ${problem} (got ${String(value)})`);
  return value;
}
