import { describe, expect, it } from 'vitest';
import { solveAnimalModel } from './animal-model';
import { EXACT_PEV_LIMIT } from './evaluation';
import { solveMaternalModel } from './maternal-model';
import { type CodedPedigree } from './pedigree';
import { simulateHerd } from './simulate';
import { correlation } from './test-matrices';

/**
 * The approximate accuracies (approximate-pev.ts, maternal-accuracy.ts) against the exact inverse
 * on simulated herds small enough to invert. Measured over seeds 7, 21 and 33: the approximation
 * overstates BIF accuracy, as BIF warns approximations do — animal model by 0.018–0.019 on average,
 * most for the young (0.021–0.023 for animals without progeny), maternal model 0.050–0.053 for the
 * direct (young 0.052–0.054) and 0.025–0.030 for the maternal effect, permanent environment within
 * ±0.002; one animal at most 0.19 off; the ranking is kept (correlations with the exact 0.96–0.99).
 * The bounds below leave room around those.
 */
function summary(exact: Float64Array, approximate: Float64Array, young: (i: number) => boolean) {
  let bias = 0;
  let youngBias = 0;
  let youngCount = 0;
  let largest = 0;
  exact.forEach((value, i) => {
    const error = approximate[i]! - value;
    bias += error / exact.length;
    largest = Math.max(largest, Math.abs(error));
    if (young(i)) {
      youngBias += error;
      youngCount += 1;
    }
  });
  return { bias, youngBias: youngBias / youngCount, largest, correlation: correlation(exact, approximate) };
}

const withoutProgeny = (pedigree: CodedPedigree) => {
  const parent = new Uint8Array(pedigree.ids.length);
  pedigree.sire.forEach((s) => s >= 0 && (parent[s] = 1));
  pedigree.dam.forEach((d) => d >= 0 && (parent[d] = 1));
  return (i: number) => parent[i] === 0;
};

describe('approximate accuracies against the exact ones', () => {
  it('animal model, 1,400 animals: overstated by less than 0.04 on average, ranked alike', { timeout: 60_000 }, () => {
    const herd = simulateHerd({ animals: 1400, seed: 7, maternal: false });
    const exact = solveAnimalModel(herd.pedigree, herd.records, herd.variances);
    const approximate = solveAnimalModel(herd.pedigree, herd.records, herd.variances, { accuracy: 'approximate' });
    expect(exact.accuracyMethod).toBe('exact');
    const found = summary(exact.breedingValue.accuracy, approximate.breedingValue.accuracy, withoutProgeny(herd.pedigree));
    expect(found.bias).toBeGreaterThan(0);
    expect(found.bias).toBeLessThan(0.04);
    expect(found.youngBias).toBeGreaterThan(found.bias); // the young are overstated most
    expect(found.largest).toBeLessThan(0.25);
    expect(found.correlation).toBeGreaterThan(0.97);
  });

  it('maternal model, 700 animals: direct overstated by < 0.08, maternal by < 0.05, pe within 0.01', { timeout: 60_000 }, () => {
    const herd = simulateHerd({ animals: 700, seed: 7 });
    const exact = solveMaternalModel(herd.pedigree, herd.records, herd.variances);
    const approximate = solveMaternalModel(herd.pedigree, herd.records, herd.variances, { accuracy: 'approximate' });
    expect(exact.accuracyMethod).toBe('exact');
    const young = withoutProgeny(herd.pedigree);
    const direct = summary(exact.direct.accuracy, approximate.direct.accuracy, young);
    expect(direct.bias).toBeGreaterThan(0);
    expect(direct.bias).toBeLessThan(0.08);
    expect(direct.correlation).toBeGreaterThan(0.97);
    const maternal = summary(exact.maternal.accuracy, approximate.maternal.accuracy, young);
    expect(maternal.bias).toBeGreaterThan(0);
    expect(maternal.bias).toBeLessThan(0.05);
    expect(maternal.correlation).toBeGreaterThan(0.94);
    const environment = summary(exact.permanentEnvironment.accuracy, approximate.permanentEnvironment.accuracy, () => true);
    expect(Math.abs(environment.bias)).toBeLessThan(0.01);
    expect(environment.correlation).toBeGreaterThan(0.98);
  });

  it(`is chosen by default above ${EXACT_PEV_LIMIT} equations`, () => {
    const herd = simulateHerd({ animals: EXACT_PEV_LIMIT + 1, seed: 1, maternal: false });
    expect(solveAnimalModel(herd.pedigree, herd.records, herd.variances).accuracyMethod).toBe('approximate');
  });
});
