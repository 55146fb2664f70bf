import { describe, expect, it } from 'vitest';
import { genotypeAt, MISSING, packGenotypes, unpack } from './packing';
import { seededRandom } from '@ganado/shared/random';

describe('2-bit packing', () => {
  it('puts four SNPs in a byte, the first in the lowest bits, and pads with missing', () => {
    const packed = packGenotypes([0, 1, 2, 3, 2]);
    expect([...packed]).toEqual([0b11_10_01_00, 0b11_11_11_10]);
    expect([0, 1, 2, 3, 4].map((i) => genotypeAt(packed, i))).toEqual([0, 1, 2, 3, 2]);
    expect(genotypeAt(packed, 5)).toBe(MISSING);
  });

  it('round-trips any codes of any length', () => {
    const random = seededRandom(7);
    for (const length of [0, 1, 3, 4, 5, 31, 32, 33, 5_001]) {
      const codes = Uint8Array.from({ length }, () => Math.floor(random() * 4));
      const packed = packGenotypes(codes);
      expect(packed.length).toBe(Math.ceil(length / 4));
      expect(unpack(packed, length)).toEqual(codes);
    }
  });

  it('refuses a code that is not 0–3', () => {
    expect(() => packGenotypes([0, 4])).toThrow(RangeError);
  });
});
