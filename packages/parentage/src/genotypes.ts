/**
 * What every reader returns, whichever format the lab sent, and the rule that makes a SNP's codes
 * the same in each.
 *
 * The allele order of a SNP is the character order of its two allele letters: A C G T (and D I for
 * an indel) alphabetically, so an A/G SNP is 'AG' in an Illumina Top or Forward column, a PLINK
 * .ped and a VCF whose REF is G alike, and AA is code 0, GG code 2 in all three. AB-coded files keep
 * 'AB' (Illumina's A and B, which are not nucleotides) and PLINK's 1/2 coding keeps '12'; neither
 * can be matched to nucleotides. Where a file shows only one letter at a SNP (no animal carries the
 * other and the format does not name it), the other is written '0', PLINK's unknown allele: 'G0',
 * and GG is code 0 there; `alignPanels` puts it the right way round against a panel that knows both.
 * Top and Forward columns are different strands: a file of each only align where the letters agree.
 */
import { type ReadLimits } from './errors';

export type GenotypeFormat = 'finalReport' | 'plink' | 'vcf';

/** The SNPs of a file, in its order: a sample's genotypes are in this order. */
export interface Panel {
  snps: string[];
  /** Per SNP its two alleles, first then second, by the rule above: 'AG', 'CT', 'AB', '12', 'G0'. */
  alleles: string[];
  /**
   * Per SNP its chromosome as the file names it, '' where it does not (a FinalReport without a Chr
   * column). Comparisons leave out X, Y and MT (panels.ts): a bull's X came from his dam.
   */
  chromosomes?: string[];
}

/** One sample (animal) of a file. */
export interface SampleGenotypes {
  /** The lab's id: FinalReport Sample ID, PLINK IID, VCF sample column. */
  sampleId: string;
  /** 2-bit codes in the panel's order (see packing.ts). */
  genotypes: Uint8Array;
  /** How many SNPs were called (not missing). */
  called: number;
}

export interface GenotypeFile {
  format: GenotypeFormat;
  panel: Panel;
  samples: SampleGenotypes[];
  /** What was read in spite of something (calls left out, SNPs skipped), for the uploader to see. */
  warnings: string[];
}

/** An animal's genotypes with the panel they are on: comparisons align two panels by SNP name. */
export interface GenotypedAnimal {
  panel: Panel;
  sample: SampleGenotypes;
}

export type ReadOptions = Partial<ReadLimits>;

/** Called SNPs ÷ the panel's SNPs; 0 for an empty panel. */
export function callRate(animal: GenotypedAnimal): number {
  const snps = animal.panel.snps.length;
  return snps === 0 ? 0 : animal.sample.called / snps;
}
