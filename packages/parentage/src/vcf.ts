/**
 * VCF (samtools.github.io/hts-specs/VCFv4.3.pdf): `##` meta lines, a `#CHROM POS ID REF ALT QUAL
 * FILTER INFO FORMAT sample…` line, then a line per variant with every sample's fields. Parsed by
 * @gmod/vcf (MIT; domain notes 3): its GT scan reads each sample's call without building objects.
 * A SNP is named by its ID, else CHROM:POS. Only biallelic SNPs are read (REF one base, ALT one base
 * or `.`): indels, multi-allelic and symbolic variants are skipped with a warning. GT `0/1` and
 * `0|1` alike (phase is not needed); a haploid call (`0`, a bull's X) is read as homozygous.
 */
import VCF from '@gmod/vcf';
import { CallTable, NUCLEOTIDES } from './call-table';
import { DEFAULT_READ_LIMITS, GenotypeFileError } from './errors';
import { type GenotypeFile, type ReadOptions } from './genotypes';
import { forEachLine, type TextChunks } from './lines';

const FIXED_COLUMNS = 9;
const MISSING_ALLELE = '.'.charCodeAt(0);
const ZERO = '0'.charCodeAt(0);
const TAB = '\t';

export async function readVcf(chunks: TextChunks, options: ReadOptions = {}): Promise<GenotypeFile> {
  const limits = { ...DEFAULT_READ_LIMITS, ...options };
  const table = new CallTable(options, NUCLEOTIDES);
  const header: string[] = [];
  let parser: VCF | undefined;
  let columns = 0;
  let skipped = 0;
  let firstSkipped = 0;
  // The allele characters of the variant being read: its REF and ALT, or '.' for a missing allele.
  const alleleChar = [MISSING_ALLELE, MISSING_ALLELE];

  await forEachLine(chunks, (line, lineNumber) => {
    if (lineNumber === 1 && !line.startsWith('##fileformat=VCF')) throw new GenotypeFileError('format', 'a VCF starts with ##fileformat=VCF', lineNumber);
    if (line.startsWith('##')) {
      header.push(line);
      return;
    }
    if (line.startsWith('#')) {
      parser = headerLine(line, lineNumber, header, table, limits.maxSamples);
      columns = FIXED_COLUMNS + parser.samples.length;
      return;
    }
    if (line === '') return;
    if (!parser) throw new GenotypeFileError('format', 'a variant before the #CHROM line', lineNumber);

    let found = 1;
    for (let at = line.indexOf(TAB); at !== -1; at = line.indexOf(TAB, at + 1)) found += 1;
    if (found !== columns) throw new GenotypeFileError('columns', `${found} columns where the #CHROM line has ${columns}`, lineNumber);
    let variant;
    try {
      variant = parser.parseLine(line);
    } catch (error) {
      throw new GenotypeFileError('format', `not a VCF variant line (${error instanceof Error ? error.message : String(error)})`, lineNumber);
    }
    const { REF: ref = '', ALT: alt = [] } = variant;
    if (ref.length !== 1 || alt.length > 1 || (alt[0] !== undefined && alt[0].length !== 1) || alt[0] === '*') {
      if (skipped === 0) firstSkipped = lineNumber;
      skipped += 1;
      return;
    }
    if (!/(^|:)GT(:|$)/.test(variant.FORMAT ?? '')) throw new GenotypeFileError('format', 'the variant has no GT field', lineNumber);
    const snp = table.addSnp(variant.ID?.[0] ?? `${variant.CHROM}:${variant.POS}`, variant.CHROM ?? '', lineNumber);
    table.declareAlleles(snp, ref + (alt[0] ?? ''), lineNumber);
    alleleChar[0] = ref.charCodeAt(0);
    alleleChar[1] = alt[0]?.charCodeAt(0) ?? MISSING_ALLELE;
    variant.processGenotypes((text, start, end, sample) => {
      const length = end - start;
      const separator = text.charCodeAt(start + 1);
      if (length === 1 || (length === 3 && (separator === 47 /* / */ || separator === 124) /* | */)) {
        const first = alleleOf(text.charCodeAt(start), alleleChar, lineNumber);
        table.call(sample, snp, first, length === 1 ? first : alleleOf(text.charCodeAt(start + 2), alleleChar, lineNumber), lineNumber);
      } else {
        throw new GenotypeFileError('allele', `GT "${text.slice(start, end)}" is not a diploid call of a biallelic SNP`, lineNumber);
      }
    });
  });

  if (!parser) throw new GenotypeFileError(header.length === 0 ? 'empty' : 'format', header.length === 0 ? 'the file is empty' : 'the VCF has no #CHROM line');
  const skippedNote = skipped > 0 ? `${skipped} variants that are not biallelic SNPs were skipped (the first on line ${firstSkipped})` : undefined;
  if (table.snps.length === 0) throw new GenotypeFileError('empty', `the VCF has no SNPs${skippedNote ? `: ${skippedNote}` : ''}`);
  const { panel, samples, warnings } = table.finish();
  if (skippedNote) warnings.unshift(skippedNote);
  return { format: 'vcf', panel, samples, warnings };
}

/** Checks the #CHROM line, registers its samples and makes the parser from the whole header. */
function headerLine(line: string, lineNumber: number, meta: string[], table: CallTable, maxSamples: number): VCF {
  const names = line.split(TAB);
  if (names[0] !== '#CHROM' || names.length < FIXED_COLUMNS - 1) throw new GenotypeFileError('format', 'the #CHROM line does not have the VCF columns', lineNumber);
  if (names.length <= FIXED_COLUMNS) throw new GenotypeFileError('empty', 'the VCF has no samples', lineNumber);
  if (names.length - FIXED_COLUMNS > maxSamples) throw new GenotypeFileError('tooLarge', `${names.length - FIXED_COLUMNS} samples, more than ${maxSamples}`, lineNumber);
  for (const sampleId of names.slice(FIXED_COLUMNS)) table.addSample(sampleId, lineNumber);
  return new VCF({ header: [...meta, line].join('\n') });
}

/** The character of a GT allele index: 0 the REF, 1 the ALT, '.' missing; another index is refused. */
function alleleOf(indexChar: number, alleleChar: number[], lineNumber: number): number {
  if (indexChar === MISSING_ALLELE) return MISSING_ALLELE;
  const allele = alleleChar[indexChar - ZERO];
  if (allele === undefined || allele === MISSING_ALLELE) {
    throw new GenotypeFileError('allele', `GT allele ${String.fromCharCode(indexChar)} is not the REF or ALT of a biallelic SNP`, lineNumber);
  }
  return allele;
}
