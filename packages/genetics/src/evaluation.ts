/**
 * What the animal and maternal models share: their options, the shape of what they predict, and the
 * choice between exact and approximate prediction error variances. The exact ones need the inverse
 * of the coefficient matrix, about n³/3 operations and n² numbers (dense.ts): at EXACT_PEV_LIMIT,
 * 2,000 equations, 32 MB and 5–6 s of CPU (measured on the 2-core CI machine under load), which a
 * background evaluation affords for the small herds whose breeders read each accuracy; beyond, the
 * approximation of approximate-pev.ts, linear in the pedigree and overstating accuracy a little.
 */
import { bifAccuracy } from './accuracy';
import { type SolveOptions, type SolveResult } from './pcg';

/** The largest system whose prediction error variances are taken from the exact inverse by default. */
export const EXACT_PEV_LIMIT = 2_000;

export type AccuracyMethod = 'exact' | 'approximate';

export interface EvaluationOptions extends SolveOptions {
  /** Inbreeding coefficients from `inbreeding(pedigree)`, when already computed. */
  inbreeding?: Float64Array;
  /** 'auto' (the default): exact up to EXACT_PEV_LIMIT equations, approximate beyond. 'exact' forces the inverse (n² memory). */
  accuracy?: 'auto' | AccuracyMethod;
}

/** One random effect's predictions, by coded animal (or by dam for the permanent environment). */
export interface Prediction {
  /** The solution: a breeding value, a maternal breeding value, a permanent environmental effect. */
  value: Float64Array;
  /** Prediction error variance, in the trait's unit squared. */
  pev: Float64Array;
  /** BIF accuracy, 1 − √(PEV / ((1 + F)σ²)), 0 to 1. */
  accuracy: Float64Array;
}

export interface Evaluation extends SolveResult {
  /** Solutions of each fixed factor's levels: 0 for a level held at zero, NaN for a level with no records. */
  fixed: Float64Array[];
  inbreeding: Float64Array;
  accuracyMethod: AccuracyMethod;
  /** Time spent solving and on the accuracies. */
  milliseconds: { solve: number; accuracy: number };
}

export function accuracyMethodFor(options: EvaluationOptions, equations: number): AccuracyMethod {
  const chosen = options.accuracy ?? 'auto';
  if (chosen !== 'auto') return chosen;
  return equations <= EXACT_PEV_LIMIT ? 'exact' : 'approximate';
}

/** A prediction from solutions and PEVs; `inbreedingCoefficients` null for a non-genetic effect. */
export function prediction(value: Float64Array, pev: Float64Array, variance: number, inbreedingCoefficients: Float64Array | null): Prediction {
  const accuracy = new Float64Array(value.length);
  for (let i = 0; i < value.length; i += 1) accuracy[i] = bifAccuracy(pev[i]!, variance, inbreedingCoefficients ? inbreedingCoefficients[i]! : 0);
  return { value, pev, accuracy };
}
