import { describe, expect, it } from 'vitest';
import { GeneticsInputError } from './errors';
import { solveMaternalModel } from './maternal-model';
import { codePedigree, type PedigreeRow } from './pedigree';
import { type PhenotypeRecords } from './records';
import { simulateHerd } from './simulate';
import { correlation } from './test-matrices';

/**
 * Mrode, Linear Models for the Prediction of Animal Breeding Values, 3rd ed. (2014), Example 7.1
 * (§7.2.1): Table 7.1 (p. 111), ten beef calves (5–14) weighed at birth in 3 herds and 2 pens, with
 * g11 = 150, g12 = −40, g22 = 90, σ²pe = 40, σ²e = 350; the solutions as printed after the design
 * matrices, with herd 1 set to zero. The book calls the weights birth weights; the model is the one
 * Ganado runs for weaning weight. The 4th ed. (Mrode & Pocrnic 2023, Example 8.1) prints the same
 * solutions for the same data.
 */
const table71 = [
  // calf, sire, dam, herd, pen, weight (kg)
  [5, 1, 2, 1, 1, 35],
  [6, 3, 2, 1, 2, 20],
  [7, 4, 6, 1, 2, 25],
  [8, 3, 5, 1, 1, 40],
  [9, 1, 6, 2, 1, 42],
  [10, 3, 2, 2, 2, 22],
  [11, 3, 7, 2, 2, 35],
  [12, 8, 7, 3, 2, 34],
  [13, 9, 2, 3, 1, 20],
  [14, 3, 6, 3, 2, 40],
] as const;
const rows: PedigreeRow[] = [
  ...[1, 2, 3, 4].map((id) => ({ id: String(id), sire: null, dam: null })),
  ...table71.map(([calf, sire, dam]) => ({ id: String(calf), sire: String(sire), dam: String(dam) })),
];
const example71 = codePedigree(rows);
const index = (id: number) => example71.ids.indexOf(String(id));
// Pen first, herd second: the first level of the second factor (herd 1) is the one held at zero, as in the book.
const example71Records: PhenotypeRecords = {
  animal: Int32Array.from(table71, ([calf]) => index(calf)),
  y: Float64Array.from(table71, (record) => record[5]),
  fixed: [
    { levels: Int32Array.from(table71, (record) => record[4] - 1), count: 2 },
    { levels: Int32Array.from(table71, (record) => record[3] - 1), count: 3 },
  ],
};
const variances = { direct: 150, directMaternal: -40, maternal: 90, permanentEnvironment: 40, residual: 350 };
const printed = (value: number) => Math.round(value * 1000) / 1000 + 0;
const animals = Array.from({ length: 14 }, (_, k) => k + 1);

describe('Mrode (2014) Example 7.1, the maternal model', () => {
  const result = solveMaternalModel(example71, example71Records, variances);

  it('reproduces the printed herd and pen solutions to three decimals', () => {
    expect(result.converged).toBe(true);
    expect(Array.from(result.fixed[1]!, printed)).toEqual([0, 3.386, 1.434]);
    expect(Array.from(result.fixed[0]!, printed)).toEqual([34.54, 27.691]);
  });

  it('reproduces the printed direct and maternal breeding values of animals 1–14', () => {
    expect(animals.map((id) => printed(result.direct.value[index(id)]!))).toEqual([
      0.564, -1.244, 1.165, -0.484, 0.63, -0.859, -1.156, 1.917, -0.553, -1.055, 0.385, 0.863, -2.98, 1.751,
    ]);
    expect(animals.map((id) => printed(result.maternal.value[index(id)]!))).toEqual([
      0.262, -1.583, 0.736, 0.586, -0.507, 0.841, 1.299, -0.158, 0.66, -0.153, 0.916, 0.442, 0.093, 0.362,
    ]);
  });

  it('reproduces the printed permanent environment of dams 2, 5, 6 and 7', () => {
    const byDam = new Map(Array.from(result.permanentEnvironment.dam, (dam, k) => [example71.ids[dam], printed(result.permanentEnvironment.value[k]!)]));
    expect(Object.fromEntries(byDam)).toEqual({ '2': -1.701, '5': 0.415, '6': 0.825, '7': 0.461 });
  });

  it('gives exact PEVs below the prior variances (1 + F)σ², so accuracies between 0 and 1', () => {
    expect(result.accuracyMethod).toBe('exact');
    expect(result.inbreeding[index(12)]).toBeGreaterThan(0); // sire 8 and dam 7 are both grandchildren of 3
    result.direct.pev.forEach((pev, i) => expect(pev).toBeLessThan((1 + result.inbreeding[i]!) * 150));
    result.maternal.pev.forEach((pev, i) => expect(pev).toBeLessThan((1 + result.inbreeding[i]!) * 90));
    for (const accuracy of [...result.direct.accuracy, ...result.maternal.accuracy, ...result.permanentEnvironment.accuracy]) {
      expect(accuracy).toBeGreaterThan(0);
      expect(accuracy).toBeLessThan(1);
    }
  });

  it('still uses a record whose dam is unknown, for the direct effects only', () => {
    const unknownDam = codePedigree(rows.map((row) => (row.id === '13' ? { ...row, dam: null } : row)));
    const records = { ...example71Records, animal: Int32Array.from(table71, ([calf]) => unknownDam.ids.indexOf(String(calf))) };
    const solved = solveMaternalModel(unknownDam, records, variances);
    // Calf 13 was 20 kg, the lightest: its direct value stays the lowest; dam 2 has one calf fewer.
    const direct = solved.direct.value;
    expect(direct[unknownDam.ids.indexOf('13')]).toBe(Math.min(...direct));
    expect(solved.permanentEnvironment.dam.length).toBe(4);
    expect(solved.maternal.accuracy[unknownDam.ids.indexOf('2')]).toBeLessThan(result.maternal.accuracy[index(2)]!);
  });

  it('refuses a direct–maternal covariance that makes G not positive definite', () => {
    expect(() => solveMaternalModel(example71, example71Records, { ...variances, directMaternal: 120 })).toThrow(GeneticsInputError);
    expect(() => solveMaternalModel(example71, example71Records, { ...variances, directMaternal: 120 })).toThrow(
      'The direct–maternal covariance must lie strictly between −116.2 and 116.2 (a correlation between −1 and 1); it is 120.',
    );
    expect(() => solveMaternalModel(example71, example71Records, { ...variances, permanentEnvironment: -1 })).toThrow('permanent environmental variance');
  });
});

describe('the maternal model on a simulated herd', () => {
  const herd = simulateHerd({ animals: 5000, seed: 9 });

  it('converges to 1e-8 and follows the true direct and maternal values', { timeout: 30_000 }, () => {
    const progress: number[] = [];
    const result = solveMaternalModel(herd.pedigree, herd.records, herd.variances, { onProgress: (p) => progress.push(p.relativeResidual) });
    expect(result.converged).toBe(true);
    expect(result.relativeResidual).toBeLessThanOrEqual(1e-8);
    expect(result.accuracyMethod).toBe('approximate');
    expect(progress.length).toBe(Math.floor(result.iterations / 10));
    expect(correlation(result.direct.value, herd.truth.direct)).toBeGreaterThan(0.6);
    expect(correlation(result.maternal.value, herd.truth.maternal)).toBeGreaterThan(0.3);
  });
});
