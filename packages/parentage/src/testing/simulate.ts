/**
 * A seeded herd of genotypes for the tests, the bench and an end-to-end upload: a panel of SNPs
 * spread over the 29 bovine autosomes, each with a frequency of its second allele drawn evenly from
 * 0.05–0.95; founders drawn from those frequencies (Hardy–Weinberg), offspring by Mendelian sampling
 * (each parent passes one of its two alleles at each SNP, at random: loci independent, no linkage);
 * and what a lab would report of an animal: a call missing now and then, a wrong call now and then.
 */
import { type Panel, type SampleGenotypes } from '../genotypes';
import { MISSING, packGenotypes } from '../packing';
import { seededRandom } from '@ganado/shared/random';

export interface SimulationOptions {
  seed: number;
  snps: number;
  /** Nucleotide pairs ('AG', 'CT'…), as a Top or Forward report, PLINK or VCF has them; or Illumina's A/B. */
  coding?: 'nucleotide' | 'AB';
  /** The chance that a call is replaced by one of the two other genotypes (0 by default). */
  errorRate?: number;
  /** The chance that a call is missing (0 by default). */
  missingRate?: number;
}

/** An animal's true genotype: per SNP, copies of the second allele (0, 1, 2). */
export interface SimulatedAnimal {
  sampleId: string;
  genotype: Uint8Array;
}

const AUTOSOMES = 29;
const NUCLEOTIDE_PAIRS = ['AC', 'AG', 'AT', 'CG', 'CT', 'GT'];

export class GenotypeSimulator {
  readonly panel: Panel;
  /** Per SNP, the frequency of its second allele among founders. */
  readonly frequencies: Float64Array;
  private readonly random: () => number;
  private readonly errorRate: number;
  private readonly missingRate: number;

  constructor(options: SimulationOptions) {
    this.random = seededRandom(options.seed);
    this.errorRate = options.errorRate ?? 0;
    this.missingRate = options.missingRate ?? 0;
    const snps = Array.from({ length: options.snps }, (_, i) => `SIM-${String(i + 1).padStart(6, '0')}`);
    const alleles = snps.map(() => (options.coding === 'AB' ? 'AB' : NUCLEOTIDE_PAIRS[Math.floor(this.random() * NUCLEOTIDE_PAIRS.length)]!));
    const chromosomes = snps.map((_, i) => String(1 + Math.floor((i * AUTOSOMES) / options.snps)));
    this.panel = { snps, alleles, chromosomes };
    this.frequencies = Float64Array.from(snps, () => 0.05 + 0.9 * this.random());
  }

  /** An animal whose alleles are drawn from the founders' frequencies. */
  founder(sampleId: string): SimulatedAnimal {
    const genotype = new Uint8Array(this.frequencies.length);
    for (let snp = 0; snp < genotype.length; snp += 1) {
      const p = this.frequencies[snp]!;
      genotype[snp] = Number(this.random() < p) + Number(this.random() < p);
    }
    return { sampleId, genotype };
  }

  /** An offspring of the two: from each, one of its two alleles at each SNP. */
  offspring(sampleId: string, sire: SimulatedAnimal, dam: SimulatedAnimal): SimulatedAnimal {
    const genotype = new Uint8Array(this.frequencies.length);
    for (let snp = 0; snp < genotype.length; snp += 1) genotype[snp] = this.transmitted(sire.genotype[snp]!) + this.transmitted(dam.genotype[snp]!);
    return { sampleId, genotype };
  }

  /** The animal as a lab reports it: missing and wrong calls at the simulation's rates, packed. */
  genotyped(animal: SimulatedAnimal): SampleGenotypes {
    const codes = new Uint8Array(animal.genotype.length);
    let called = 0;
    for (let snp = 0; snp < codes.length; snp += 1) {
      const truth = animal.genotype[snp]!;
      if (this.random() < this.missingRate) {
        codes[snp] = MISSING;
        continue;
      }
      // A wrong call is one of the two other genotypes, either with the same chance.
      codes[snp] = this.random() < this.errorRate ? (truth + 1 + Math.floor(this.random() * 2)) % 3 : truth;
      called += 1;
    }
    return { sampleId: animal.sampleId, genotypes: packGenotypes(codes), called };
  }

  /** The allele a parent passes: its second allele with chance copies ÷ 2. */
  private transmitted(copies: number): number {
    return copies === 1 ? Number(this.random() < 0.5) : copies >> 1;
  }
}
