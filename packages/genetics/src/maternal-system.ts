/**
 * The maternal model's equations as conjugate gradients use them (maternal-model.ts has the model):
 * C·x by one pass over the records (each touches the calf's direct effect, its dam's maternal effect
 * and permanent environment, and its fixed levels) and one over the pedigree for G⁻¹ ⊗ A⁻¹ (both
 * effects of an animal and of its parents at once); and the block-diagonal preconditioner, each block
 * inverted once. All typed arrays, no per-animal objects.
 *
 * The animals' equations are kept in lineage order (lineage.ts) and the records visited by dam, so
 * both passes meet calves and dams in memory order.
 */
import { lineageOrder } from './lineage';
import type { MaternalModelVariances } from './maternal-model';
import { type LinearSystem } from './pcg';
import { type CodedPedigree } from './pedigree';
import { type FixedLayout, type PhenotypeRecords } from './records';
import { inverseRelationshipDiagonal } from './relationship';

export interface MaternalSystem extends LinearSystem {
  layout: FixedLayout;
  /** Each animal's place among the genetic equations (lineage.ts): its direct effect at layout.size + 2·place. */
  place: Int32Array;
  /** The coded dam of each permanent environment equation. */
  peDam: Int32Array;
  /** The first permanent environment equation. */
  peOffset: number;
}

/**
 * Inverse of the symmetric 3×3 [[a, b, c], [b, d, e], [c, e, f]] into out[at…at+5] as
 * [i11, i12, i13, i22, i23, i33] (cofactors over the determinant).
 */
function invertSymmetric3(a: number, b: number, c: number, d: number, e: number, f: number, out: Float64Array, at: number): void {
  const c11 = d * f - e * e;
  const c12 = c * e - b * f;
  const c13 = b * e - c * d;
  const determinant = a * c11 + b * c12 + c * c13;
  out[at] = c11 / determinant;
  out[at + 1] = c12 / determinant;
  out[at + 2] = c13 / determinant;
  out[at + 3] = (a * f - c * c) / determinant;
  out[at + 4] = (b * c - a * e) / determinant;
  out[at + 5] = (a * d - b * b) / determinant;
}

export function maternalModelSystem(
  pedigree: CodedPedigree,
  records: PhenotypeRecords,
  layout: FixedLayout,
  codedPrecision: Float64Array,
  variances: MaternalModelVariances,
): MaternalSystem {
  // Everything below is in lineage places, not coded indices.
  const lineage = lineageOrder(pedigree);
  const { sire, dam, place } = lineage;
  const animals = sire.length;
  const offset = layout.size;
  const factors = records.fixed.length;
  const count = records.y.length;
  const animal = new Int32Array(count);
  for (let r = 0; r < count; r += 1) animal[r] = place[records.animal[r]!]!;
  const precision = new Float64Array(animals);
  for (let k = 0; k < animals; k += 1) precision[k] = codedPrecision[lineage.order[k]!]!;

  // Records by dam (unknown dams first); each record's calf and fixed equations in that order, and
  // one permanent environment per dam with recorded calves, numbered in the same order.
  const byDam = new Int32Array(animals + 2);
  for (let r = 0; r < count; r += 1) byDam[dam[animal[r]!]! + 2]! += 1;
  for (let i = 0; i <= animals; i += 1) byDam[i + 1]! += byDam[i]!;
  const calf = new Int32Array(count);
  const fixed = new Int32Array(count * factors);
  for (let r = 0; r < count; r += 1) {
    const at = byDam[dam[animal[r]!]! + 1]!++;
    calf[at] = animal[r]!;
    for (let f = 0; f < factors; f += 1) fixed[at * factors + f] = layout.equations[r * factors + f]!;
  }
  const peOffset = offset + 2 * animals;
  const peOf = new Int32Array(animals).fill(-1);
  const dams: number[] = [];
  const maternal = new Int32Array(count); // the record's dam's maternal equation, −1 if unknown
  const environment = new Int32Array(count);
  for (let r = 0; r < count; r += 1) {
    const d = dam[calf[r]!]!;
    if (d >= 0 && peOf[d] === -1) {
      peOf[d] = dams.length;
      dams.push(d);
    }
    maternal[r] = d >= 0 ? offset + 2 * d + 1 : -1;
    environment[r] = d >= 0 ? peOffset + peOf[d]! : -1;
  }
  const size = peOffset + dams.length;

  // σ²e·G⁻¹ (Mrode's α₁, α₂, α₃) and σ²e/σ²pe.
  const determinant = variances.direct * variances.maternal - variances.directMaternal * variances.directMaternal;
  const g11 = (variances.residual * variances.maternal) / determinant;
  const g12 = (-variances.residual * variances.directMaternal) / determinant;
  const g22 = (variances.residual * variances.direct) / determinant;
  const peRatio = variances.residual / variances.permanentEnvironment;

  const held = new Uint8Array(size);
  held.set(layout.held);
  const rhs = new Float64Array(size);
  const ownRecords = new Float64Array(animals);
  const calfRecords = new Float64Array(animals);
  for (let r = 0; r < count; r += 1) {
    const calf = animal[r]!;
    const d = dam[calf]!;
    const y = records.y[r]!;
    rhs[offset + 2 * calf]! += y;
    ownRecords[calf]! += 1;
    if (d >= 0) {
      rhs[offset + 2 * d + 1]! += y;
      rhs[peOffset + peOf[d]!]! += y;
      calfRecords[d]! += 1;
    }
    for (let f = 0; f < factors; f += 1) rhs[layout.equations[r * factors + f]!]! += y;
  }
  for (let e = 0; e < offset; e += 1) if (held[e] === 1) rhs[e] = 0;

  const relationship = inverseRelationshipDiagonal(lineage, precision);
  const blocks = new Float64Array(6 * animals);
  for (let i = 0; i < animals; i += 1) {
    const n = calfRecords[i]!;
    const hasPe = peOf[i]! >= 0;
    invertSymmetric3(
      ownRecords[i]! + g11 * relationship[i]!,
      g12 * relationship[i]!,
      0,
      n + g22 * relationship[i]!,
      hasPe ? n : 0,
      hasPe ? n + peRatio : 1,
      blocks,
      6 * i,
    );
  }

  return {
    size,
    rhs,
    held,
    layout,
    place,
    peDam: Int32Array.from(dams, (d) => lineage.order[d]!),
    peOffset,
    multiply(x, out) {
      out.fill(0);
      for (let r = 0; r < count; r += 1) {
        const a = offset + 2 * calf[r]!;
        const m = maternal[r]!;
        let fitted = x[a]!;
        if (m >= 0) fitted += x[m]! + x[environment[r]!]!;
        for (let f = 0; f < factors; f += 1) fitted += x[fixed[r * factors + f]!]!;
        out[a]! += fitted;
        if (m >= 0) {
          out[m]! += fitted;
          out[environment[r]!]! += fitted;
        }
        for (let f = 0; f < factors; f += 1) out[fixed[r * factors + f]!]! += fitted;
      }
      // G⁻¹ ⊗ A⁻¹: tᵢ = bᵢ(uᵢ − ½u_sire − ½u_dam) for both effects, then σ²e·G⁻¹tᵢ spread as in A⁻¹.
      for (let i = 0; i < animals; i += 1) {
        const s = sire[i]!;
        const d = dam[i]!;
        const at = offset + 2 * i;
        let ta = x[at]!;
        let tm = x[at + 1]!;
        if (s >= 0) {
          ta -= 0.5 * x[offset + 2 * s]!;
          tm -= 0.5 * x[offset + 2 * s + 1]!;
        }
        if (d >= 0) {
          ta -= 0.5 * x[offset + 2 * d]!;
          tm -= 0.5 * x[offset + 2 * d + 1]!;
        }
        const b = precision[i]!;
        const ua = b * (g11 * ta + g12 * tm);
        const um = b * (g12 * ta + g22 * tm);
        out[at]! += ua;
        out[at + 1]! += um;
        if (s >= 0) {
          out[offset + 2 * s]! -= 0.5 * ua;
          out[offset + 2 * s + 1]! -= 0.5 * um;
        }
        if (d >= 0) {
          out[offset + 2 * d]! -= 0.5 * ua;
          out[offset + 2 * d + 1]! -= 0.5 * um;
        }
      }
      for (let e = peOffset; e < size; e += 1) out[e]! += peRatio * x[e]!;
      for (let e = 0; e < offset; e += 1) if (held[e] === 1) out[e] = 0;
    },
    precondition(r, z) {
      let rz = 0;
      for (let e = 0; e < offset; e += 1) {
        z[e] = held[e] === 1 ? 0 : r[e]! / layout.recordsPerLevel[e]!;
        rz += r[e]! * z[e]!;
      }
      for (let i = 0; i < animals; i += 1) {
        const at = offset + 2 * i;
        const k = 6 * i;
        const ra = r[at]!;
        const rm = r[at + 1]!;
        const pe = peOf[i]!;
        const rp = pe >= 0 ? r[peOffset + pe]! : 0;
        const za = blocks[k]! * ra + blocks[k + 1]! * rm + blocks[k + 2]! * rp;
        const zm = blocks[k + 1]! * ra + blocks[k + 3]! * rm + blocks[k + 4]! * rp;
        z[at] = za;
        z[at + 1] = zm;
        rz += ra * za + rm * zm;
        if (pe >= 0) {
          const zp = blocks[k + 2]! * ra + blocks[k + 4]! * rm + blocks[k + 5]! * rp;
          z[peOffset + pe] = zp;
          rz += rp * zp;
        }
      }
      return rz;
    },
  };
}
