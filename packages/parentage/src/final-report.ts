/**
 * Illumina GenomeStudio's FinalReport: a `[Header]` section of `key<TAB>value` lines (GSGT Version,
 * Content, Num SNPs, Num Samples…), then `[Data]`: a line of column names and one row per sample and
 * SNP, usually sample by sample [domain notes 3, ref. 64]. The columns read are SNP Name, Sample ID,
 * the allele pair of one coding (Allele1 - AB / Allele2 - AB first, else Top, else Forward; `-` is no
 * call) and Chr where present; GC Score, X, Y, B Allele Freq, Log R Ratio and the rest are skipped.
 * GenomeStudio can also write commas: the column line says which.
 */
import { AB_LETTERS, CallTable, NUCLEOTIDES } from './call-table';
import { DEFAULT_READ_LIMITS, GenotypeFileError } from './errors';
import { type GenotypeFile, type ReadOptions } from './genotypes';
import { forEachLine, type TextChunks } from './lines';

/** The allele columns by preference: AB is the same on every strand and in every chip version. */
const CODINGS = ['AB', 'Top', 'Forward'] as const;

const MISSING_CALL = '-'.charCodeAt(0);

interface Columns {
  delimiter: string;
  count: number;
  snp: number;
  sample: number;
  first: number;
  second: number;
  chromosome: number;
}

export async function readFinalReport(chunks: TextChunks, options: ReadOptions = {}): Promise<GenotypeFile> {
  const limits = { ...DEFAULT_READ_LIMITS, ...options };
  let section: 'start' | 'header' | 'data' | 'other' = 'start';
  let columns: Columns | undefined;
  let table: CallTable | undefined;
  let declaredSnps: number | undefined;
  let coding = '';
  // Rows come sample by sample with the SNPs in the same order each time: guess before looking up.
  let sampleId = '';
  let sample = -1;
  let nextSnp = 0;
  const fieldStarts = new Int32Array(1024);

  await forEachLine(chunks, (line, lineNumber) => {
    if (line.charCodeAt(0) === 91 /* [ */) {
      const name = /^\[([^\]]*)\]/.exec(line)?.[1];
      if (section === 'start' && name !== 'Header') throw new GenotypeFileError('format', 'an Illumina FinalReport starts with [Header]', lineNumber);
      section = name === 'Header' ? 'header' : name === 'Data' ? 'data' : 'other';
      return;
    }
    if (line.trim() === '') return;
    if (section === 'start') throw new GenotypeFileError('format', 'an Illumina FinalReport starts with [Header]', lineNumber);
    if (section === 'header') {
      const [key = '', value = ''] = line.split(line.includes('\t') ? '\t' : ',');
      const count = Number(value.trim());
      if (/^(Num|Total) SNPs$/.test(key.trim()) && Number.isInteger(count)) {
        if (count > limits.maxSnps) throw new GenotypeFileError('tooLarge', `${count} SNPs, more than ${limits.maxSnps}`, lineNumber);
        declaredSnps = count;
      }
      if (/^(Num|Total) Samples$/.test(key.trim()) && count > limits.maxSamples) {
        throw new GenotypeFileError('tooLarge', `${count} samples, more than ${limits.maxSamples}`, lineNumber);
      }
      return;
    }
    if (section !== 'data') return;
    if (!columns) {
      ({ columns, coding } = columnsOf(line, lineNumber));
      table = new CallTable(options, coding === 'AB' ? AB_LETTERS : NUCLEOTIDES);
      if (declaredSnps !== undefined) table.expectSnps(declaredSnps);
      return;
    }
    // Where each field starts; fieldStarts[count] is one past the line, as if a delimiter ended it.
    let fields = 1;
    for (let at = line.indexOf(columns.delimiter); at !== -1; at = line.indexOf(columns.delimiter, at + 1)) {
      if (fields === columns.count) break;
      fieldStarts[fields++] = at + 1;
    }
    fieldStarts[fields] = line.length + 1;
    if (fields !== columns.count || line.indexOf(columns.delimiter, fieldStarts[fields - 1]!) !== -1) {
      const found = line.split(columns.delimiter).length;
      throw new GenotypeFileError('columns', `${found} columns where the header has ${columns.count}`, lineNumber);
    }
    // Field k runs from fieldStarts[k] to fieldStarts[k + 1] - 1 (no helper closures: this runs a row at a time).
    const calls = table!;
    const sampleStart = fieldStarts[columns.sample]!;
    const sampleEnd = fieldStarts[columns.sample + 1]! - 1;
    if (sampleEnd - sampleStart !== sampleId.length || !line.startsWith(sampleId, sampleStart)) {
      sampleId = line.slice(sampleStart, sampleEnd);
      if (sampleId === '') throw new GenotypeFileError('columns', 'a row without a Sample ID', lineNumber);
      sample = calls.sampleOf(sampleId, lineNumber);
      nextSnp = 0;
    }
    const snpStart = fieldStarts[columns.snp]!;
    const snpEnd = fieldStarts[columns.snp + 1]! - 1;
    const guess = calls.snps[nextSnp];
    let snp = nextSnp;
    if (guess === undefined || snpEnd - snpStart !== guess.length || !line.startsWith(guess, snpStart)) {
      const name = line.slice(snpStart, snpEnd);
      if (name === '') throw new GenotypeFileError('columns', 'a row without a SNP Name', lineNumber);
      const chromosome = columns.chromosome < 0 ? '' : line.slice(fieldStarts[columns.chromosome], fieldStarts[columns.chromosome + 1]! - 1);
      snp = calls.snpOf(name, chromosome, lineNumber);
    }
    nextSnp = snp + 1;
    const first = alleleAt(line, fieldStarts[columns.first]!, fieldStarts[columns.first + 1]! - 1, lineNumber);
    const second = alleleAt(line, fieldStarts[columns.second]!, fieldStarts[columns.second + 1]! - 1, lineNumber);
    calls.call(sample, snp, first, second, lineNumber);
  });

  if (!columns || !table) throw new GenotypeFileError(section === 'start' ? 'empty' : 'format', section === 'start' ? 'the file is empty' : 'the FinalReport has no [Data] section');
  if (table.sampleCount === 0) throw new GenotypeFileError('empty', 'the FinalReport has no samples');
  const { panel, samples, warnings } = table.finish();
  if (declaredSnps !== undefined && declaredSnps !== panel.snps.length) {
    warnings.unshift(`the header says ${declaredSnps} SNPs; the data has ${panel.snps.length}`);
  }
  if (coding !== 'AB') warnings.unshift(`no AB columns: alleles read from the ${coding} strand, which other files match only on the same strand`);
  return { format: 'finalReport', panel, samples, warnings };
}

/** An allele field's character code; an empty field is no call. */
function alleleAt(line: string, start: number, end: number, lineNumber: number): number {
  if (end - start === 1) return line.charCodeAt(start);
  if (end === start) return MISSING_CALL;
  throw new GenotypeFileError('allele', `"${line.slice(start, end)}" is not an allele of this format`, lineNumber);
}

function columnsOf(line: string, lineNumber: number): { columns: Columns; coding: string } {
  const delimiter = line.includes('\t') ? '\t' : ',';
  const names = line.split(delimiter).map((name) => name.trim());
  const find = (name: string) => names.indexOf(name);
  const coding = CODINGS.find((c) => find(`Allele1 - ${c}`) >= 0 && find(`Allele2 - ${c}`) >= 0);
  const missing = [find('SNP Name') < 0 && 'SNP Name', find('Sample ID') < 0 && 'Sample ID', !coding && 'Allele1/Allele2 (AB, Top or Forward)'].filter(Boolean);
  if (missing.length > 0 || !coding) throw new GenotypeFileError('columns', `the [Data] section has no ${missing.join(', ')} column`, lineNumber);
  if (names.length > 1023) throw new GenotypeFileError('columns', `${names.length} columns: this is not a FinalReport's row layout`, lineNumber);
  return {
    coding,
    columns: {
      delimiter,
      count: names.length,
      snp: find('SNP Name'),
      sample: find('Sample ID'),
      first: find(`Allele1 - ${coding}`),
      second: find(`Allele2 - ${coding}`),
      chromosome: find('Chr'),
    },
  };
}
