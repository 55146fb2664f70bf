import { describe, expect, it } from 'vitest';
import { codesOf, expectRefusal, tsv } from './test-files';
import { readVcf } from './vcf';

const HEADER = tsv(
  ['##fileformat=VCFv4.2'],
  ['##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">'],
  ['#CHROM', 'POS', 'ID', 'REF', 'ALT', 'QUAL', 'FILTER', 'INFO', 'FORMAT', 'VACA-1', 'VACA-2'],
);

/** The FinalReport tests' two cows; REF is the second allele at the first SNP; an indel on line 6 is skipped. */
const VCF =
  HEADER +
  tsv(
    ['14', '5342658', 'ARS-BFGL-BAC-10172', 'G', 'A', '.', 'PASS', '.', 'GT:GQ', '0/1:99', '1/1:97'],
    ['14', '6889527', 'ARS-BFGL-BAC-1020', 'C', 'G', '.', 'PASS', '.', 'GT', '1|1', '0|1'],
    ['14', '6900000', 'indel-1', 'CT', 'C', '.', 'PASS', '.', 'GT', '0/1', '0/0'],
    ['X', '137545', 'Hapmap43437-BTA-101873', 'T', '.', '.', 'PASS', '.', 'GT', './.', '0'],
  );

describe('readVcf', () => {
  it('reads GT against REF and ALT in alphabetical allele order, missing calls, CHROM', async () => {
    const file = await readVcf(VCF.match(/[^]{1,6}/g)!);
    expect(file.format).toBe('vcf');
    expect(file.panel).toEqual({
      snps: ['ARS-BFGL-BAC-10172', 'ARS-BFGL-BAC-1020', 'Hapmap43437-BTA-101873'],
      alleles: ['AG', 'CG', 'T0'],
      chromosomes: ['14', '14', 'X'],
    });
    // The X SNP: VACA-1 ./. is missing, VACA-2's haploid 0 is TT.
    expect(codesOf(file.samples, 3)).toEqual({ 'VACA-1': [1, 2, 3], 'VACA-2': [0, 1, 0] });
    expect(file.samples.map((sample) => sample.called)).toEqual([2, 3]);
    expect(file.warnings).toEqual(['1 variants that are not biallelic SNPs were skipped (the first on line 6)']);
  });

  it('reads a file without missing calls, naming a SNP without ID by CHROM:POS', async () => {
    const file = await readVcf(HEADER + tsv(['7', '1200', '.', 'A', 'C', '50', 'PASS', 'DP=20', 'GT', '0/0', '1/0']));
    expect(file.panel.snps).toEqual(['7:1200']);
    expect(codesOf(file.samples, 1)).toEqual({ 'VACA-1': [0], 'VACA-2': [1] });
    expect(file.samples.map((sample) => sample.called)).toEqual([1, 1]);
  });

  describe('refuses', () => {
    it('a file that is not a VCF, or has no #CHROM line, or no GT', async () => {
      await expectRefusal(readVcf('#CHROM\tPOS\n'), 'format', 1);
      await expectRefusal(readVcf('##fileformat=VCFv4.2\n'), 'format');
      await expectRefusal(readVcf(VCF.replace('GT:GQ', 'GQ').replace('0/1:99\t1/1:97', '99\t97')), 'format', 4);
    });

    it('a row with the wrong number of columns', async () => {
      await expectRefusal(readVcf(VCF.replace('\t0|1\n', '\n')), 'columns', 5);
    });

    it('a GT allele that is neither REF nor ALT, and an unknown base', async () => {
      await expectRefusal(readVcf(VCF.replace('1|1', '2|1')), 'allele', 5);
      await expectRefusal(readVcf(VCF.replace('\tC\tG\t', '\tN\tG\t')), 'allele', 5);
    });

    it('the same sample twice, no samples, no SNPs', async () => {
      await expectRefusal(readVcf(VCF.replace('VACA-2', 'VACA-1')), 'duplicateSample', 3);
      await expectRefusal(readVcf(HEADER.replace('\tFORMAT\tVACA-1\tVACA-2', '')), 'empty', 3);
      await expectRefusal(readVcf(HEADER), 'empty');
      await expectRefusal(readVcf(''), 'empty');
    });

    it('more samples or SNPs than allowed', async () => {
      await expectRefusal(readVcf(VCF, { maxSamples: 1 }), 'tooLarge', 3);
      await expectRefusal(readVcf(VCF, { maxSnps: 1 }), 'tooLarge', 5);
    });
  });
});
