import { describe, expect, it } from 'vitest';
import { codePedigree } from './pedigree';
import { addInverseRelationshipProduct, inbreeding, inverseRelationshipDiagonal, inverseRelationshipEntries, mendelianPrecision } from './relationship';
import { simulateHerd } from './simulate';
import { denseInverse, tabularRelationship } from './test-matrices';

/**
 * Mrode, Linear Models for the Prediction of Animal Breeding Values, 3rd ed. (2014), Table 2.1: the
 * example pedigree of chapter 2 (the same in the 2nd ed., 2005), listed on p. 27.
 */
const mrodeTable21 = codePedigree([
  { id: '1', sire: null, dam: null },
  { id: '2', sire: null, dam: null },
  { id: '3', sire: '1', dam: '2' },
  { id: '4', sire: '1', dam: null },
  { id: '5', sire: '4', dam: '3' },
  { id: '6', sire: '5', dam: '2' },
]);

/** Rounds to the book's three decimals. */
const printed = (value: number) => Math.round(value * 1000) / 1000 + 0;

describe('Mrode (2014) chapter 2, Table 2.1 pedigree', () => {
  it('gives animals 5 and 6 an inbreeding of 0.125 (§2.2; Appendix B, p. 310)', () => {
    expect(Array.from(inbreeding(mrodeTable21))).toEqual([0, 0, 0, 0, 0.125, 0.125]);
  });

  it('has D = diag(1.0, 1.0, 0.5, 0.75, 0.5, 0.469) (§2.3, p. 25)', () => {
    const precision = mendelianPrecision(mrodeTable21, inbreeding(mrodeTable21));
    expect(Array.from(precision, (b) => printed(1 / b))).toEqual([1, 1, 0.5, 0.75, 0.5, 0.469]);
  });

  it('builds A⁻¹ with inbreeding as printed in §2.4.2 (to three decimals)', () => {
    const entries = inverseRelationshipEntries(mrodeTable21);
    const upper = Array.from(entries.value, (value, k) => [mrodeTable21.ids[entries.row[k]!], mrodeTable21.ids[entries.column[k]!], printed(value)]);
    expect(upper).toEqual([
      ['1', '1', 1.833],
      ['1', '2', 0.5],
      ['1', '3', -1],
      ['1', '4', -0.667],
      ['2', '2', 2.033],
      ['2', '3', -1],
      ['2', '5', 0.533],
      ['2', '6', -1.067],
      ['3', '3', 2.5],
      ['3', '4', 0.5],
      ['3', '5', -1],
      ['4', '4', 1.833],
      ['4', '5', -1],
      ['5', '5', 2.533],
      ['5', '6', -1.067],
      ['6', '6', 2.133],
    ]);
  });

  it('is the inverse of the A of §2.2 (to three decimals)', () => {
    const entries = inverseRelationshipEntries(mrodeTable21);
    const dense = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
    entries.value.forEach((value, k) => {
      dense[entries.row[k]!]![entries.column[k]!] = value;
      dense[entries.column[k]!]![entries.row[k]!] = value;
    });
    expect(denseInverse(dense).map((line) => line.map(printed))).toEqual([
      [1, 0, 0.5, 0.5, 0.5, 0.25],
      [0, 1, 0.5, 0, 0.25, 0.625],
      [0.5, 0.5, 1, 0.25, 0.625, 0.563],
      [0.5, 0, 0.25, 1, 0.625, 0.313],
      [0.5, 0.25, 0.625, 0.625, 1.125, 0.688],
      [0.25, 0.625, 0.563, 0.313, 0.688, 1.125],
    ]);
  });
});

describe('inbreeding and A⁻¹ on a simulated herd', () => {
  const { pedigree } = simulateHerd({ animals: 400, seed: 3 });
  const tabular = tabularRelationship(pedigree);

  it('equal the tabular method exactly, full sibs included', () => {
    const coefficients = inbreeding(pedigree);
    expect(coefficients.some((f) => f > 0)).toBe(true);
    coefficients.forEach((f, i) => expect(f).toBeCloseTo(tabular[i]![i]! - 1, 12));
  });

  it('multiplies by A⁻¹ on the fly as the dense inverse of A does', () => {
    const n = pedigree.ids.length;
    const precision = mendelianPrecision(pedigree, inbreeding(pedigree));
    const x = Float64Array.from({ length: n }, (_, i) => Math.sin(i));
    const out = new Float64Array(n);
    addInverseRelationshipProduct(pedigree, precision, 2, x, out, 0);
    const inverse = denseInverse(tabular);
    const diagonal = inverseRelationshipDiagonal(pedigree, precision);
    for (let i = 0; i < n; i += 1) {
      expect(out[i]).toBeCloseTo(2 * inverse[i]!.reduce((sum, value, j) => sum + value * x[j]!, 0), 8);
      expect(diagonal[i]).toBeCloseTo(inverse[i]![i]!, 8);
    }
  });
});
