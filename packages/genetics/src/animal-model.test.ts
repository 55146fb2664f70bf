import { describe, expect, it } from 'vitest';
import { solveAnimalModel } from './animal-model';
import { GeneticsInputError } from './errors';
import { codePedigree } from './pedigree';
import { type PhenotypeRecords } from './records';
import { seededRandom } from './seeded-random';
import { simulateHerd } from './simulate';
import { correlation } from './test-matrices';

/**
 * Mrode, Linear Models for the Prediction of Animal Breeding Values, 3rd ed. (2014), Example 3.1
 * (§3.3.1, from p. 38; the same example in the 2nd ed., 2005): pre-weaning gain (kg) of five beef
 * calves, sex fixed, σ²a = 20, σ²e = 40.
 */
const example31 = codePedigree([
  { id: '1', sire: null, dam: null },
  { id: '2', sire: null, dam: null },
  { id: '3', sire: null, dam: null },
  { id: '4', sire: '1', dam: null },
  { id: '5', sire: '3', dam: '2' },
  { id: '6', sire: '1', dam: '2' },
  { id: '7', sire: '4', dam: '5' },
  { id: '8', sire: '3', dam: '6' },
]);
const index = (id: string) => example31.ids.indexOf(id);
const example31Records: PhenotypeRecords = {
  animal: Int32Array.from(['4', '5', '6', '7', '8'], index),
  y: Float64Array.of(4.5, 2.9, 3.9, 3.5, 5.0),
  fixed: [{ levels: Int32Array.of(0, 1, 1, 0, 0), count: 2 }], // male, female
};
const byId = (values: Float64Array) => ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => values[index(id)]!);
const printed = (value: number) => Math.round(value * 1000) / 1000 + 0;

describe('Mrode (2014) Example 3.1, the animal model', () => {
  const result = solveAnimalModel(example31, example31Records, { direct: 20, residual: 40 });

  it('reproduces the printed solutions to three decimals', () => {
    expect(result.converged).toBe(true);
    expect(byId(result.breedingValue.value).map(printed)).toEqual([0.098, -0.019, -0.041, -0.009, -0.186, 0.177, -0.249, 0.183]);
    expect(printed(result.fixed[0]![1]!)).toBe(3.404);
    // Male is 4.35850…, printed 4.358: the book cuts it short rather than rounding up.
    expect(result.fixed[0]![0]).toBeCloseTo(4.3585, 4);
  });

  it('takes PEVs from the inverse: its diagonal as printed in §3.3.3 (p. 44), reliability 1 − dᵢᵢα', () => {
    expect(result.accuracyMethod).toBe('exact');
    const diagonal = byId(result.breedingValue.pev).map((pev) => pev / 40);
    expect(diagonal.map(printed)).toEqual([0.471, 0.492, 0.456, 0.428, 0.428, 0.442, 0.442, 0.422]);
    // The book works the reliabilities (also in §5.2.4, p. 76) and SEPs from the rounded diagonal.
    const reliability = diagonal.map((d) => 1 - 2 * d);
    [0.058, 0.016, 0.088, 0.144, 0.144, 0.116, 0.116, 0.156].forEach((book, k) => expect(Math.abs(reliability[k]! - book)).toBeLessThan(0.0015));
    const sep = byId(result.breedingValue.pev).map(Math.sqrt);
    [4.341, 4.436, 4.271, 4.138, 4.138, 4.205, 4.205, 4.109].forEach((book, k) => expect(Math.abs(sep[k]! - book)).toBeLessThan(0.003));
    // BIF accuracy 1 − √(1 − r²): animal 8, r² = 0.155.
    expect(result.breedingValue.accuracy[index('8')]).toBeCloseTo(1 - Math.sqrt(1 - reliability[7]!), 12);
  });
});

describe('refusing what cannot be evaluated', () => {
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(GeneticsInputError);
      return { code: (error as GeneticsInputError).code, message: (error as GeneticsInputError).message };
    }
    throw new Error('accepted');
  };
  const variances = { direct: 20, residual: 40 };

  it('a zero, negative or missing variance', () => {
    expect(code(() => solveAnimalModel(example31, example31Records, { direct: 0, residual: 40 }))).toEqual({
      code: 'variance',
      message: 'The direct genetic variance must be a positive number; it is 0.',
    });
    expect(code(() => solveAnimalModel(example31, example31Records, { direct: 20, residual: Number.NaN })).code).toBe('variance');
  });

  it('a trait with no records', () => {
    const none = { animal: new Int32Array(0), y: new Float64Array(0), fixed: [] };
    expect(code(() => solveAnimalModel(example31, none, variances)).code).toBe('noRecords');
  });

  it('a record of an animal not in the pedigree, a level out of range, a value that is not a number', () => {
    const records = (change: Partial<PhenotypeRecords>) => ({ ...example31Records, ...change });
    expect(code(() => solveAnimalModel(example31, records({ animal: Int32Array.of(3, 4, 5, 6, 8) }), variances))).toEqual({
      code: 'recordAnimal',
      message: 'Record 5 names animal 8, which is not in the pedigree of 8 animals.',
    });
    expect(code(() => solveAnimalModel(example31, records({ fixed: [{ levels: Int32Array.of(0, 1, 2, 0, 0), count: 2 }] }), variances)).code).toBe('level');
    expect(code(() => solveAnimalModel(example31, records({ y: Float64Array.of(4.5, Number.NaN, 3.9, 3.5, 5) }), variances))).toEqual({
      code: 'phenotype',
      message: 'Record 2 has no usable value (NaN).',
    });
  });
});

describe('on a simulated herd', () => {
  const herd = simulateHerd({ animals: 3000, seed: 5, maternal: false });
  const solve = (options = {}) => solveAnimalModel(herd.pedigree, herd.records, herd.variances, { accuracy: 'approximate', ...options });

  it('gives breeding values that follow the true ones', () => {
    const result = solve();
    expect(result.converged).toBe(true);
    expect(result.relativeResidual).toBeLessThanOrEqual(1e-8);
    expect(correlation(result.breedingValue.value, herd.truth.direct)).toBeGreaterThan(0.6);
  });

  it('gives the same breeding values whatever the order of the rows', { timeout: 30_000 }, () => {
    const random = seededRandom(11);
    const shuffled = herd.rows.map((row) => ({ row, key: random() })).sort((a, b) => a.key - b.key).map(({ row }) => row);
    const pedigree = codePedigree(shuffled);
    const recode = new Map(pedigree.ids.map((id, i) => [id, i]));
    const records = { ...herd.records, animal: Int32Array.from(herd.records.animal, (a) => recode.get(herd.pedigree.ids[a]!)!) };
    const original = solve({ tolerance: 1e-12 });
    const reordered = solveAnimalModel(pedigree, records, herd.variances, { accuracy: 'approximate', tolerance: 1e-12 });
    expect(pedigree.ids).not.toEqual(herd.pedigree.ids);
    herd.pedigree.ids.forEach((id, i) => {
      expect(reordered.breedingValue.value[recode.get(id)!]).toBeCloseTo(original.breedingValue.value[i]!, 6);
      expect(reordered.breedingValue.accuracy[recode.get(id)!]).toBeCloseTo(original.breedingValue.accuracy[i]!, 9);
    });
  });

  it('resumes from a checkpoint in fewer iterations, to the same answer', { timeout: 30_000 }, () => {
    const checkpoints = new Map<number, Float64Array>();
    const progress: number[] = [];
    const full = solve({ checkpointEvery: 20, checkpoint: (x: Float64Array, at: number) => checkpoints.set(at, x), onProgress: ({ iteration }: { iteration: number }) => progress.push(iteration) });
    expect(progress.slice(0, 3)).toEqual([10, 20, 30]);
    const resumed = solve({ initial: checkpoints.get(40) });
    expect(resumed.converged).toBe(true);
    // Fewer, though more than the full run’s last iterations after 40: a restart forgets the search directions.
    expect(resumed.iterations).toBeLessThan(full.iterations);
    const spread = Math.sqrt(herd.variances.direct);
    resumed.breedingValue.value.forEach((value, i) => expect(Math.abs(value - full.breedingValue.value[i]!)).toBeLessThan(1e-5 * spread));
  });

  it('holds the first level of every factor after the first at zero', () => {
    const result = solve();
    expect(result.fixed[1]![0]).toBe(0);
    expect(result.fixed[0]!.every(Number.isFinite)).toBe(true);
  });
});
