/**
 * Genotypes packed 2 bits per SNP, four to a byte, the first SNP in the lowest two bits (the bit
 * order of PLINK's .bed, though not its codes [domain notes 3, ref. 65]): 50,000 SNPs take 12.5 kB.
 * The codes count copies of the SNP's second allele, missing apart:
 *
 * - 0: homozygous for the first allele (AA);
 * - 1: heterozygous (AB);
 * - 2: homozygous for the second allele (BB);
 * - 3: missing (no call).
 *
 * The unused positions of the last byte hold 3, so a byte of 0xff is four missing calls.
 */

export const HOMOZYGOUS_FIRST = 0;
export const HETEROZYGOUS = 1;
export const HOMOZYGOUS_SECOND = 2;
export const MISSING = 3;

export type GenotypeCode = 0 | 1 | 2 | 3;

/** Packs one code (0–3) per SNP. */
export function packGenotypes(codes: ArrayLike<number>): Uint8Array {
  const packed = new Uint8Array(Math.ceil(codes.length / 4));
  for (let byte = 0; byte < packed.length; byte += 1) {
    let bits = 0;
    for (let slot = 0, i = byte * 4; slot < 4; slot += 1, i += 1) {
      const code = i < codes.length ? codes[i]! : MISSING;
      if (code !== (code & 3)) throw new RangeError(`a genotype code is 0, 1, 2 or 3, not ${code} (SNP ${i})`);
      bits |= code << (slot * 2);
    }
    packed[byte] = bits;
  }
  return packed;
}

/** The code of SNP `index`. */
export function genotypeAt(packed: Uint8Array, index: number): GenotypeCode {
  return (((packed[index >> 2] ?? 0xff) >> ((index & 3) << 1)) & 3) as GenotypeCode;
}

/** The codes of the first `snpCount` SNPs, one a byte. */
export function unpack(packed: Uint8Array, snpCount: number): Uint8Array {
  const codes = new Uint8Array(snpCount);
  for (let i = 0; i < snpCount; i += 1) codes[i] = genotypeAt(packed, i);
  return codes;
}
