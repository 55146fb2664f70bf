/**
 * Two panels (two chips, or one chip read from two labs' files) matched SNP by SNP on the name, so an
 * animal genotyped on one can be compared with a parent genotyped on the other. A SNP is compared
 * only where both files' alleles can be the same pair (genotypes.ts: the allele order): 'AG' with 'AG'
 * as it is, 'G0' with 'AG' turned round (its code 0 is GG, the other's 2); 'AG' with 'CT' (the other
 * strand, or another SNP under the same name) and AB or 1/2 with nucleotides are left out.
 *
 * Also left out: SNPs on X, Y and the mitochondrion (MT), where a parent and its offspring can be
 * opposing homozygotes in truth: a bull carries one X, from his dam, and his sire's X went to his
 * sisters. The pseudo-autosomal part (Illumina's XY) stays: both sexes carry two copies. Chromosomes
 * are recognised by name (with or without 'chr'); a file that numbers them (PLINK --cow writes X as
 * 30) is taken as autosomal, and so is a file that does not name them.
 */
import { type Panel } from './genotypes';

export interface PanelAlignment {
  /** Per SNP compared, its index in panel a and in panel b, in panel a's order. */
  a: Uint32Array;
  b: Uint32Array;
  /** 1 where b's allele order is the reverse of a's: b's code 0 is a's code 2. */
  flipped: Uint8Array;
  /** SNPs in both panels that are not compared: their alleles cannot be the same pair, or they are on X, Y or MT. */
  skipped: { alleles: number; notAutosomal: number };
}

const NOT_AUTOSOMAL = new Set(['X', 'Y', 'MT', 'M']);

function autosomal(chromosome: string | undefined): boolean {
  return !chromosome || !NOT_AUTOSOMAL.has(chromosome.toUpperCase().replace(/^CHR/, ''));
}

/**
 * 0 when b's alleles are a's in the same order, 1 when reversed, undefined when they cannot be the
 * same pair. Nucleotide letters are put in order over both panels' letters (an unknown '0' apart).
 */
export function alleleOrientation(a: string, b: string): 0 | 1 | undefined {
  if (a === b) return 0;
  if (a === 'AB' || b === 'AB' || a === '12' || b === '12') return undefined;
  const letters = [...new Set(a + b)].filter((letter) => letter !== '0').sort();
  if (letters.length > 2) return undefined;
  const reversed = (alleles: string) => (alleles[0] !== '0' && alleles[0] !== letters[0] ? 1 : 0);
  return (reversed(a) ^ reversed(b)) as 0 | 1;
}

export function alignPanels(a: Panel, b: Panel): PanelAlignment {
  const inB = a === b ? undefined : new Map(b.snps.map((name, index) => [name, index]));
  const indexA: number[] = [];
  const indexB: number[] = [];
  const flipped: number[] = [];
  const skipped = { alleles: 0, notAutosomal: 0 };
  for (let i = 0; i < a.snps.length; i += 1) {
    const j = inB ? inB.get(a.snps[i]!) : i;
    if (j === undefined) continue;
    if (!autosomal(a.chromosomes?.[i]) || !autosomal(b.chromosomes?.[j])) {
      skipped.notAutosomal += 1;
      continue;
    }
    const orientation = alleleOrientation(a.alleles[i] ?? '00', b.alleles[j] ?? '00');
    if (orientation === undefined) {
      skipped.alleles += 1;
      continue;
    }
    indexA.push(i);
    indexB.push(j);
    flipped.push(orientation);
  }
  return { a: Uint32Array.from(indexA), b: Uint32Array.from(indexB), flipped: Uint8Array.from(flipped), skipped };
}

const alignments = new WeakMap<Panel, WeakMap<Panel, PanelAlignment>>();

/** alignPanels, once per pair of panel objects. */
export function alignmentOf(a: Panel, b: Panel): PanelAlignment {
  let ofA = alignments.get(a);
  if (!ofA) alignments.set(a, (ofA = new WeakMap()));
  let alignment = ofA.get(b);
  if (!alignment) ofA.set(b, (alignment = alignPanels(a, b)));
  return alignment;
}
