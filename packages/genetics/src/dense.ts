/**
 * The exact prediction error variances of a small evaluation: the diagonal of the inverse of the
 * coefficient matrix (Henderson 1975; Mrode 2014, §3.3.3: PEV = dᵢᵢσ²e). The matrix is formed
 * column by column from the same C·x the solver uses (C·eⱼ is column j), so it is the solver's own
 * system, constraints included, and inverted densely: Cholesky C = LL′, then L⁻¹ row by row, and
 * (C⁻¹)ⱼⱼ = Σᵢ (L⁻¹)ᵢⱼ². Equations held at zero (and any other dependency) give a zero pivot; their
 * rows and columns are skipped, which yields a generalized inverse, the same for the random effects
 * whichever the dependency (Searle 1971, §5.2). About n³/3 operations: kept to small systems.
 */
import { type LinearSystem } from './pcg';

/** Pivots below this fraction of the original diagonal are taken as dependencies. */
const PIVOT_TOLERANCE = 1e-10;

/** The diagonal of a generalized inverse of the system's coefficient matrix. */
export function inverseDiagonal(system: LinearSystem): Float64Array {
  const n = system.size;
  const matrix = new Float64Array(n * n);
  const unit = new Float64Array(n);
  const column = new Float64Array(n);
  for (let j = 0; j < n; j += 1) {
    unit[j] = 1;
    system.multiply(unit, column);
    unit[j] = 0;
    matrix.set(column, j * n); // C is symmetric: column j is row j
  }
  const independent = choleskyInPlace(matrix, n);
  invertLowerInPlace(matrix, n, independent);
  const diagonal = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const row = i * n;
    for (let j = 0; j <= i; j += 1) diagonal[j]! += matrix[row + j]! * matrix[row + j]!;
  }
  return diagonal;
}

/** Lower Cholesky factor over the lower triangle, row-major (rows are contiguous for the dot products). */
function choleskyInPlace(matrix: Float64Array, n: number): Uint8Array {
  const independent = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const rowI = i * n;
    for (let j = 0; j <= i; j += 1) {
      const rowJ = j * n;
      let sum = matrix[rowI + j]!;
      for (let k = 0; k < j; k += 1) sum -= matrix[rowI + k]! * matrix[rowJ + k]!;
      if (j < i) {
        matrix[rowI + j] = independent[j] === 1 ? sum / matrix[rowJ + j]! : 0;
      } else if (sum > PIVOT_TOLERANCE * matrix[rowI + i]! && sum > 0) {
        matrix[rowI + i] = Math.sqrt(sum);
        independent[i] = 1;
      } else {
        matrix.fill(0, rowI, rowI + i + 1);
      }
    }
  }
  return independent;
}

/** L⁻¹ over L, row by row: row i of L⁻¹ = (eᵢ − Σₖ Lᵢₖ·row k of L⁻¹)/Lᵢᵢ. */
function invertLowerInPlace(matrix: Float64Array, n: number, independent: Uint8Array): void {
  const row = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const rowI = i * n;
    if (independent[i] === 0) continue; // already a zero row
    row.fill(0, 0, i + 1);
    for (let k = 0; k < i; k += 1) {
      const factor = matrix[rowI + k]!;
      if (factor === 0) continue;
      const rowK = k * n;
      for (let j = 0; j <= k; j += 1) row[j]! -= factor * matrix[rowK + j]!;
    }
    const pivot = matrix[rowI + i]!;
    row[i] = 1;
    for (let j = 0; j <= i; j += 1) matrix[rowI + j] = row[j]! / pivot;
  }
}
