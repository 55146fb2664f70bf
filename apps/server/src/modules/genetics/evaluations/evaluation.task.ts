import type { MessagePort } from 'node:worker_threads';
import {
  type CodedPedigree,
  codePedigree,
  epd,
  GeneticsInputError,
  inbreeding,
  PedigreeError,
  type PedigreeProblem,
  type PedigreeRow,
  percentileRanks,
  possibleChange,
  type Prediction,
  solveAnimalModel,
  solveMaternalModel,
} from '@ganado/genetics';
import { type EvaluatedTrait, type GeneticTrait, LOWER_IS_BETTER, type TraitVariances } from '@ganado/shared/genetics';

/** One trait's records: the row (in `rows`) of the animal each is of, its value and its contemporary group. */
export interface TraitRecords {
  trait: EvaluatedTrait;
  animalRow: Int32Array;
  y: Float64Array;
  group: Int32Array;
  groups: number;
  variances: TraitVariances;
}

export interface EvaluationTask {
  rows: PedigreeRow[];
  traits: TraitRecords[];
  /** A checkpoint of the first trait's solution, from an earlier attempt. */
  initial: Float64Array | null;
  tolerance: number;
  /** Receives progress, checkpoints and each trait's values as they are ready (TraitMessage). */
  port: MessagePort;
}

/** Per row of the task: one EPD trait's published figures. */
export interface TraitColumns {
  trait: GeneticTrait;
  epd: Float64Array;
  accuracy: Float64Array;
  possibleChange: Float64Array;
  percentile: Uint8Array;
}

export type TraitMessage =
  | { kind: 'progress'; trait: EvaluatedTrait; iteration: number; relativeResidual: number }
  | { kind: 'checkpoint'; trait: EvaluatedTrait; solution: Float64Array }
  | {
      kind: 'done';
      trait: EvaluatedTrait;
      columns: TraitColumns[];
      iterations: number;
      relativeResidual: number;
      converged: boolean;
      accuracyMethod: 'exact' | 'approximate';
      seconds: number;
    };

export type EvaluationOutcome =
  | { ok: true; inbreeding: Float64Array }
  | { ok: false; pedigree: PedigreeProblem[] }
  | { ok: false; input: { code: string; message: string; trait: EvaluatedTrait } };

/** The figures of one effect by row: the coded prediction read through the rows' coded indices. */
function columns(trait: GeneticTrait, prediction: Prediction, rowIndex: Int32Array, variance: number): TraitColumns {
  const rows = rowIndex.length;
  const result: TraitColumns = { trait, epd: new Float64Array(rows), accuracy: new Float64Array(rows), possibleChange: new Float64Array(rows), percentile: new Uint8Array(rows) };
  for (let row = 0; row < rows; row += 1) {
    const coded = rowIndex[row]!;
    result.epd[row] = epd(prediction.value[coded]!);
    result.accuracy[row] = prediction.accuracy[coded]!;
    result.possibleChange[row] = possibleChange(result.accuracy[row]!, variance);
  }
  result.percentile = percentileRanks(result.epd, { higherIsBetter: !LOWER_IS_BETTER.has(trait) });
  return result;
}

type Phenotypes = Parameters<typeof solveAnimalModel>[1];
type SolveOptions = Parameters<typeof solveAnimalModel>[3];

/** Weaning weight by the maternal model (its maternal half the milk EPD); every other trait by the animal model. */
function solveTrait(pedigree: CodedPedigree, { trait, variances }: TraitRecords, phenotypes: Phenotypes, options: SolveOptions) {
  if (trait === 'weaningWeight') {
    const maternal = { direct: variances.direct, maternal: variances.maternal!, directMaternal: variances.directMaternal!, permanentEnvironment: variances.permanentEnvironment!, residual: variances.residual };
    const result = solveMaternalModel(pedigree, phenotypes, maternal, options);
    return { result, columns: [columns('weaningWeight', result.direct, pedigree.rowIndex, variances.direct), columns('milk', result.maternal, pedigree.rowIndex, variances.maternal!)] };
  }
  const result = solveAnimalModel(pedigree, phenotypes, { direct: variances.direct, residual: variances.residual }, options);
  return { result, columns: [columns(trait, result.breedingValue, pedigree.rowIndex, variances.direct)] };
}

const transfer = (list: TraitColumns[]) => list.flatMap((column) => [column.epd.buffer, column.accuracy.buffer, column.possibleChange.buffer, column.percentile.buffer]) as ArrayBuffer[];

/**
 * Runs in a worker thread (evaluations.off-thread.ts): the pedigree coded and its inbreeding worked
 * out once, then each trait's equations solved in turn (weaning weight's maternal model gives the
 * milk EPD too), its figures posted to the port as soon as they are ready so the job saves them
 * while the next trait is solved. A pedigree or input the equations cannot take is answered as an
 * outcome, not thrown: an error's own fields do not survive the thread's boundary.
 */
export function evaluate({ rows, traits, initial, tolerance, port }: EvaluationTask): EvaluationOutcome {
  let pedigree;
  try {
    pedigree = codePedigree(rows);
  } catch (error) {
    if (error instanceof PedigreeError) return { ok: false, pedigree: error.problems };
    throw error;
  }
  const coefficients = inbreeding(pedigree);
  let start = initial;
  for (const records of traits) {
    const started = performance.now();
    const animal = Int32Array.from(records.animalRow, (row) => pedigree.rowIndex[row]!);
    const phenotypes = { animal, y: records.y, fixed: [{ levels: records.group, count: records.groups }] };
    const options = {
      tolerance,
      inbreeding: coefficients,
      initial: start ?? undefined,
      onProgress: ({ iteration, relativeResidual }: { iteration: number; relativeResidual: number }) => port.postMessage({ kind: 'progress', trait: records.trait, iteration, relativeResidual } satisfies TraitMessage),
      checkpoint: (solution: Float64Array) => port.postMessage({ kind: 'checkpoint', trait: records.trait, solution } satisfies TraitMessage, [solution.buffer as ArrayBuffer]),
      checkpointEvery: 200,
    };
    start = null;
    try {
      const solved = solveTrait(pedigree, records, phenotypes, options);
      const { result } = solved;
      port.postMessage(
        {
          kind: 'done',
          trait: records.trait,
          columns: solved.columns,
          iterations: result.iterations,
          relativeResidual: result.relativeResidual,
          converged: result.converged,
          accuracyMethod: result.accuracyMethod,
          seconds: (performance.now() - started) / 1000,
        } satisfies TraitMessage,
        transfer(solved.columns),
      );
    } catch (error) {
      if (error instanceof GeneticsInputError) return { ok: false, input: { code: error.code, message: error.message, trait: records.trait } };
      throw error;
    }
  }
  return { ok: true, inbreeding: Float64Array.from(pedigree.rowIndex, (coded) => coefficients[coded]!) };
}
