/**
 * The records of a trait and their fixed factors, checked and laid out as the first equations of the
 * mixed-model equations. With more than one factor the levels are not all estimable (each factor's
 * levels sum to the same overall mean), so the first level of every factor after the first is held
 * at zero; as in Mrode (2014, Example 4.1, "HYS 1 and 3 set to zero"), differences between levels
 * are what is estimable. A level with no records has no equation to solve and comes out NaN.
 */
import { GeneticsInputError } from './errors';

export interface FixedFactor {
  /** The level of each record, 0…count−1. */
  levels: Int32Array;
  count: number;
}

export interface PhenotypeRecords {
  /** The coded index (in the pedigree) of the animal each record is of. */
  animal: Int32Array;
  y: Float64Array;
  fixed: FixedFactor[];
}

export interface FixedLayout {
  /** The first equation of each factor. */
  offsets: Int32Array;
  /** Fixed equations in all. */
  size: number;
  /** The fixed equations of each record, record-major (record r, factor f at r·factors + f). */
  equations: Int32Array;
  /** Records in each level, by equation. */
  recordsPerLevel: Float64Array;
  /** 1 for equations held at zero: the first level of factors after the first, empty levels. */
  held: Uint8Array;
}

export function checkVariance(name: string, value: number): void {
  if (!(Number.isFinite(value) && value > 0)) {
    throw new GeneticsInputError('variance', `The ${name} variance must be a positive number; it is ${value}.`);
  }
}

/** Refuses records an evaluation cannot use, naming the first bad one (records counted from 1). */
export function checkRecords(records: PhenotypeRecords, animals: number): void {
  const { animal, y, fixed } = records;
  if (y.length === 0) throw new GeneticsInputError('noRecords', 'There are no records of the trait, so there is nothing to evaluate.');
  if (animal.length !== y.length) {
    throw new GeneticsInputError('recordAnimal', `There are ${y.length} values but ${animal.length} animals named; each record needs one of each.`);
  }
  for (let r = 0; r < y.length; r += 1) {
    if (!Number.isFinite(y[r])) throw new GeneticsInputError('phenotype', `Record ${r + 1} has no usable value (${y[r]}).`);
    const a = animal[r]!;
    if (!(a >= 0 && a < animals)) {
      throw new GeneticsInputError('recordAnimal', `Record ${r + 1} names animal ${a}, which is not in the pedigree of ${animals} animals.`);
    }
  }
  fixed.forEach((factor, f) => {
    if (!(Number.isInteger(factor.count) && factor.count > 0)) {
      throw new GeneticsInputError('level', `Fixed factor ${f + 1} must have at least one level; it has ${factor.count}.`);
    }
    if (factor.levels.length !== y.length) {
      throw new GeneticsInputError('level', `Fixed factor ${f + 1} gives a level to ${factor.levels.length} records, not to each of the ${y.length}.`);
    }
    for (let r = 0; r < y.length; r += 1) {
      const level = factor.levels[r]!;
      if (!(level >= 0 && level < factor.count)) {
        throw new GeneticsInputError('level', `Record ${r + 1} is in level ${level} of fixed factor ${f + 1}, which has levels 0 to ${factor.count - 1}.`);
      }
    }
  });
}

export function fixedLayout(records: PhenotypeRecords): FixedLayout {
  const factors = records.fixed.length;
  const offsets = new Int32Array(factors);
  let size = 0;
  records.fixed.forEach((factor, f) => {
    offsets[f] = size;
    size += factor.count;
  });
  const count = records.y.length;
  const equations = new Int32Array(count * factors);
  const recordsPerLevel = new Float64Array(size);
  records.fixed.forEach((factor, f) => {
    for (let r = 0; r < count; r += 1) {
      const equation = offsets[f]! + factor.levels[r]!;
      equations[r * factors + f] = equation;
      recordsPerLevel[equation]! += 1;
    }
  });
  const held = new Uint8Array(size);
  for (let f = 1; f < factors; f += 1) held[offsets[f]!] = 1;
  for (let e = 0; e < size; e += 1) if (recordsPerLevel[e] === 0) held[e] = 1;
  return { offsets, size, equations, recordsPerLevel, held };
}

/** Each factor's solutions: 0 for a level held at zero, NaN for a level with no records. */
export function fixedSolutions(records: PhenotypeRecords, layout: FixedLayout, solution: Float64Array): Float64Array[] {
  return records.fixed.map((factor, f) =>
    Float64Array.from({ length: factor.count }, (_, level) => {
      const equation = layout.offsets[f]! + level;
      return layout.recordsPerLevel[equation] === 0 ? Number.NaN : solution[equation]!;
    }),
  );
}

/**
 * What a record tells about the animal once its fixed levels are estimated from the same records:
 * Π(1 − 1/nₗ) over its levels, nₗ the records in the level (a record alone in its contemporary group
 * tells nothing). The absorption of Meyer & Tier (2003), as in Mrode (2014, Appendix D.2.1), taken
 * factor by factor.
 */
export function recordWeights(records: PhenotypeRecords, layout: FixedLayout): Float64Array {
  const factors = records.fixed.length;
  const weights = new Float64Array(records.y.length).fill(1);
  for (let r = 0; r < weights.length; r += 1) {
    for (let f = 0; f < factors; f += 1) weights[r]! *= 1 - 1 / layout.recordsPerLevel[layout.equations[r * factors + f]!]!;
  }
  return weights;
}
