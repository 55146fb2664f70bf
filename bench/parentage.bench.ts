/**
 * Parentage at scale, pure (no database, no server): a seeded herd genotyped on 50,000 SNPs (1% of
 * calls missing, 0.1% wrong), 1,000 calves of 50 bulls and 500 cows, one recorded sire in 20 wrong.
 * Each calf is verified against its recorded sire and dam, and its sire discovered among the 50
 * bulls. Prints the seconds to pack the genotypes, to build the bit-planes (the first pass less the
 * second), for the checks (and the process's CPU time for them, nearer an idle machine's figure when
 * others load it), and to read a 100-sample × 50,000-SNP FinalReport, PLINK text and VCF in 64 KiB
 * chunks as an upload arrives. Target: the checks of the 1,000 calves, bit-planes included,
 * under 5 s on one thread. Not part of `npm test`: `npm run bench:genetics` (second part).
 * BENCH_CALVES, BENCH_SNPS change the size.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  discoverSires,
  type GenotypedAnimal,
  type GenotypeFile,
  packGenotypes,
  readFinalReport,
  readPlink,
  readVcf,
  type SampleGenotypes,
  unpack,
  verifyParentage,
} from '@ganado/parentage';
import { GenotypeSimulator, seededRandom, type SimulatedAnimal, writeFinalReport, writePlink, writeVcf } from '@ganado/parentage/testing';

// Not ./support: it starts the real server and a database, which a pure bench does not need.
const log = (message: string) => console.warn(`[bench] ${message}`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

const CALVES = Number(process.env.BENCH_CALVES ?? 1_000);
const SNPS = Number(process.env.BENCH_SNPS ?? 50_000);
const BULLS = 50;
const COWS = CALVES / 2;
const MISRECORDED = 1 / 20;
const READ_SAMPLES = 100;
const CHUNK = 64 * 1024;
const TARGET_S = 5;

const seconds = (from: number) => (performance.now() - from) / 1_000;
const s = (value: number) => `${value.toFixed(2).padStart(6)} s`;

/** The file's chunks as a stream would hand them over: 64 KiB each, cut anywhere. */
function asUpload(parts: string[]): string[] {
  const text = parts.join('');
  return Array.from({ length: Math.ceil(text.length / CHUNK) }, (_, i) => text.slice(i * CHUNK, (i + 1) * CHUNK));
}

async function timeRead(read: () => Promise<GenotypeFile>): Promise<{ seconds: number; file: GenotypeFile }> {
  const started = performance.now();
  const file = await read();
  return { seconds: seconds(started), file };
}

const megabytes = (chunks: string[]) => (chunks.reduce((sum, chunk) => sum + chunk.length, 0) / 1e6).toFixed(0);

async function main() {
  const loadAtStart = loadavg()[0]!;
  log(`simulating ${BULLS} bulls, ${COWS} cows and ${CALVES} calves on ${SNPS} SNPs`);
  const simulator = new GenotypeSimulator({ seed: 20_260_302, snps: SNPS, errorRate: 0.001, missingRate: 0.01 });
  const random = seededRandom(42);
  const bulls = Array.from({ length: BULLS }, (_, i) => simulator.founder(`TORO-${i + 1}`));
  const cows = Array.from({ length: COWS }, (_, i) => simulator.founder(`VACA-${i + 1}`));
  const calves = Array.from({ length: CALVES }, (_, i) => {
    const sire = Math.floor(random() * BULLS);
    const recordedSire = random() < MISRECORDED ? (sire + 1 + Math.floor(random() * (BULLS - 1))) % BULLS : sire;
    return { animal: simulator.offspring(`TERNERO-${i + 1}`, bulls[sire]!, cows[i >> 1]!), sire, recordedSire, dam: i >> 1 };
  });
  const genotyped = (animal: SimulatedAnimal) => simulator.genotyped(animal);
  const lab = { bulls: bulls.map(genotyped), cows: cows.map(genotyped), calves: calves.map(({ animal }) => genotyped(animal)) };

  // Packing: the codes a reader ends with, one a byte, into 2 bits a SNP.
  const all = [...lab.bulls, ...lab.cows, ...lab.calves];
  const codes = all.map((sample) => unpack(sample.genotypes, SNPS));
  let started = performance.now();
  const packed = codes.map((one) => packGenotypes(one));
  const packing = seconds(started);
  const on = (sample: SampleGenotypes, i: number): GenotypedAnimal => ({ panel: simulator.panel, sample: { ...sample, genotypes: packed[i]! } });
  const animals = all.map(on);
  const bullAnimals = animals.slice(0, BULLS);
  const cowAnimals = animals.slice(BULLS, BULLS + COWS);
  const calfAnimals = animals.slice(BULLS + COWS);

  const cpuBefore = process.cpuUsage();
  const verifyAll = () => calfAnimals.map((calf, i) => verifyParentage(calf, { sire: bullAnimals[calves[i]!.recordedSire]!, dam: cowAnimals[calves[i]!.dam]! }));
  started = performance.now();
  verifyAll(); // builds each animal's bit-planes on first use
  const firstPass = seconds(started);
  started = performance.now();
  const verified = verifyAll();
  const verification = seconds(started);
  started = performance.now();
  const discovered = calfAnimals.map((calf) => discoverSires(calf, bullAnimals));
  const discovery = seconds(started);
  const cpuUsed = process.cpuUsage(cpuBefore);
  // CPU time of the process (the checks twice, discovery once): on a loaded machine, nearer what an idle one would take.
  const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
  const planes = Math.max(0, firstPass - verification);
  const checks = firstPass + discovery;

  // Each wrong recorded sire excluded, no true parent excluded, the true sire discovered first.
  const misrecorded = calves.filter((calf) => calf.recordedSire !== calf.sire).length;
  const count = (test: (i: number) => boolean) => calves.filter((_, i) => test(i)).length;
  const wrongExcluded = count((i) => calves[i]!.recordedSire !== calves[i]!.sire && verified[i]!.sire!.verdict === 'excluded');
  const trueExcluded = count((i) => (calves[i]!.recordedSire === calves[i]!.sire && verified[i]!.sire!.verdict !== 'compatible') || verified[i]!.dam!.verdict !== 'compatible');
  const foundFirst = count((i) => discovered[i]![0]!.candidate === bullAnimals[calves[i]!.sire] && discovered[i]![0]!.verdict === 'compatible');
  const alone = count((i) => discovered[i]!.filter((candidate) => candidate.verdict === 'compatible').length === 1);
  const trueRates = verified.filter((_, i) => calves[i]!.recordedSire === calves[i]!.sire).map((check) => check.sire!.rate!);
  const wrongRates = verified.filter((_, i) => calves[i]!.recordedSire !== calves[i]!.sire).map((check) => check.sire!.rate!);

  log(`writing a ${READ_SAMPLES}-sample × ${SNPS}-SNP FinalReport, PLINK .ped/.map and VCF`);
  const readSamples = lab.calves.slice(0, READ_SAMPLES);
  const finalReport = asUpload(writeFinalReport(simulator.panel, readSamples));
  const plink = writePlink(simulator.panel, readSamples);
  const ped = asUpload(plink.ped);
  const map = asUpload([plink.map]);
  const vcf = asUpload(writeVcf(simulator.panel, readSamples));
  const readFr = await timeRead(() => readFinalReport(finalReport));
  const readPed = await timeRead(() => readPlink(ped, map));
  const readVcfFile = await timeRead(() => readVcf(vcf));
  for (const { file } of [readFr, readPed, readVcfFile]) {
    if (file.samples.length !== READ_SAMPLES || file.panel.snps.length !== SNPS) throw new Error(`the ${file.format} read back ${file.samples.length} samples × ${file.panel.snps.length} SNPs`);
  }

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  console.warn(
    [
      '',
      `Parentage: ${CALVES} calves × ${SNPS} SNPs, each verified against its recorded sire and dam and its sire discovered among ${BULLS} bulls; one thread`,
      `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
      `packing ${all.length} animals' genotypes (2 bits a SNP)          ${s(packing)}`,
      `bit-planes of ${all.length} animals (first pass less the second)  ${s(planes)}`,
      `verification, ${CALVES * 2} parent checks (planes built)         ${s(verification)}`,
      `discovery, ${CALVES * BULLS} candidate checks                        ${s(discovery)}`,
      `checks of ${CALVES} calves, bit-planes included                  ${s(checks)}   (< ${TARGET_S} s) ${verdict(checks < TARGET_S)}`,
      `  (CPU time of both verification passes and discovery: ${cpuSeconds.toFixed(2)} s, against ${(firstPass + verification + discovery).toFixed(2)} s wall)`,
      `Verdicts: ${wrongExcluded} of ${misrecorded} wrong recorded sires excluded; ${trueExcluded} true parents not compatible; ` +
        `true sire ranked first ${foundFirst}/${CALVES}, the only compatible bull ${alone}/${CALVES}`,
      `Opposing-homozygote rate: true sires ${(mean(trueRates) * 100).toFixed(2)}% on average (max ${(Math.max(...trueRates) * 100).toFixed(2)}%), ` +
        `wrong sires ${(mean(wrongRates) * 100).toFixed(2)}% (min ${(Math.min(...wrongRates) * 100).toFixed(2)}%)`,
      `reading ${READ_SAMPLES} samples × ${SNPS} SNPs in 64 KiB chunks: FinalReport (${megabytes(finalReport)} MB) ${s(readFr.seconds)}, ` +
        `PLINK (${megabytes(ped)} MB) ${s(readPed.seconds)}, VCF (${megabytes(vcf)} MB) ${s(readVcfFile.seconds)}`,
      '',
    ].join('\n'),
  );
}

await main();
