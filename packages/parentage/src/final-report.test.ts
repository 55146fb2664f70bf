import { describe, expect, it } from 'vitest';
import { readFinalReport } from './final-report';
import { codesOf, expectRefusal, FINAL_REPORT_HEADER, tsv } from './test-files';

const COLUMNS = ['SNP Name', 'Sample ID', 'Allele1 - Top', 'Allele2 - Top', 'Allele1 - AB', 'Allele2 - AB', 'GC Score', 'Chr'];

/** Two cows, three SNPs, sample by sample; VACA-1 has no call at the X SNP (line 14). */
const REPORT =
  FINAL_REPORT_HEADER +
  tsv(
    COLUMNS,
    ['ARS-BFGL-BAC-10172', 'VACA-1', 'A', 'G', 'A', 'B', '0.9194', '14'],
    ['ARS-BFGL-BAC-1020', 'VACA-1', 'G', 'G', 'B', 'B', '0.8612', '14'],
    ['Hapmap43437-BTA-101873', 'VACA-1', '-', '-', '-', '-', '0.0000', 'X'],
    ['ARS-BFGL-BAC-10172', 'VACA-2', 'A', 'A', 'A', 'A', '0.9411', '14'],
    ['ARS-BFGL-BAC-1020', 'VACA-2', 'C', 'G', 'A', 'B', '0.8870', '14'],
    ['Hapmap43437-BTA-101873', 'VACA-2', 'T', 'T', 'B', 'B', '0.7722', 'X'],
  );

/** The same report with only the Top columns. */
const TOP_ONLY = REPORT.split('\n')
  .map((line) => (line.includes('\t') && !line.includes('Num') && !line.includes('Total') ? line.split('\t').filter((_, i) => i !== 4 && i !== 5).join('\t') : line))
  .join('\n');

describe('readFinalReport', () => {
  it('reads the AB columns when there are, with the chromosomes and the missing calls', async () => {
    const file = await readFinalReport(REPORT);
    expect(file.format).toBe('finalReport');
    expect(file.panel).toEqual({
      snps: ['ARS-BFGL-BAC-10172', 'ARS-BFGL-BAC-1020', 'Hapmap43437-BTA-101873'],
      alleles: ['AB', 'AB', 'AB'],
      chromosomes: ['14', '14', 'X'],
    });
    expect(codesOf(file.samples, 3)).toEqual({ 'VACA-1': [1, 2, 3], 'VACA-2': [0, 1, 2] });
    expect(file.samples.map((sample) => sample.called)).toEqual([2, 3]);
    expect(file.warnings).toEqual([]);
  });

  it('reads Top alleles in alphabetical order, from chunks cut anywhere', async () => {
    const chunks = TOP_ONLY.match(/[^]{1,5}/g)!;
    const file = await readFinalReport(chunks);
    expect(file.panel.alleles).toEqual(['AG', 'CG', 'T0']);
    expect(codesOf(file.samples, 3)).toEqual({ 'VACA-1': [1, 2, 3], 'VACA-2': [0, 1, 0] });
    expect(file.warnings).toEqual([expect.stringContaining('Top strand')]);
  });

  it('reads rows in any order and a comma-separated report', async () => {
    const lines = TOP_ONLY.trimEnd().split('\n');
    const data = lines.slice(10);
    const shuffled = [...lines.slice(0, 10), data[5], data[0], data[3], data[2], data[4], data[1]].join('\n');
    const file = await readFinalReport(shuffled);
    // The panel is in the order SNPs first appear.
    expect(file.panel.snps).toEqual(['Hapmap43437-BTA-101873', 'ARS-BFGL-BAC-10172', 'ARS-BFGL-BAC-1020']);
    expect(codesOf(file.samples, 3)).toEqual({ 'VACA-2': [0, 0, 1], 'VACA-1': [3, 1, 2] });
    const commas = lines.map((line) => line.replaceAll('\t', ',')).join('\r\n');
    expect(codesOf((await readFinalReport(commas)).samples, 3)).toEqual({ 'VACA-1': [1, 2, 3], 'VACA-2': [0, 1, 0] });
  });

  it('warns when the header counts differ from the data', async () => {
    const file = await readFinalReport(REPORT.replaceAll('SNPs\t3', 'SNPs\t4'));
    expect(file.warnings).toEqual(['the header says 4 SNPs; the data has 3']);
  });

  describe('refuses', () => {
    it('a file that is not a FinalReport, or has no data', async () => {
      await expectRefusal(readFinalReport('SNP Name\tSample ID\n'), 'format', 1);
      await expectRefusal(readFinalReport(''), 'empty');
      await expectRefusal(readFinalReport(FINAL_REPORT_HEADER.replace('[Data]\n', '')), 'format');
      await expectRefusal(readFinalReport(FINAL_REPORT_HEADER + tsv(COLUMNS)), 'empty');
    });

    it('a row with the wrong number of columns, and a missing column', async () => {
      const rows = REPORT.split('\n');
      rows[12] += '\textra';
      await expectRefusal(readFinalReport(rows.join('\n')), 'columns', 13);
      rows[12] = rows[12]!.split('\t').slice(0, 6).join('\t');
      await expectRefusal(readFinalReport(rows.join('\n')), 'columns', 13);
      await expectRefusal(readFinalReport(REPORT.replace('Sample ID', 'Sample')), 'columns', 10);
    });

    it('an unknown allele letter and a third allele', async () => {
      await expectRefusal(readFinalReport(REPORT.replace('VACA-2\tA\tA\tA\tA', 'VACA-2\tA\tA\tA\tC')), 'allele', 14);
      await expectRefusal(readFinalReport(TOP_ONLY.replace('VACA-2\tA\tA', 'VACA-2\tN\tA')), 'allele', 14);
      await expectRefusal(readFinalReport(TOP_ONLY.replace('VACA-2\tA\tA', 'VACA-2\tT\tA')), 'allele', 14);
      await expectRefusal(readFinalReport(TOP_ONLY.replace('VACA-2\tA\tA', 'VACA-2\tAA\tA')), 'allele', 14);
    });

    it('the same sample twice (a sample and SNP in two rows)', async () => {
      const repeated = REPORT + tsv(['ARS-BFGL-BAC-1020', 'VACA-1', 'G', 'G', 'B', 'B', '0.8612', '14']);
      await expectRefusal(readFinalReport(repeated), 'duplicateSample', 17);
    });

    it('more samples or SNPs than allowed: from the header when it says, else at the row', async () => {
      await expectRefusal(readFinalReport(REPORT, { maxSnps: 2 }), 'tooLarge', 5);
      await expectRefusal(readFinalReport(REPORT, { maxSamples: 1 }), 'tooLarge', 7);
      const headless = REPORT.replace(/Num.*\n|Total.*\n/g, '');
      await expectRefusal(readFinalReport(headless, { maxSamples: 1 }), 'tooLarge', 10);
      await expectRefusal(readFinalReport(headless, { maxSnps: 2 }), 'tooLarge', 9);
    });
  });
});
