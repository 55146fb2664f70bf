/**
 * One figure as every page shows it: the value, what it was made of, and the animals behind it, so a
 * screen can show "7 / 9", say when there are too few to trust it, and open the list of animals.
 */
export interface Figure {
  /** The rate (0–1), mean or total; null when there is nothing to compute it from. */
  value: number | null;
  /** For a rate, the count above the line; for a mean, the sum of the values. */
  numerator: number;
  /** For a rate, the count below the line; for a mean, how many values. */
  denominator: number;
  /** False when the denominator is below the figure's own minimum (MIN_RELIABLE by default). */
  reliable: boolean;
  /** The animals counted in the denominator (each once, in first-met order). */
  animalIds: string[];
}

/** Below this many in the denominator a figure is shown with its counts and marked not reliable. */
export const MIN_RELIABLE = 10;

/** A rate from counts, with the animals behind it. */
export function rate(numerator: number, denominator: number, animalIds: Iterable<string>, minReliable = MIN_RELIABLE): Figure {
  return {
    value: denominator === 0 ? null : numerator / denominator,
    numerator,
    denominator,
    reliable: denominator >= minReliable,
    animalIds: [...new Set(animalIds)],
  };
}

/** A mean of values, each from one animal (an animal may give several, as a cow gives several calving intervals). */
export function mean(values: readonly { animalId: string; value: number }[], minReliable = MIN_RELIABLE): Figure {
  let sum = 0;
  for (const { value } of values) sum += value;
  return {
    value: values.length === 0 ? null : sum / values.length,
    numerator: sum,
    denominator: values.length,
    reliable: values.length >= minReliable,
    animalIds: [...new Set(values.map((v) => v.animalId))],
  };
}

export const MS_PER_DAY = 86_400_000;
export const daysBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / MS_PER_DAY;
