import { describe, expect, it } from 'vitest';
import { alignPanels, alleleOrientation } from './panels';

describe('alleleOrientation', () => {
  it('keeps the same pair, turns a one-letter panel round, refuses pairs that cannot be one', () => {
    expect(alleleOrientation('AG', 'AG')).toBe(0);
    expect(alleleOrientation('AG', 'A0')).toBe(0);
    expect(alleleOrientation('AG', 'G0')).toBe(1);
    expect(alleleOrientation('G0', 'A0')).toBe(1);
    expect(alleleOrientation('00', 'CT')).toBe(0);
    expect(alleleOrientation('AB', 'AB')).toBe(0);
    expect(alleleOrientation('AG', 'CT')).toBeUndefined();
    expect(alleleOrientation('AG', 'C0')).toBeUndefined();
    expect(alleleOrientation('AB', 'AG')).toBeUndefined();
    expect(alleleOrientation('12', 'A0')).toBeUndefined();
  });
});

describe('alignPanels', () => {
  it('matches SNPs by name in the first panel’s order, with flips, leaving out disagreeing alleles and X, Y, MT', () => {
    const a = {
      snps: ['s1', 's2', 's3', 's4', 's5', 's6', 'only-a'],
      alleles: ['AG', 'CT', 'AG', 'AC', 'GT', 'AG', 'AG'],
      chromosomes: ['1', '2', 'X', '3', '4', '5', '6'],
    };
    const b = {
      snps: ['s6', 's5', 's4', 's3', 's2', 's1', 'only-b'],
      alleles: ['AG', 'G0', 'AG', 'AG', 'C0', 'G0', 'AG'],
      chromosomes: ['chrXY', 'MT', '', '3', '2', '1', '1'],
    };
    const alignment = alignPanels(a, b);
    // s1: 'G0' is AG the other way round; s2: 'C0' is CT as it is; s3 on X, s5 on MT; s4 AC against AG; s6 on XY stays.
    expect([...alignment.a]).toEqual([0, 1, 5]);
    expect([...alignment.b]).toEqual([5, 4, 0]);
    expect([...alignment.flipped]).toEqual([1, 0, 0]);
    expect(alignment.skipped).toEqual({ alleles: 1, notAutosomal: 2 });
  });

  it('aligns a panel with itself as it is, but for X, Y and MT', () => {
    const panel = { snps: ['s1', 's2', 's3'], alleles: ['AB', 'AB', 'AB'], chromosomes: ['1', 'Y', '2'] };
    const alignment = alignPanels(panel, panel);
    expect([...alignment.a]).toEqual([0, 2]);
    expect([...alignment.b]).toEqual([0, 2]);
    expect([...alignment.flipped]).toEqual([0, 0]);
  });
});
