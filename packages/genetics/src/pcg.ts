/**
 * Preconditioned conjugate gradients for the mixed-model equations C x = rhs, iterating on data: the
 * model supplies C·p (a pass over the records and one over the pedigree) and M⁻¹r, never C itself,
 * so memory is a few vectors of the size of the equations (BLUPF90's scheme: Misztal & Gianola
 * 1987; Strandén & Lidauer 1999, J Dairy Sci 82:2779; Golub & Van Loan, Algorithm 11.5.1).
 *
 * Stops when the relative residual ‖rhs − Cx‖/‖rhs‖ falls to the tolerance. The residual is updated
 * by recurrence, which drifts from the true one in floating point, so the stop is confirmed with a
 * true residual; if that is still too large, iteration restarts from it (residual replacement).
 */

export interface LinearSystem {
  size: number;
  rhs: Float64Array;
  /** 1 for equations held at zero (constraints, empty levels): rhs, C·x and M⁻¹r are zero there. */
  held: Uint8Array;
  /** out = C·x (overwrites out). */
  multiply(x: Float64Array, out: Float64Array): void;
  /** z = M⁻¹r (overwrites z); returns r·z (one pass over the vectors instead of two). */
  precondition(r: Float64Array, z: Float64Array): number;
}

export interface SolveProgress {
  iteration: number;
  relativeResidual: number;
}

export interface SolveOptions {
  /** Relative residual ‖rhs − Cx‖/‖rhs‖ to stop at; 1e-8 by default. */
  tolerance?: number;
  /** 10,000 by default. */
  maxIterations?: number;
  /** A starting solution (a checkpoint or an earlier run's `solution`) to resume from. */
  initial?: Float64Array;
  onProgress?: (progress: SolveProgress) => void;
  /** Iterations between onProgress calls; 10 by default. */
  progressEvery?: number;
  /** Receives a copy of the current solution, to pass back later as `initial`. */
  checkpoint?: (solution: Float64Array, iteration: number) => void;
  /** Iterations between checkpoints; 100 by default. */
  checkpointEvery?: number;
}

export interface SolveResult {
  /** The solution in the model's own equation order: keep it whole to resume from. */
  solution: Float64Array;
  /** Iterations done by this call (not counting the run a warm start resumed). */
  iterations: number;
  relativeResidual: number;
  converged: boolean;
}

const dot = (a: Float64Array, b: Float64Array): number => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
};

/** r = rhs − C·x, with q as scratch; returns ‖r‖. */
function trueResidual(system: LinearSystem, x: Float64Array, r: Float64Array, q: Float64Array): number {
  system.multiply(x, q);
  let sum = 0;
  for (let i = 0; i < r.length; i += 1) {
    r[i] = system.rhs[i]! - q[i]!;
    sum += r[i]! * r[i]!;
  }
  return Math.sqrt(sum);
}

export function solvePcg(system: LinearSystem, options: SolveOptions = {}): SolveResult {
  const tolerance = options.tolerance ?? 1e-8;
  const maxIterations = options.maxIterations ?? 10_000;
  const progressEvery = Math.max(1, options.progressEvery ?? 10);
  const checkpointEvery = Math.max(1, options.checkpointEvery ?? 100);
  const n = system.size;
  const x = new Float64Array(n);
  if (options.initial) {
    if (options.initial.length !== n) throw new RangeError(`The starting solution has ${options.initial.length} values; the equations need ${n}.`);
    x.set(options.initial);
  }
  const r = new Float64Array(n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  const q = new Float64Array(n);
  const rhsNorm = Math.sqrt(dot(system.rhs, system.rhs));
  if (rhsNorm === 0) return { solution: new Float64Array(n), iterations: 0, relativeResidual: 0, converged: true };

  for (let i = 0; i < n; i += 1) if (system.held[i] === 1) x[i] = 0;

  let relative = trueResidual(system, x, r, q) / rhsNorm;
  let iteration = 0;
  let restart = true;
  let rz = 0;
  while (relative > tolerance && iteration < maxIterations) {
    const rzNext = system.precondition(r, z);
    const beta = restart ? 0 : rzNext / rz;
    rz = rzNext;
    restart = false;
    for (let i = 0; i < n; i += 1) p[i] = z[i]! + beta * p[i]!;
    system.multiply(p, q);
    const alpha = rz / dot(p, q);
    let squared = 0;
    for (let i = 0; i < n; i += 1) {
      x[i]! += alpha * p[i]!;
      r[i]! -= alpha * q[i]!;
      squared += r[i]! * r[i]!;
    }
    iteration += 1;
    relative = Math.sqrt(squared) / rhsNorm;
    if (relative <= tolerance) {
      relative = trueResidual(system, x, r, q) / rhsNorm;
      restart = true;
    }
    if (options.onProgress && iteration % progressEvery === 0) options.onProgress({ iteration, relativeResidual: relative });
    if (options.checkpoint && iteration % checkpointEvery === 0) options.checkpoint(x.slice(), iteration);
  }
  return { solution: x, iterations: iteration, relativeResidual: relative, converged: relative <= tolerance };
}
