import { describe, expect, it } from 'vitest';
import { readPlink } from './plink';
import { codesOf, expectRefusal } from './test-files';

const MAP = '14\tARS-BFGL-BAC-10172\t0\t5342658\n14\tARS-BFGL-BAC-1020\t0\t6889527\nX\tHapmap43437-BTA-101873\t0\t137545\n';

/** The FinalReport tests' two cows: VACA-1 has no call at the X SNP. */
const PED = 'HERD1 VACA-1 0 0 2 -9 A G G G 0 0\nHERD1 VACA-2 0 0 2 -9 A A C G T T\n';

describe('readPlink', () => {
  it('reads nucleotides in alphabetical order, 0 as missing, the .map chromosomes', async () => {
    const file = await readPlink(PED, MAP);
    expect(file.format).toBe('plink');
    expect(file.panel).toEqual({
      snps: ['ARS-BFGL-BAC-10172', 'ARS-BFGL-BAC-1020', 'Hapmap43437-BTA-101873'],
      alleles: ['AG', 'CG', 'T0'],
      chromosomes: ['14', '14', 'X'],
    });
    expect(codesOf(file.samples, 3)).toEqual({ 'VACA-1': [1, 2, 3], 'VACA-2': [0, 1, 0] });
    expect(file.samples.map((sample) => sample.called)).toEqual([2, 3]);
    expect(file.warnings).toEqual([]);
  });

  it('reads tabs, a three-column .map, 1/2 coding and chunks cut anywhere', async () => {
    const map = 'X\tsnp1\t100\n1\tsnp2\t200\n';
    const ped = 'F1\tS1\t0\t0\t1\t-9\t1\t2\t2\t2\nF1\tS2\t0\t0\t1\t-9\t1\t1\t0\t0\n';
    const file = await readPlink(ped.match(/[^]{1,3}/g)!, map.match(/[^]{1,4}/g)!);
    expect(file.panel.alleles).toEqual(['12', '12']);
    expect(codesOf(file.samples, 2)).toEqual({ S1: [1, 2], S2: [0, 3] });
  });

  it('reads a call with one allele missing as missing, and says so', async () => {
    const file = await readPlink('F S 0 0 0 -9 A 0 G G C C\n', MAP);
    expect(codesOf(file.samples, 3)).toEqual({ S: [3, 0, 0] });
    expect(file.warnings).toEqual(['1 calls with one allele missing were read as missing']);
  });

  describe('refuses', () => {
    it('a .ped whose SNP count differs from the .map, and a row of the wrong width', async () => {
      await expectRefusal(readPlink('F S 0 0 0 -9 A A G G\n', MAP), 'snpCount', 1, 'ped');
      await expectRefusal(readPlink(`${PED}F S 0 0 0 -9 A A G G T\n`, MAP), 'columns', 3, 'ped');
      await expectRefusal(readPlink(`${PED}F S 0 0\n`, MAP), 'columns', 3, 'ped');
      await expectRefusal(readPlink(PED, `${MAP}1 extra\n`), 'columns', 4, 'map');
    });

    it('unknown letters, two letters in one column, and two codings in one file', async () => {
      await expectRefusal(readPlink(PED.replace('A A C G', 'A N C G'), MAP), 'allele', 2, 'ped');
      await expectRefusal(readPlink('F S 0 0 0 -9 AG GG 00\n', MAP), 'allele', 1, 'ped');
      await expectRefusal(readPlink(PED.replace('A A C G', '1 2 C G'), MAP), 'allele', 2, 'ped');
      await expectRefusal(readPlink(PED.replace('A A C G', 'A A C T'), MAP), 'allele', 2, 'ped');
    });

    it('the same sample twice and the same SNP twice', async () => {
      await expectRefusal(readPlink(`${PED}HERD2 VACA-1 0 0 2 -9 A A C G T T\n`, MAP), 'duplicateSample', 3, 'ped');
      await expectRefusal(readPlink(PED, MAP.replace('BAC-1020', 'BAC-10172')), 'format', 2, 'map');
    });

    it('no SNPs or no samples, and more than the limits allow', async () => {
      await expectRefusal(readPlink(PED, '\n'), 'empty');
      await expectRefusal(readPlink('', MAP), 'empty');
      await expectRefusal(readPlink(PED, MAP, { maxSnps: 2 }), 'tooLarge', 3, 'map');
      await expectRefusal(readPlink(PED, MAP, { maxSamples: 1 }), 'tooLarge', 2, 'ped');
    });
  });
});
