/**
 * Samples rendered as the lab files the readers take, for the tests, the bench and an end-to-end
 * upload: an Illumina FinalReport (header, then a row per sample and SNP, sample by sample), a
 * PLINK .ped and .map, a VCF. Each returns chunks, a sample (a thousand variants for the VCF) each,
 * so a 100-sample × 50,000-SNP report is not one 200 MB string. Positions are made up: 10 kb apart
 * on each chromosome. Allele letters come from the panel (genotypes.ts: code 0 is the first twice).
 */
import { type Panel, type SampleGenotypes } from '../genotypes';
import { genotypeAt, MISSING } from '../packing';

const SPACING = 10_000;

/** Base-pair positions: each chromosome's SNPs 10 kb apart, in the panel's order. */
function positions(panel: Panel): number[] {
  const seen = new Map<string, number>();
  return panel.snps.map((_, i) => {
    const chromosome = panel.chromosomes?.[i] ?? '';
    const position = (seen.get(chromosome) ?? 0) + SPACING;
    seen.set(chromosome, position);
    return position;
  });
}

/** The two allele letters of a code at SNP `snp`; `missing` twice for no call. */
function allelesOf(panel: Panel, snp: number, code: number, missing: string): [string, string] {
  if (code === MISSING) return [missing, missing];
  const [first, second] = panel.alleles[snp]!;
  const letters = [first!, first!, second!, second!].slice(code, code + 2) as [string, string];
  if (letters.includes('0')) throw new Error(`SNP ${panel.snps[snp]} has one known allele: code ${code} cannot be written`);
  return letters;
}

export interface FinalReportOptions {
  /** The columns' coding label for a nucleotide panel ('Top' by default); an AB panel is written as AB. */
  strand?: 'Top' | 'Forward';
}

export function writeFinalReport(panel: Panel, samples: readonly SampleGenotypes[], options: FinalReportOptions = {}): string[] {
  const coding = panel.alleles.every((alleles) => alleles === 'AB') ? 'AB' : (options.strand ?? 'Top');
  const header = [
    '[Header]',
    'GSGT Version\t2.0.5',
    'Processing Date\t1/15/2026 10:12 AM',
    'Content\t\tBovineSNP50_v3_A1.bpm',
    `Num SNPs\t${panel.snps.length}`,
    `Total SNPs\t${panel.snps.length}`,
    `Num Samples\t${samples.length}`,
    `Total Samples\t${samples.length}`,
    '[Data]',
    `SNP Name\tSample ID\tAllele1 - ${coding}\tAllele2 - ${coding}\tGC Score\tChr\tPosition`,
    '',
  ].join('\n');
  const at = positions(panel);
  return [
    header,
    ...samples.map((sample) => {
      const rows: string[] = [];
      for (let snp = 0; snp < panel.snps.length; snp += 1) {
        const [first, second] = allelesOf(panel, snp, genotypeAt(sample.genotypes, snp), '-');
        const score = (0.7 + ((snp * 7_919) % 2_900) / 10_000).toFixed(4);
        rows.push(`${panel.snps[snp]}\t${sample.sampleId}\t${first}\t${second}\t${score}\t${panel.chromosomes?.[snp] ?? '0'}\t${at[snp]}\n`);
      }
      return rows.join('');
    }),
  ];
}

/** PLINK text: the .map as one string, the .ped a line per sample (family and sample id alike, parents, sex and phenotype unknown). */
export function writePlink(panel: Panel, samples: readonly SampleGenotypes[]): { map: string; ped: string[] } {
  const at = positions(panel);
  const map = panel.snps.map((name, snp) => `${panel.chromosomes?.[snp] || '0'}\t${name}\t0\t${at[snp]}\n`).join('');
  const ped = samples.map((sample) => {
    const fields = [sample.sampleId, sample.sampleId, '0', '0', '0', '-9'];
    for (let snp = 0; snp < panel.snps.length; snp += 1) fields.push(...allelesOf(panel, snp, genotypeAt(sample.genotypes, snp), '0'));
    return `${fields.join(' ')}\n`;
  });
  return { map, ped };
}

export interface VcfOptions {
  /** Whether the SNP's REF is its second allele; by default every other SNP, so GT and codes differ there. */
  refIsSecond?: (snp: number) => boolean;
}

export function writeVcf(panel: Panel, samples: readonly SampleGenotypes[], options: VcfOptions = {}): string[] {
  const refIsSecond = options.refIsSecond ?? ((snp: number) => snp % 2 === 1);
  const at = positions(panel);
  const header = [
    '##fileformat=VCFv4.2',
    '##source=ganado-parentage-testing',
    '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
    ['#CHROM', 'POS', 'ID', 'REF', 'ALT', 'QUAL', 'FILTER', 'INFO', 'FORMAT', ...samples.map((sample) => sample.sampleId)].join('\t'),
    '',
  ].join('\n');
  const chunks = [header];
  let lines: string[] = [];
  for (let snp = 0; snp < panel.snps.length; snp += 1) {
    const [first, second] = panel.alleles[snp]!;
    if (panel.alleles[snp] === 'AB' || panel.alleles[snp] === '12') throw new Error('a VCF has nucleotides, not A/B or 1/2 alleles');
    const swap = refIsSecond(snp) && second !== '0';
    const [ref, alt] = swap ? [second!, first!] : [first!, second === '0' ? '.' : second!];
    const calls = samples.map((sample) => {
      const code = genotypeAt(sample.genotypes, snp);
      if (code === MISSING) return './.';
      const altCopies = swap ? 2 - code : code;
      return ['0/0', '0/1', '1/1'][altCopies]!;
    });
    lines.push(`${panel.chromosomes?.[snp] || '0'}\t${at[snp]}\t${panel.snps[snp]}\t${ref}\t${alt}\t.\tPASS\t.\tGT\t${calls.join('\t')}\n`);
    if (lines.length === 1_000) {
      chunks.push(lines.join(''));
      lines = [];
    }
  }
  if (lines.length > 0) chunks.push(lines.join(''));
  return chunks;
}
