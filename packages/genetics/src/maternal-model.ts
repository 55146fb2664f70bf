/**
 * The maternal model of weaning weight, y = Xb + Z₁a + Z₂m + W·pe + e (Willham 1963; Mrode 2014,
 * §7.2): a the calf's direct breeding value, m its dam's maternal breeding value (her milk and
 * mothering), pe the dam's permanent environment, with var[a; m] = G ⊗ A, G = [[σ²d, σdm], [σdm, σ²m]],
 * var(pe) = Iσ²pe, var(e) = Iσ²e. The dam is the recorded calf's dam in the pedigree; a record whose
 * dam is unknown has no maternal or permanent environmental part and still informs the direct effects.
 *
 * Equations: fixed levels, then each animal's direct and maternal effect side by side (animal i at
 * 2i, 2i+1, so the pedigree pass reads both at once), then one permanent environment per dam with
 * recorded calves. Everything is scaled by σ²e (Mrode's α = σ²e G⁻¹), so PEV = (C⁻¹)ᵢᵢσ²e. The
 * preconditioner is block diagonal: each animal's direct–maternal block with, for a dam, her
 * permanent environment, which shares every one of her calves' records with her maternal effect.
 */
import { inverseDiagonal } from './dense';
import { GeneticsInputError } from './errors';
import { accuracyMethodFor, type Evaluation, type EvaluationOptions, type Prediction, prediction } from './evaluation';
import { approximateMaternalPev } from './maternal-accuracy';
import { maternalModelSystem, type MaternalSystem } from './maternal-system';
import { solvePcg } from './pcg';
import { type CodedPedigree } from './pedigree';
import { checkRecords, checkVariance, fixedLayout, fixedSolutions, type PhenotypeRecords } from './records';
import { inbreeding, mendelianPrecision } from './relationship';

export interface MaternalModelVariances {
  direct: number;
  maternal: number;
  /** Covariance of the direct and maternal breeding values (usually negative). */
  directMaternal: number;
  permanentEnvironment: number;
  residual: number;
}

export interface MaternalModelEvaluation extends Evaluation {
  /** Direct breeding values by coded animal: the calf's own growth. */
  direct: Prediction;
  /** Maternal breeding values by coded animal (the milk EPD is half). */
  maternal: Prediction;
  /** Permanent environment of each dam with recorded calves: `dam[k]` is the coded dam of value k. */
  permanentEnvironment: Prediction & { dam: Int32Array };
}

function checkVariances(variances: MaternalModelVariances): void {
  checkVariance('direct genetic', variances.direct);
  checkVariance('maternal genetic', variances.maternal);
  checkVariance('permanent environmental', variances.permanentEnvironment);
  checkVariance('residual', variances.residual);
  const limit = Math.sqrt(variances.direct * variances.maternal);
  if (!(Number.isFinite(variances.directMaternal) && Math.abs(variances.directMaternal) < limit)) {
    throw new GeneticsInputError(
      'covariance',
      `The direct–maternal covariance must lie strictly between −${limit.toPrecision(4)} and ${limit.toPrecision(4)} (a correlation between −1 and 1); it is ${variances.directMaternal}.`,
    );
  }
}

/** The direct, maternal and permanent environment parts of a vector in the system's equation order. */
function unpack(vector: Float64Array, system: MaternalSystem) {
  const animals = system.place.length;
  const direct = new Float64Array(animals);
  const maternal = new Float64Array(animals);
  for (let i = 0; i < animals; i += 1) {
    const at = system.layout.size + 2 * system.place[i]!;
    direct[i] = vector[at]!;
    maternal[i] = vector[at + 1]!;
  }
  return { direct, maternal, environmental: vector.slice(system.peOffset, system.peOffset + system.peDam.length) };
}

/** Solves the maternal model; direct and maternal breeding values for every animal, pe for every dam. */
export function solveMaternalModel(
  pedigree: CodedPedigree,
  records: PhenotypeRecords,
  variances: MaternalModelVariances,
  options: EvaluationOptions = {},
): MaternalModelEvaluation {
  checkVariances(variances);
  const animals = pedigree.sire.length;
  checkRecords(records, animals);
  const coefficients = options.inbreeding ?? inbreeding(pedigree);
  const precision = mendelianPrecision(pedigree, coefficients);
  const system = maternalModelSystem(pedigree, records, fixedLayout(records), precision, variances);

  let started = performance.now();
  const solved = solvePcg(system, options);
  const solveMs = performance.now() - started;

  started = performance.now();
  const accuracyMethod = accuracyMethodFor(options, system.size);
  const x = solved.solution;
  const pev =
    accuracyMethod === 'exact'
      ? unpack(inverseDiagonal(system).map((d) => d * variances.residual), system)
      : approximateMaternalPev(pedigree, records, system, precision, variances);
  const solutions = unpack(x, system);
  return {
    ...solved,
    fixed: fixedSolutions(records, system.layout, x),
    direct: prediction(solutions.direct, pev.direct, variances.direct, coefficients),
    maternal: prediction(solutions.maternal, pev.maternal, variances.maternal, coefficients),
    permanentEnvironment: { ...prediction(solutions.environmental, pev.environmental, variances.permanentEnvironment, null), dam: system.peDam },
    inbreeding: coefficients,
    accuracyMethod,
    milliseconds: { solve: solveMs, accuracy: performance.now() - started },
  };
}
