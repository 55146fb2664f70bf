/**
 * A genetic evaluation at scale, pure (no database, no server): a seeded beef herd (simulateHerd: ten
 * birth years, AI sires across herds, weaning weights from true direct, maternal, permanent
 * environmental and residual effects) of 10,000 and 1,000,000 animals, then what an evaluation does
 * with it, each step timed: coding the pedigree, inbreeding, the maternal model solved by
 * preconditioned conjugate gradients to a relative residual of 1e-8, and the accuracies (exact up
 * to 2,000 equations, approximate beyond). The animal model on the same weights is timed too.
 * Memory is sampled as it runs (RSS and heap) and the process's peak RSS read at the end.
 * Targets: 10,000 animals under 1 s, 1,000,000 under 60 s and 2 GB. Not part of `npm test`:
 * `npm run bench:genetics`. BENCH_SIZES (e.g. `10000,100000`) changes the sizes.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { codePedigree, inbreeding, solveAnimalModel, solveMaternalModel } from '@ganado/genetics';
import { simulateHerd } from '@ganado/genetics/testing';

// Not ./support: it starts the real server and a database, which a pure bench does not need.
const log = (message: string) => console.warn(`[bench] ${message}`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const TARGET_SECONDS: Record<number, number> = { 10_000: 1, 1_000_000: 60 };
const MEMORY_LIMIT = 2 * 1024 ** 3;
const SEED = 20_251_201;

const peak = { rss: 0, heap: 0 };
function sampleMemory() {
  const usage = process.memoryUsage();
  peak.rss = Math.max(peak.rss, usage.rss);
  peak.heap = Math.max(peak.heap, usage.heapUsed + usage.arrayBuffers);
}

function timed<T>(work: () => T): { result: T; seconds: number } {
  const started = performance.now();
  const result = work();
  sampleMemory();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Seconds of CPU this process used: beside the wall clock, it shows what a loaded machine took away. */
const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

function correlation(a: Float64Array, b: Float64Array): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let i = 0; i < a.length; i += 1) {
    sa += a[i]!;
    sb += b[i]!;
    saa += a[i]! * a[i]!;
    sbb += b[i]! * b[i]!;
    sab += a[i]! * b[i]!;
  }
  const n = a.length;
  return (sab - (sa * sb) / n) / Math.sqrt((saa - (sa * sa) / n) * (sbb - (sb * sb) / n));
}

const s = (seconds: number) => `${seconds.toFixed(2).padStart(6)} s`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

function run(animals: number): string[] {
  log(`simulating ${animals} animals`);
  const simulation = timed(() => simulateHerd({ animals, seed: SEED }));
  const herd = simulation.result;
  const { variances } = herd;
  log(`${herd.records.y.length} weaning weights in ${herd.records.fixed[0]!.count} contemporary groups (${s(simulation.seconds)}); coding the pedigree`);

  const cpuAtStart = cpuSeconds();
  const coding = timed(() => codePedigree(herd.rows));
  const pedigree = coding.result;
  const inbred = timed(() => inbreeding(pedigree));
  const coefficients = inbred.result;
  const options = { inbreeding: coefficients, tolerance: 1e-8, onProgress: sampleMemory };
  log('solving the maternal model');
  const maternal = timed(() => solveMaternalModel(pedigree, herd.records, variances, options)).result;
  const cpu = cpuSeconds() - cpuAtStart;
  log('solving the animal model');
  const animalVariances = { direct: variances.direct, residual: variances.residual + variances.maternal + variances.directMaternal + variances.permanentEnvironment };
  const animal = timed(() => solveAnimalModel(pedigree, herd.records, animalVariances, options)).result;
  const maxRss = process.resourceUsage().maxRSS * 1024;

  const solveSeconds = maternal.milliseconds.solve / 1000;
  const accuracySeconds = maternal.milliseconds.accuracy / 1000;
  const total = coding.seconds + inbred.seconds + solveSeconds + accuracySeconds;
  const target = TARGET_SECONDS[animals];
  const meanF = coefficients.reduce((sum, f) => sum + f, 0) / coefficients.length;
  return [
    '',
    `Genetics: ${animals.toLocaleString('en')} animals, ${herd.records.y.length.toLocaleString('en')} weaning weights, ${herd.records.fixed[0]!.count.toLocaleString('en')} contemporary groups, ` +
      `${maternal.solution.length.toLocaleString('en')} maternal-model equations (simulated in ${simulation.seconds.toFixed(1)} s, not counted)`,
    `  pedigree coding     ${s(coding.seconds)}`,
    `  inbreeding          ${s(inbred.seconds)}   (mean F ${(100 * meanF).toFixed(2)}%, max ${(100 * coefficients.reduce((most, f) => Math.max(most, f), 0)).toFixed(1)}%)`,
    `  maternal solve      ${s(solveSeconds)}   ${maternal.iterations} iterations to ${maternal.relativeResidual.toExponential(2)} (${maternal.converged ? 'converged' : 'NOT converged'}), ${(maternal.milliseconds.solve / maternal.iterations).toFixed(1)} ms each`,
    `  maternal accuracy   ${s(accuracySeconds)}   ${maternal.accuracyMethod}`,
    `  total               ${s(total)}   (< ${target ?? '—'} s) ${target === undefined ? '' : verdict(total < target)}   (CPU ${cpu.toFixed(2)} s of this process)`,
    `  animal model        ${s((animal.milliseconds.solve + animal.milliseconds.accuracy) / 1000)}   ${animal.iterations} iterations to ${animal.relativeResidual.toExponential(2)}, ` +
      `solve ${(animal.milliseconds.solve / 1000).toFixed(2)} s, accuracy ${(animal.milliseconds.accuracy / 1000).toFixed(2)} s (${animal.accuracyMethod})`,
    `  memory              peak RSS ${gb(Math.max(maxRss, peak.rss))} (process, so far), peak heap + typed arrays sampled ${gb(peak.heap)}   (< 2 GB) ${verdict(Math.max(maxRss, peak.rss) < MEMORY_LIMIT)}`,
    `  sanity              r(EBV, true) direct ${correlation(maternal.direct.value, herd.truth.direct).toFixed(3)}, maternal ${correlation(maternal.maternal.value, herd.truth.maternal).toFixed(3)}, ` +
      `animal model ${correlation(animal.breedingValue.value, herd.truth.direct).toFixed(3)}`,
  ];
}

function main() {
  const loadAtStart = loadavg()[0]!;
  const lines = [`Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start; one thread`];
  for (const animals of SIZES) lines.push(...run(animals));
  lines.push(`Load average over the last 5 minutes: ${loadavg()[1]!.toFixed(1)}`, '');
  console.warn(lines.join('\n'));
}

main();
