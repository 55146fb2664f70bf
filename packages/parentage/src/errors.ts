/**
 * The one refusal of the readers: a lab file that cannot be read into genotypes, with a code a
 * screen can translate and, where one line is to blame, its number (1-based, in the file named).
 * The limits make a huge upload fail on its header or first rows, before it fills the memory.
 */

/**
 * - `format`: not the format read (no `[Data]` section, no `#CHROM` line, no GT field…), or a SNP
 *   listed twice in a .map.
 * - `empty`: no samples, or no SNPs.
 * - `columns`: a row with a different number of columns from its header (or from the .map), or a
 *   column the format needs is missing.
 * - `allele`: an allele letter the format does not have, a third allele at one SNP, or letters of two
 *   codings (AB and nucleotides, or 1/2 and letters) in one file.
 * - `snpCount`: the .ped's rows have a different number of SNPs from the .map.
 * - `duplicateSample`: the same sample twice (the same sample and SNP twice in a FinalReport).
 * - `tooLarge`: more samples or SNPs than the options allow, or a line longer than any real one.
 */
export type GenotypeFileErrorCode = 'format' | 'empty' | 'columns' | 'allele' | 'snpCount' | 'duplicateSample' | 'tooLarge';

export class GenotypeFileError extends Error {
  override readonly name = 'GenotypeFileError';
  readonly code: GenotypeFileErrorCode;
  /** The line at fault, 1-based; for PLINK, in the file `file` says. */
  readonly line?: number;
  /** For PLINK's two inputs: which one the line is in. */
  readonly file?: 'ped' | 'map';

  constructor(code: GenotypeFileErrorCode, message: string, line?: number, file?: 'ped' | 'map') {
    super(line === undefined ? message : `${file ? `.${file} ` : ''}line ${line}: ${message}`);
    this.code = code;
    if (line !== undefined) this.line = line;
    if (file !== undefined) this.file = file;
  }
}

export interface ReadLimits {
  /** More samples than this fail with `tooLarge` (on the header's count where it has one). */
  maxSamples: number;
  /** More SNPs than this fail with `tooLarge`. */
  maxSnps: number;
}

/**
 * Room for an HD bovine chip (777,962 SNPs) and a large lab batch. A reader holds a byte per call
 * until the file ends, so the caller sizes these to its upload limit: samples × SNPs bytes.
 */
export const DEFAULT_READ_LIMITS: ReadLimits = { maxSamples: 10_000, maxSnps: 1_000_000 };
