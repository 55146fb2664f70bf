/**
 * The form comparisons run on: an animal's genotypes as three bit-planes, 32 SNPs a word: homozygous
 * for the first allele, homozygous for the second, called. Two animals' opposing homozygotes over 32
 * SNPs are then `(firstA & secondB) | (secondA & firstB)`, counted with a population count, and the
 * SNPs called in both `calledA & calledB`: a 50,000-SNP pair is 1,563 words.
 *
 * Where an alignment keeps both panels' order (one panel with itself, or two files of one chip), the
 * planes are the genotypes' own, built a packed byte at a time through a table, and the alignment is a
 * mask of the SNPs compared (and one of those turned round). Otherwise each animal's planes are
 * gathered in the alignment's order. Either way built once and kept while the genotypes are (WeakMaps).
 */
import { type SampleGenotypes } from './genotypes';
import { type PanelAlignment } from './panels';

export interface BitPlanes {
  homozygousFirst: Uint32Array;
  homozygousSecond: Uint32Array;
  called: Uint32Array;
}

/** Per packed byte (four SNPs), the 4-bit masks of its homozygous-first, homozygous-second and called SNPs. */
const BYTE_PLANES = { first: new Uint8Array(256), second: new Uint8Array(256), called: new Uint8Array(256) };
for (let byte = 0; byte < 256; byte += 1) {
  for (let snp = 0; snp < 4; snp += 1) {
    const code = (byte >> (snp * 2)) & 3;
    if (code === 0) BYTE_PLANES.first[byte]! |= 1 << snp;
    if (code === 2) BYTE_PLANES.second[byte]! |= 1 << snp;
    if (code !== 3) BYTE_PLANES.called[byte]! |= 1 << snp;
  }
}

/** The planes of packed genotypes in their own order, eight bytes a word. */
function ownPlanes(genotypes: Uint8Array): BitPlanes {
  const words = Math.ceil(genotypes.length / 8);
  const planes = { homozygousFirst: new Uint32Array(words), homozygousSecond: new Uint32Array(words), called: new Uint32Array(words) };
  for (let word = 0; word < words; word += 1) {
    let first = 0;
    let second = 0;
    let called = 0;
    for (let i = 0, byteIndex = word * 8; i < 8 && byteIndex < genotypes.length; i += 1, byteIndex += 1) {
      const byte = genotypes[byteIndex]!;
      first |= BYTE_PLANES.first[byte]! << (i * 4);
      second |= BYTE_PLANES.second[byte]! << (i * 4);
      called |= BYTE_PLANES.called[byte]! << (i * 4);
    }
    planes.homozygousFirst[word] = first;
    planes.homozygousSecond[word] = second;
    planes.called[word] = called;
  }
  return planes;
}

/** The planes of packed genotypes at `indices`, first and second swapped where `flipped` says so. */
function gatheredPlanes(genotypes: Uint8Array, indices: Uint32Array, flipped?: Uint8Array): BitPlanes {
  const words = Math.ceil(indices.length / 32);
  const planes = { homozygousFirst: new Uint32Array(words), homozygousSecond: new Uint32Array(words), called: new Uint32Array(words) };
  for (let k = 0; k < indices.length; k += 1) {
    const index = indices[k]!;
    const code = (genotypes[index >> 2]! >> ((index & 3) << 1)) & 3;
    if (code === 3) continue;
    const word = k >> 5;
    const bit = 1 << (k & 31);
    planes.called[word]! |= bit;
    if (code === 1) continue;
    if ((code === 0) !== (flipped?.[k] === 1)) planes.homozygousFirst[word]! |= bit;
    else planes.homozygousSecond[word]! |= bit;
  }
  return planes;
}

/**
 * How an alignment is compared: on the genotypes' own planes through a mask of the SNPs compared (the
 * words before `maskFrom` compare every SNP and skip it), or on planes gathered in its order.
 */
type Comparison =
  | { ordered: true; mask: Uint32Array; maskFrom: number; flipped: Uint32Array | undefined }
  | { ordered: false; a: WeakMap<Uint8Array, BitPlanes>; b: WeakMap<Uint8Array, BitPlanes> };

const own = new WeakMap<Uint8Array, BitPlanes>();
const comparisons = new WeakMap<PanelAlignment, Comparison>();

function comparisonOf(alignment: PanelAlignment): Comparison {
  let comparison = comparisons.get(alignment);
  if (comparison) return comparison;
  const { a, b } = alignment;
  if (a.every((index, k) => index === b[k])) {
    const count = a.length;
    const mask = new Uint32Array(count === 0 ? 0 : (a[count - 1]! >> 5) + 1);
    const flipped = new Uint32Array(mask.length);
    a.forEach((index, k) => {
      mask[index >> 5]! |= 1 << (index & 31);
      if (alignment.flipped[k]) flipped[index >> 5]! |= 1 << (index & 31);
    });
    // Indices rise in a's order, so SNPs 0 to count − 1 are all compared when the last is count − 1.
    const maskFrom = count > 0 && a[count - 1] === count - 1 ? count >> 5 : 0;
    comparison = { ordered: true, mask, maskFrom, flipped: flipped.some((word) => word !== 0) ? flipped : undefined };
  } else {
    comparison = { ordered: false, a: new WeakMap(), b: new WeakMap() };
  }
  comparisons.set(alignment, comparison);
  return comparison;
}

function ownPlanesOf(sample: SampleGenotypes): BitPlanes {
  let planes = own.get(sample.genotypes);
  if (!planes) own.set(sample.genotypes, (planes = ownPlanes(sample.genotypes)));
  return planes;
}

/** SNPs of the alignment called in both, and among them those where one is homozygous for one allele and the other for the other. */
export function countOpposing(alignment: PanelAlignment, a: SampleGenotypes, b: SampleGenotypes): { compared: number; opposing: number } {
  const comparison = comparisonOf(alignment);
  if (comparison.ordered) {
    const { mask, maskFrom, flipped } = comparison;
    return flipped ? countTurned(ownPlanesOf(a), ownPlanesOf(b), mask, flipped) : countWords(ownPlanesOf(a), ownPlanesOf(b), mask.length, mask, maskFrom);
  }
  let planesA = comparison.a.get(a.genotypes);
  if (!planesA) comparison.a.set(a.genotypes, (planesA = gatheredPlanes(a.genotypes, alignment.a)));
  let planesB = comparison.b.get(b.genotypes);
  if (!planesB) comparison.b.set(b.genotypes, (planesB = gatheredPlanes(b.genotypes, alignment.b, alignment.flipped)));
  return countWords(planesA, planesB, planesA.called.length);
}

/** Counts over the first `words` words: every SNP of those before `maskFrom`, then only those of `mask`. */
function countWords(x: BitPlanes, y: BitPlanes, words: number, mask?: Uint32Array, maskFrom = words): { compared: number; opposing: number } {
  const xFirst = x.homozygousFirst;
  const xSecond = x.homozygousSecond;
  const xCalled = x.called;
  const yFirst = y.homozygousFirst;
  const ySecond = y.homozygousSecond;
  const yCalled = y.called;
  let compared = 0;
  let opposing = 0;
  for (let word = 0; word < maskFrom; word += 1) {
    compared += bitCount(xCalled[word]! & yCalled[word]!);
    opposing += bitCount((xFirst[word]! & ySecond[word]!) | (xSecond[word]! & yFirst[word]!));
  }
  for (let word = maskFrom; word < words; word += 1) {
    const m = mask![word]!;
    compared += bitCount(xCalled[word]! & yCalled[word]! & m);
    opposing += bitCount(((xFirst[word]! & ySecond[word]!) | (xSecond[word]! & yFirst[word]!)) & m);
  }
  return { compared, opposing };
}

/** countWords where some of y's SNPs have their alleles the other way round (`flipped`): there y's first is x's second. */
function countTurned(x: BitPlanes, y: BitPlanes, mask: Uint32Array, flipped: Uint32Array): { compared: number; opposing: number } {
  let compared = 0;
  let opposing = 0;
  for (let word = 0; word < mask.length; word += 1) {
    const m = mask[word]!;
    const f = flipped[word]!;
    const yFirst = (y.homozygousFirst[word]! & ~f) | (y.homozygousSecond[word]! & f);
    const ySecond = (y.homozygousSecond[word]! & ~f) | (y.homozygousFirst[word]! & f);
    compared += bitCount(x.called[word]! & y.called[word]! & m);
    opposing += bitCount(((x.homozygousFirst[word]! & ySecond) | (x.homozygousSecond[word]! & yFirst)) & m);
  }
  return { compared, opposing };
}

/** Set bits of a 32-bit word (the SWAR count: pairs, nibbles, bytes, then a multiply sums the bytes). */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}
