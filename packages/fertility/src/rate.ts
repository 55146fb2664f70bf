/**
 * Below this many in the denominator a rate is shown with its counts and marked not reliable: one
 * service more or less moves it by ten points or more (herde-net's glossary says the same of a
 * conception risk from fewer than 10 inseminated animals; docs/decisions.md: fertility).
 */
export const MIN_RELIABLE_SERVICES = 10;

/** A rate with what it is made of, so a screen can show "7 / 9" beside "78%" and flag it. */
export interface Rate {
  numerator: number;
  denominator: number;
  /** numerator ÷ denominator, unrounded; null when the denominator is 0. */
  rate: number | null;
  /** False when the denominator is below MIN_RELIABLE_SERVICES. */
  reliable: boolean;
}

export function rateOf(numerator: number, denominator: number): Rate {
  return {
    numerator,
    denominator,
    rate: denominator === 0 ? null : numerator / denominator,
    reliable: denominator >= MIN_RELIABLE_SERVICES,
  };
}
