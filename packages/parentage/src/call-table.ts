/**
 * The calls of a file as its reader meets them, in any order (a FinalReport goes sample by sample, a
 * VCF SNP by SNP), kept as allele letters until the file ends: only then are a SNP's two alleles
 * known, and with them its codes (genotypes.ts: the allele order). A byte per call while reading.
 */
import { DEFAULT_READ_LIMITS, GenotypeFileError, type ReadLimits } from './errors';
import { type Panel, type ReadOptions, type SampleGenotypes } from './genotypes';
import { MISSING, packGenotypes } from './packing';

/** The letters a genotype file may hold, in character order, so a SNP's first allele is its lowest bit. */
const LETTERS = '12ABCDGIT';
const bitOf = (letter: string) => 1 << LETTERS.indexOf(letter);
const DIGITS = bitOf('1') | bitOf('2');
const B = bitOf('B');
export const ANY_LETTER = (1 << LETTERS.length) - 1;
export const AB_LETTERS = bitOf('A') | B;
export const NUCLEOTIDES = ANY_LETTER & ~DIGITS & ~B;
const NOT_AB = NUCLEOTIDES & ~bitOf('A');

/** Letter index by character code (either case); -1 for a missing call ('-', '0', '.'), -2 otherwise. */
const LETTER_OF = new Int8Array(128).fill(-2);
for (const [index, letter] of [...LETTERS].entries()) {
  LETTER_OF[letter.charCodeAt(0)] = index;
  LETTER_OF[letter.toLowerCase().charCodeAt(0)] = index;
}
for (const missing of '-0.') LETTER_OF[missing.charCodeAt(0)] = -1;

/** A call's byte: 0 not given, SEEN_MISSING given as missing, else 1 + 9 × first letter + second. */
const SEEN_MISSING = 255;

interface RawSample {
  sampleId: string;
  calls: Uint8Array;
}

export class CallTable {
  readonly snps: string[] = [];
  readonly chromosomes: string[] = [];
  private readonly snpIndex = new Map<string, number>();
  private readonly samples: RawSample[] = [];
  private readonly sampleIndex = new Map<string, number>();
  private letters = new Uint16Array(1024);
  private capacity = 1024;
  private lettersSeen = 0;
  private halfCalls = 0;
  private readonly limits: ReadLimits;

  /** `allowed`: the letters the format has (NUCLEOTIDES, AB_LETTERS, ANY_LETTER). */
  constructor(
    options: ReadOptions,
    private readonly allowed: number,
    public file?: 'ped' | 'map',
  ) {
    this.limits = { ...DEFAULT_READ_LIMITS, ...options };
  }

  get sampleCount(): number {
    return this.samples.length;
  }

  /** The SNP's index, added at the end if new. */
  snpOf(name: string, chromosome: string, line: number): number {
    const known = this.snpIndex.get(name);
    return known ?? this.addSnp(name, chromosome, line);
  }

  addSnp(name: string, chromosome: string, line: number): number {
    if (this.snpIndex.has(name)) throw new GenotypeFileError('format', `SNP ${name} is listed twice`, line, this.file);
    const index = this.snps.length;
    if (index >= this.limits.maxSnps) throw new GenotypeFileError('tooLarge', `more than ${this.limits.maxSnps} SNPs`, line, this.file);
    if (index === this.capacity) this.grow(this.capacity * 2);
    this.snps.push(name);
    this.chromosomes.push(chromosome);
    this.snpIndex.set(name, index);
    return index;
  }

  /** Room for this many SNPs from the start, when the file says how many it has. */
  expectSnps(count: number): void {
    if (count > this.capacity) this.grow(Math.min(count, this.limits.maxSnps));
  }

  sampleOf(sampleId: string, line: number): number {
    return this.sampleIndex.get(sampleId) ?? this.addSample(sampleId, line);
  }

  addSample(sampleId: string, line: number): number {
    if (this.sampleIndex.has(sampleId)) throw new GenotypeFileError('duplicateSample', `sample ${sampleId} is in the file twice`, line, this.file);
    if (this.samples.length >= this.limits.maxSamples) throw new GenotypeFileError('tooLarge', `more than ${this.limits.maxSamples} samples`, line, this.file);
    this.sampleIndex.set(sampleId, this.samples.length);
    this.samples.push({ sampleId, calls: new Uint8Array(this.capacity) });
    return this.samples.length - 1;
  }

  /** Makes `letters` (such as a VCF's REF and ALT) the SNP's alleles, whether or not a sample carries them. */
  declareAlleles(snp: number, letters: string, line: number): void {
    let bits = 0;
    for (let i = 0; i < letters.length; i += 1) bits |= this.letterBit(letters.charCodeAt(i), line);
    this.addLetters(snp, bits, letters, line);
  }

  /** One call: two allele characters; a missing allele ('-', '0', '.') makes the call missing. */
  call(sample: number, snp: number, first: number, second: number, line: number): void {
    const calls = this.samples[sample]!.calls;
    if (calls[snp] !== 0) throw new GenotypeFileError('duplicateSample', `sample ${this.samples[sample]!.sampleId} has SNP ${this.snps[snp]} twice`, line, this.file);
    const a = first < 128 ? LETTER_OF[first]! : -2;
    const b = second < 128 ? LETTER_OF[second]! : -2;
    if (a < 0 || b < 0) {
      if (a < -1) this.letterBit(first, line);
      if (b < -1) this.letterBit(second, line);
      if (a >= 0 || b >= 0) this.halfCalls += 1;
      calls[snp] = SEEN_MISSING;
      return;
    }
    const bits = (1 << a) | (1 << b);
    if ((this.letters[snp]! | bits) !== this.letters[snp]) {
      this.addLetters(snp, this.letterBit(first, line) | this.letterBit(second, line), String.fromCharCode(first, second), line);
    }
    calls[snp] = 1 + 9 * a + b;
  }

  /** The panel and the samples' packed codes; the letters each SNP showed decide its allele order. */
  finish(): { panel: Panel; samples: SampleGenotypes[]; warnings: string[] } {
    const coding = this.allowed === AB_LETTERS || this.lettersSeen & B ? 'AB' : this.lettersSeen & DIGITS ? '12' : undefined;
    const alleles: string[] = [];
    const second = new Int8Array(this.snps.length);
    for (let snp = 0; snp < this.snps.length; snp += 1) {
      const mask = this.letters[snp]!;
      const low = mask ? 31 - Math.clz32(mask & -mask) : -1;
      const high = mask & (mask - 1) ? 31 - Math.clz32(mask) : -1;
      alleles.push(coding ?? `${LETTERS[low] ?? '0'}${LETTERS[high] ?? '0'}`);
      second[snp] = coding ? LETTERS.indexOf(coding[1]!) : high;
    }
    let unseen = 0;
    const samples = this.samples.map(({ sampleId, calls }) => {
      const codes = new Uint8Array(this.snps.length);
      let called = 0;
      for (let snp = 0; snp < codes.length; snp += 1) {
        const call = calls[snp]!;
        if (call === 0 || call === SEEN_MISSING) {
          if (call === 0) unseen += 1;
          codes[snp] = MISSING;
          continue;
        }
        const other = second[snp]!;
        codes[snp] = (((call - 1) / 9) | 0) === other ? ((call - 1) % 9 === other ? 2 : 1) : (call - 1) % 9 === other ? 1 : 0;
        called += 1;
      }
      return { sampleId, genotypes: packGenotypes(codes), called };
    });
    const warnings: string[] = [];
    if (this.halfCalls > 0) warnings.push(`${this.halfCalls} calls with one allele missing were read as missing`);
    if (unseen > 0) warnings.push(`${unseen} calls were not in the file (a sample without a row for a SNP) and are missing`);
    return { panel: { snps: this.snps, alleles, chromosomes: this.chromosomes }, samples, warnings };
  }

  /** The letter's bit, refusing a letter the format has not and two codings mixed in one file. */
  private letterBit(charCode: number, line: number): number {
    const index = charCode < 128 ? LETTER_OF[charCode]! : -2;
    const bit = index >= 0 ? 1 << index : 0;
    if (!(bit & this.allowed)) throw new GenotypeFileError('allele', `"${String.fromCharCode(charCode)}" is not an allele of this format`, line, this.file);
    if (!(this.lettersSeen & bit)) {
      const seen = this.lettersSeen | bit;
      if ((seen & DIGITS && seen & ~DIGITS) || (seen & B && seen & NOT_AB)) {
        throw new GenotypeFileError('allele', `"${String.fromCharCode(charCode)}" mixes two allele codings (AB, 1/2 and nucleotides) in one file`, line, this.file);
      }
      this.lettersSeen = seen;
    }
    return bit;
  }

  /** Adds letters to the SNP's alleles, refusing a third. */
  private addLetters(snp: number, bits: number, letters: string, line: number): void {
    const alleles = this.letters[snp]! | bits;
    if (popcount(alleles) > 2) throw new GenotypeFileError('allele', `SNP ${this.snps[snp]} has a third allele (${letters})`, line, this.file);
    this.letters[snp] = alleles;
  }

  private grow(capacity: number): void {
    const letters = new Uint16Array(capacity);
    letters.set(this.letters.subarray(0, Math.min(this.letters.length, capacity)));
    this.letters = letters;
    for (const sample of this.samples) {
      const calls = new Uint8Array(capacity);
      calls.set(sample.calls.subarray(0, Math.min(sample.calls.length, capacity)));
      sample.calls = calls;
    }
    this.capacity = capacity;
  }
}

function popcount(value: number): number {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count += 1;
  return count;
}
