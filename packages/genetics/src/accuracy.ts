/**
 * What a breeder is shown: BIF accuracy, the EPD (half the breeding value), its possible change, and
 * percentile ranks as breed associations publish them.
 *
 * BIF accuracy = 1 − √(PEV / ((1 + F)σ²)) and possible change = (1 − accuracy)·σ/2 on the EPD scale
 * (Beef Improvement Federation Guidelines, "Accuracy" and "Possible Change";
 * guidelines.beefimprovement.org). Accuracy is 0 with no information and 1 when the breeding value
 * is known exactly.
 */

/** BIF accuracy of a prediction from its prediction error variance, the effect's variance and F. */
export function bifAccuracy(pev: number, variance: number, inbreedingCoefficient = 0): number {
  const ratio = pev / ((1 + inbreedingCoefficient) * variance);
  // Rounding can put PEV a hair above the prior variance (or below zero): clamp to [0, 1].
  return 1 - Math.sqrt(Math.min(1, Math.max(0, ratio)));
}

/** Expected progeny difference: half the breeding value, as a parent passes on half its genes. */
export function epd(breedingValue: number): number {
  return breedingValue / 2;
}

/**
 * Possible change of an EPD at a BIF accuracy: one standard error of prediction on the EPD scale,
 * (1 − accuracy)·σ/2, σ² the additive variance of the trait (BIF's t = 1, a 68% range; pass
 * `standardErrors` 2 for a 95% range). Inbreeding taken as zero, as BIF's tables do.
 */
export function possibleChange(accuracy: number, variance: number, standardErrors = 1): number {
  return (standardErrors * (1 - accuracy) * Math.sqrt(variance)) / 2;
}

export interface PercentileOptions {
  /** 1 for the animals to rank (e.g. this year's calves); all by default. */
  include?: Uint8Array;
  /** True (the default) when a larger value is better. */
  higherIsBetter?: boolean;
}

/**
 * Percentile ranks 1…100 as breed associations publish them: 1 is the top 1%, 100 the bottom.
 * An animal's rank is ⌈100·k/m⌉ with k its place among the m ranked (ties share the better place);
 * animals not included, and values that are not numbers, get 0.
 */
export function percentileRanks(values: Float64Array, options: PercentileOptions = {}): Uint8Array {
  const direction = options.higherIsBetter === false ? 1 : -1;
  const ranked: number[] = [];
  for (let i = 0; i < values.length; i += 1) {
    if ((options.include === undefined || options.include[i] === 1) && Number.isFinite(values[i])) ranked.push(i);
  }
  ranked.sort((a, b) => direction * (values[a]! - values[b]!));
  const ranks = new Uint8Array(values.length);
  let place = 0;
  for (let k = 0; k < ranked.length; k += 1) {
    if (k === 0 || values[ranked[k]!] !== values[ranked[k - 1]!]) place = k + 1;
    ranks[ranked[k]!] = Math.ceil((100 * place) / ranked.length);
  }
  return ranks;
}
