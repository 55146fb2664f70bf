/**
 * The single-trait animal model y = Xb + Za + e, var(a) = Aσ²a, var(e) = Iσ²e (Mrode 2014, §3.2), its
 * mixed-model equations solved by conjugate gradients iterating on the data:
 *
 *   [X′X  X′Z        ] [b]   [X′y]
 *   [Z′X  Z′Z + A⁻¹λ ] [a] = [Z′y],   λ = σ²e/σ²a,
 *
 * so PEV = (C⁻¹)ᵢᵢσ²e (Mrode 2014, §3.3.3). Equations: the fixed levels first, then one per animal of
 * the pedigree. C·x is one pass over the records and one over the pedigree (A⁻¹ by Henderson's
 * rules); the preconditioner is C's diagonal.
 */
import { approximatePev } from './approximate-pev';
import { inverseDiagonal } from './dense';
import { accuracyMethodFor, type Evaluation, type EvaluationOptions, type Prediction, prediction } from './evaluation';
import { lineageOrder } from './lineage';
import { type LinearSystem, solvePcg } from './pcg';
import { type CodedPedigree } from './pedigree';
import { checkRecords, checkVariance, type FixedLayout, fixedLayout, fixedSolutions, type PhenotypeRecords, recordWeights } from './records';
import { addInverseRelationshipProduct, inbreeding, inverseRelationshipDiagonal, mendelianPrecision } from './relationship';

export interface AnimalModelVariances {
  /** Additive genetic variance σ²a. */
  direct: number;
  residual: number;
}

export interface AnimalModelEvaluation extends Evaluation {
  /** Breeding values by coded animal (the EPD is half). */
  breedingValue: Prediction;
}

/**
 * The equations in lineage order (lineage.ts), records sorted by animal so the pass over them meets
 * the animals' equations in memory order too; `place` maps a coded animal to its equation.
 */
function animalModelSystem(pedigree: CodedPedigree, records: PhenotypeRecords, layout: FixedLayout, codedPrecision: Float64Array, ratio: number) {
  const lineage = lineageOrder(pedigree);
  const animals = pedigree.sire.length;
  const offset = layout.size;
  const size = offset + animals;
  const factors = records.fixed.length;
  const count = records.y.length;
  const precision = new Float64Array(animals);
  for (let k = 0; k < animals; k += 1) precision[k] = codedPrecision[lineage.order[k]!]!;
  const byPlace = new Int32Array(animals + 1);
  for (let r = 0; r < count; r += 1) byPlace[lineage.place[records.animal[r]!]! + 1]! += 1;
  for (let k = 0; k < animals; k += 1) byPlace[k + 1]! += byPlace[k]!;
  const animal = new Int32Array(count);
  const fixed = new Int32Array(count * factors);
  const held = new Uint8Array(size);
  held.set(layout.held);
  const rhs = new Float64Array(size);
  const diagonal = new Float64Array(size);
  diagonal.set(layout.recordsPerLevel);
  const relationship = inverseRelationshipDiagonal(lineage, precision);
  for (let k = 0; k < animals; k += 1) diagonal[offset + k] = ratio * relationship[k]!;
  for (let r = 0; r < count; r += 1) {
    const k = lineage.place[records.animal[r]!]!;
    const at = byPlace[k]!++;
    animal[at] = k;
    rhs[offset + k]! += records.y[r]!;
    diagonal[offset + k]! += 1;
    for (let f = 0; f < factors; f += 1) {
      fixed[at * factors + f] = layout.equations[r * factors + f]!;
      rhs[layout.equations[r * factors + f]!]! += records.y[r]!;
    }
  }
  for (let e = 0; e < offset; e += 1) if (held[e] === 1) rhs[e] = 0;
  const system: LinearSystem & { place: Int32Array } = {
    size,
    rhs,
    held,
    place: lineage.place,
    multiply(x, out) {
      out.fill(0);
      for (let r = 0; r < count; r += 1) {
        const a = offset + animal[r]!;
        let fitted = x[a]!;
        for (let f = 0; f < factors; f += 1) fitted += x[fixed[r * factors + f]!]!;
        out[a]! += fitted;
        for (let f = 0; f < factors; f += 1) out[fixed[r * factors + f]!]! += fitted;
      }
      addInverseRelationshipProduct(lineage, precision, ratio, x, out, offset);
      for (let e = 0; e < offset; e += 1) if (held[e] === 1) out[e] = 0;
    },
    precondition(r, z) {
      let rz = 0;
      for (let e = 0; e < size; e += 1) {
        z[e] = held[e] === 1 ? 0 : r[e]! / diagonal[e]!;
        rz += r[e]! * z[e]!;
      }
      return rz;
    },
  };
  return system;
}

/** Solves the animal model; breeding values, PEVs and BIF accuracies for every animal of the pedigree. */
export function solveAnimalModel(
  pedigree: CodedPedigree,
  records: PhenotypeRecords,
  variances: AnimalModelVariances,
  options: EvaluationOptions = {},
): AnimalModelEvaluation {
  checkVariance('direct genetic', variances.direct);
  checkVariance('residual', variances.residual);
  const animals = pedigree.sire.length;
  checkRecords(records, animals);
  const coefficients = options.inbreeding ?? inbreeding(pedigree);
  const precision = mendelianPrecision(pedigree, coefficients);
  const layout = fixedLayout(records);
  const system = animalModelSystem(pedigree, records, layout, precision, variances.residual / variances.direct);

  let started = performance.now();
  const solved = solvePcg(system, options);
  const solveMs = performance.now() - started;

  started = performance.now();
  const accuracyMethod = accuracyMethodFor(options, system.size);
  const offset = layout.size;
  const pev = new Float64Array(animals);
  if (accuracyMethod === 'exact') {
    const diagonal = inverseDiagonal(system);
    for (let i = 0; i < animals; i += 1) pev[i] = diagonal[offset + system.place[i]!]! * variances.residual;
  } else {
    // What each animal's own records tell (data information, 1/σ²e each, weighted for its groups);
    // the second effect of the 2×2 blocks is a placeholder without data.
    const weights = recordWeights(records, layout);
    const data = new Float64Array(3 * animals);
    for (let r = 0; r < weights.length; r += 1) data[3 * records.animal[r]!]! += weights[r]! / variances.residual;
    const blocks = approximatePev(pedigree, precision, Float64Array.of(variances.direct, 0, 1), data);
    for (let i = 0; i < animals; i += 1) pev[i] = blocks[3 * i]!;
  }
  const values = new Float64Array(animals);
  for (let i = 0; i < animals; i += 1) values[i] = solved.solution[offset + system.place[i]!]!;
  const breedingValue = prediction(values, pev, variances.direct, coefficients);
  return {
    ...solved,
    fixed: fixedSolutions(records, layout, solved.solution),
    breedingValue,
    inbreeding: coefficients,
    accuracyMethod,
    milliseconds: { solve: solveMs, accuracy: performance.now() - started },
  };
}
