/**
 * The numerator relationship matrix A without ever forming it: inbreeding coefficients by
 * Meuwissen & Luo (1992, Genet Sel Evol 24:305; Mrode 2014, Appendix B), and A⁻¹ by Henderson's
 * (1976) rules with inbreeding, A⁻¹ = Σᵢ bᵢ qᵢqᵢ′ with qᵢ = eᵢ − ½e_sire − ½e_dam and bᵢ the inverse of
 * animal i's Mendelian sampling variance (Quaas 1976, Biometrics 32:949; Mrode 2014, §2.4). A⁻¹x
 * is one pass over the pedigree, which is what conjugate gradients need.
 *
 * Full sibs have the same inbreeding, so Meuwissen & Luo's ancestor walk is done once per full-sib
 * family (Sargolzaei, Iwaisaki & Colleau 2005, J Anim Breed Genet 122:325 use the same saving).
 */
import { type CodedPedigree } from './pedigree';

/** Sire and dam of each animal, in coded order or another (lineage.ts). */
type Parents = Pick<CodedPedigree, 'sire' | 'dam'>;

/**
 * Mendelian sampling variance of each animal as a fraction of σ²a: ½ − ¼(F_sire + F_dam), with
 * F = −1 for an unknown parent, which gives ¾ − ¼F for one known parent and 1 for none.
 */
function mendelianVariance(sire: number, dam: number, inbreeding: Float64Array): number {
  return 0.5 - 0.25 * ((sire >= 0 ? inbreeding[sire]! : -1) + (dam >= 0 ? inbreeding[dam]! : -1));
}

/** The first full sib (same sire and dam) of each animal with both parents known; −1 otherwise. */
function firstFullSibs(pedigree: CodedPedigree): Int32Array {
  const { sire, dam } = pedigree;
  const count = sire.length;
  // Offspring grouped by sire (counting sort, animals ascending), then dams met within each sire.
  const start = new Int32Array(count + 1);
  for (let i = 0; i < count; i += 1) if (sire[i]! >= 0 && dam[i]! >= 0) start[sire[i]! + 1]! += 1;
  for (let i = 0; i < count; i += 1) start[i + 1]! += start[i]!;
  const offspring = new Int32Array(start[count]!);
  const next = start.slice(0, count);
  for (let i = 0; i < count; i += 1) if (sire[i]! >= 0 && dam[i]! >= 0) offspring[next[sire[i]!]!++] = i;
  const first = new Int32Array(count).fill(-1);
  const seenWithSire = new Int32Array(count).fill(-1);
  const firstOfDam = new Int32Array(count);
  for (let s = 0; s < count; s += 1) {
    for (let k = start[s]!; k < start[s + 1]!; k += 1) {
      const child = offspring[k]!;
      const d = dam[child]!;
      if (seenWithSire[d] !== s) {
        seenWithSire[d] = s;
        firstOfDam[d] = child;
      }
      first[child] = firstOfDam[d]!;
    }
  }
  return first;
}

/** Inbreeding coefficient F of every animal of a coded pedigree. */
export function inbreeding(pedigree: CodedPedigree): Float64Array {
  const { sire, dam } = pedigree;
  const count = sire.length;
  const coefficients = new Float64Array(count);
  const variance = new Float64Array(count); // Mendelian sampling variance, D of A = LDL′
  const firstSib = firstFullSibs(pedigree);
  // Scratch for one animal's walk: L (its row of the Cholesky-like factor) and a max-heap of
  // ancestors, so each is visited once all its descendants in the walk have passed on their share.
  const share = new Float64Array(count);
  const queued = new Uint8Array(count);
  const heap = new Int32Array(count);
  let size = 0;
  const push = (ancestor: number, amount: number) => {
    share[ancestor]! += amount;
    if (queued[ancestor] === 1) return;
    queued[ancestor] = 1;
    let at = size++;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (heap[up]! >= ancestor) break;
      heap[at] = heap[up]!;
      at = up;
    }
    heap[at] = ancestor;
  };
  for (let i = 0; i < count; i += 1) {
    variance[i] = mendelianVariance(sire[i]!, dam[i]!, coefficients);
    if (sire[i]! < 0 || dam[i]! < 0) continue; // one parent unknown: not inbred
    if (firstSib[i] !== i) {
      coefficients[i] = coefficients[firstSib[i]!]!;
      continue;
    }
    push(sire[i]!, 0.5);
    push(dam[i]!, 0.5);
    let diagonal = variance[i]!; // aᵢᵢ = Σⱼ Lᵢⱼ² dⱼ over i and its ancestors
    while (size > 0) {
      const ancestor = heap[0]!;
      const last = heap[--size]!;
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && heap[child + 1]! > heap[child]!) child += 1;
        if (heap[child]! <= last) break;
        heap[at] = heap[child]!;
        at = child;
      }
      heap[at] = last;
      const amount = share[ancestor]!;
      share[ancestor] = 0;
      queued[ancestor] = 0;
      diagonal += amount * amount * variance[ancestor]!;
      if (sire[ancestor]! >= 0) push(sire[ancestor]!, 0.5 * amount);
      if (dam[ancestor]! >= 0) push(dam[ancestor]!, 0.5 * amount);
    }
    coefficients[i] = diagonal - 1;
  }
  return coefficients;
}

/** Henderson's bᵢ: the inverse of each animal's Mendelian sampling variance (fraction of σ²a). */
export function mendelianPrecision(pedigree: CodedPedigree, inbreedingCoefficients: Float64Array): Float64Array {
  const { sire, dam } = pedigree;
  const precision = new Float64Array(sire.length);
  for (let i = 0; i < sire.length; i += 1) precision[i] = 1 / mendelianVariance(sire[i]!, dam[i]!, inbreedingCoefficients);
  return precision;
}

/**
 * out[offset + i] += scale · (A⁻¹x)ᵢ, with x read from the same offset: one pass, animal by animal,
 * tᵢ = bᵢ(xᵢ − ½x_sire − ½x_dam) added to i and −½tᵢ to each known parent.
 */
export function addInverseRelationshipProduct(
  pedigree: Parents,
  precision: Float64Array,
  scale: number,
  x: Float64Array,
  out: Float64Array,
  offset: number,
): void {
  const { sire, dam } = pedigree;
  for (let i = 0; i < sire.length; i += 1) {
    const s = sire[i]!;
    const d = dam[i]!;
    let t = x[offset + i]!;
    if (s >= 0) t -= 0.5 * x[offset + s]!;
    if (d >= 0) t -= 0.5 * x[offset + d]!;
    t *= scale * precision[i]!;
    out[offset + i]! += t;
    if (s >= 0) out[offset + s]! -= 0.5 * t;
    if (d >= 0) out[offset + d]! -= 0.5 * t;
  }
}

/** The diagonal of A⁻¹: bᵢ plus ¼b of each offspring (for each parent role it has). */
export function inverseRelationshipDiagonal(pedigree: Parents, precision: Float64Array): Float64Array {
  const { sire, dam } = pedigree;
  const diagonal = Float64Array.from(precision);
  for (let i = 0; i < sire.length; i += 1) {
    if (sire[i]! >= 0) diagonal[sire[i]!]! += 0.25 * precision[i]!;
    if (dam[i]! >= 0) diagonal[dam[i]!]! += 0.25 * precision[i]!;
  }
  return diagonal;
}

export interface MatrixEntries {
  row: Int32Array;
  column: Int32Array;
  value: Float64Array;
}

/**
 * The nonzero entries of A⁻¹ on and above the diagonal (row ≤ column), sorted by row then column:
 * for showing and checking small pedigrees (a Map of entries, not for a herd book).
 */
export function inverseRelationshipEntries(pedigree: CodedPedigree, inbreedingCoefficients = inbreeding(pedigree)): MatrixEntries {
  const precision = mendelianPrecision(pedigree, inbreedingCoefficients);
  const count = pedigree.sire.length;
  const sums = new Map<number, number>();
  const add = (a: number, b: number, value: number) => {
    if (a < 0 || b < 0) return;
    const key = Math.min(a, b) * count + Math.max(a, b);
    sums.set(key, (sums.get(key) ?? 0) + value);
  };
  for (let i = 0; i < count; i += 1) {
    const parents = [i, pedigree.sire[i]!, pedigree.dam[i]!];
    const weights = [1, -0.5, -0.5];
    for (let a = 0; a < 3; a += 1) {
      // Each pair once: the upper triangle (sire and dam are never the same animal: codePedigree).
      for (let b = a; b < 3; b += 1) add(parents[a]!, parents[b]!, precision[i]! * weights[a]! * weights[b]!);
    }
  }
  const keys = [...sums.keys()].filter((key) => Math.abs(sums.get(key)!) > 1e-12).sort((a, b) => a - b);
  return {
    row: Int32Array.from(keys, (key) => Math.floor(key / count)),
    column: Int32Array.from(keys, (key) => key % count),
    value: Float64Array.from(keys, (key) => sums.get(key)!),
  };
}
