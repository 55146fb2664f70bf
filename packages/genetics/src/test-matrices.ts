/**
 * Shared by the tests: the slow, obvious versions the package's fast ones are checked against — the
 * relationship matrix by the tabular method (Emik & Terrill 1949; Mrode 2014, §2.2), a dense inverse
 * by Gauss–Jordan elimination, and a correlation.
 */
import { type CodedPedigree } from './pedigree';

/** A by the tabular method, animal by animal (parents come first in a coded pedigree). */
export function tabularRelationship(pedigree: CodedPedigree): number[][] {
  const n = pedigree.ids.length;
  const a = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const at = (i: number, j: number) => (i < 0 || j < 0 ? 0 : a[i]![j]!);
  for (let i = 0; i < n; i += 1) {
    const s = pedigree.sire[i]!;
    const d = pedigree.dam[i]!;
    for (let j = 0; j < i; j += 1) {
      a[i]![j] = 0.5 * (at(j, s) + at(j, d));
      a[j]![i] = a[i]![j]!;
    }
    a[i]![i] = 1 + 0.5 * at(s, d);
  }
  return a;
}

/** The inverse of a small nonsingular matrix, by Gauss–Jordan elimination with partial pivoting. */
export function denseInverse(matrix: number[][]): number[][] {
  const n = matrix.length;
  const work = matrix.map((row, i) => Float64Array.from({ length: 2 * n }, (_, k) => (k < n ? row[k]! : k - n === i ? 1 : 0)));
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1) if (Math.abs(work[row]![column]!) > Math.abs(work[pivot]![column]!)) pivot = row;
    [work[column], work[pivot]] = [work[pivot]!, work[column]!];
    const lead = work[column]!;
    const scale = lead[column]!;
    for (let k = 0; k < 2 * n; k += 1) lead[k]! /= scale;
    for (let row = 0; row < n; row += 1) {
      const target = work[row]!;
      const factor = target[column]!;
      if (row === column || factor === 0) continue;
      for (let k = 0; k < 2 * n; k += 1) target[k]! -= factor * lead[k]!;
    }
  }
  return work.map((row) => Array.from(row.subarray(n)));
}

export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i += 1) {
    sa += a[i]!;
    sb += b[i]!;
  }
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i += 1) {
    const da = a[i]! - sa / n;
    const db = b[i]! - sb / n;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}
