/**
 * The AI programme's fertility figures at scale, pure (no database, no server): about 100,000
 * services of 20,000 cows over 5 years, with pregnancy checks, calvings and departures, from a seeded
 * generator so every run computes on the same herd. Measures `assessServices` (each animal's records
 * sorted once and walked once) and the figures grouped by inseminator and by sire, each from the raw
 * records (assessment included) and from one shared assessment; prints the organisation's figures as
 * a sanity line. Target: both groupings under 1 s on one thread. Not part of `npm test`:
 * `npm run bench:fertility`. BENCH_COWS, BENCH_REPEATS change the size and the repeats.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type AssessedService,
  assessServices,
  byInseminator,
  bySire,
  type Calving,
  type Departure,
  type Diagnosis,
  type FertilityRecords,
  forOrganisation,
  type Rate,
  type Service,
} from '@ganado/fertility';
import { seededRandom } from '@ganado/shared/random';

// Not ./support: it starts the real server and a database, which a pure bench does not need.
const log = (message: string) => console.warn(`[bench] ${message}`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

const COWS = Number(process.env.BENCH_COWS ?? 20_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const TARGET_MS = 1_000;
const INSEMINATORS = 8;
const SIRES = 60;
const BATCHES_PER_SIRE = 3;
const BREEDS = ['Holstein', 'Jersey', 'Normande', 'Angus', 'Brahman', 'Gyr'] as const;
const DAY = 86_400_000;
const START = Date.UTC(2021, 0, 1);
const END = Date.UTC(2026, 0, 1);


/**
 * A believable herd: each cow enters as a heifer (first service at a random time from four years
 * before the five to one year before their end) and is served at each heat until she conceives (heifers 68%,
 * cows 58%, moved a little by the inseminator's skill and the bull: about 1.7 services per
 * conception); returns come 18–24 days later, a fifth of heats are missed (42 days) and some
 * returns are short (8 days); one heat in 20 is inseminated twice, 12–24 h apart. Four in five
 * services are checked 30–42 days later; a conception calves 283 ± 5 days later (3% lost), and
 * she is served again 60–90 days after calving. An eighth of cows are culled after each calving, any
 * after six failed services, and one in a hundred dies or is sold within 80 days of a service.
 */
function herd(seed: number): FertilityRecords {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const skill = Array.from({ length: INSEMINATORS }, () => (random() - 0.5) * 0.1);
  const fertility = Array.from({ length: SIRES }, () => (random() - 0.5) * 0.12);
  const services: Service[] = [];
  const diagnoses: Diagnosis[] = [];
  const calvings: Calving[] = [];
  const departures: Departure[] = [];
  let serviceId = 0;

  for (let cow = 0; cow < COWS; cow += 1) {
    const animalId = `vaca-${cow}`;
    const farmId = `finca-${cow % 12}`;
    let at = START - 1460 * DAY + random() * (END - START + 1095 * DAY);
    let heifer = true;
    let failed = 0;
    while (at < END) {
      const inseminator = between(0, INSEMINATORS - 1);
      const sire = between(0, SIRES - 1);
      const record = (when: number) => {
        if (when < START || when >= END) return;
        services.push({
          id: `s-${serviceId++}`,
          animalId,
          at: new Date(when),
          inseminatorId: random() < 0.02 ? null : `tecnico-${inseminator}`,
          sireId: `toro-${sire}`,
          batchId: `toro-${sire}-lote-${between(1, BATCHES_PER_SIRE)}`,
          farmId,
          genotype: BREEDS[sire % BREEDS.length]!,
        });
      };
      record(at);
      if (random() < 0.05) record(at + between(12, 24) * 3_600_000);
      const conceived = random() < (heifer ? 0.68 : 0.58) + skill[inseminator]! + fertility[sire]!;
      if (random() < 0.8 && at >= START) diagnoses.push({ animalId, at: new Date(at + between(30, 42) * DAY), pregnant: conceived });
      if (random() < 0.01) {
        departures.push({ animalId, at: new Date(at + between(1, 80) * DAY) }); // died or sold on the spot
        break;
      }
      if (conceived) {
        failed = 0;
        if (random() < 0.03) {
          at += between(60, 120) * DAY; // lost: served again later
          continue;
        }
        const calvedAt = at + between(278, 288) * DAY;
        if (calvedAt >= START) calvings.push({ animalId, at: new Date(calvedAt) });
        heifer = false;
        if (random() < 0.12) {
          departures.push({ animalId, at: new Date(calvedAt + between(30, 300) * DAY) });
          break;
        }
        at = calvedAt + between(60, 90) * DAY;
      } else {
        failed += 1;
        if (failed >= 6) {
          departures.push({ animalId, at: new Date(at + between(20, 60) * DAY) });
          break;
        }
        const heat = random();
        at += (heat < 0.1 ? between(7, 10) : heat < 0.3 ? between(38, 46) : between(18, 24)) * DAY;
      }
    }
  }
  return { services, diagnoses, calvings, departures };
}

/** `work` once cold, then `REPEATS` times; the cold run's and the warm runs' median milliseconds. */
function measure<T>(work: () => T): { cold: number; median: number; result: T } {
  let started = performance.now();
  const result = work();
  const cold = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { cold, median: times[Math.floor(times.length / 2)] ?? cold, result };
}

const percent = (rate: Rate) => (rate.rate === null ? '—' : `${(rate.rate * 100).toFixed(1)}% (${rate.numerator}/${rate.denominator})`);
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

function main() {
  const loadAtStart = loadavg()[0]!;
  log(`generating ${COWS} cows, services from ${new Date(START).toISOString().slice(0, 10)} to ${new Date(END).toISOString().slice(0, 10)}`);
  const records = herd(20_251_125);
  const asOf = new Date(END);
  log(`${records.services.length} inseminations, ${records.diagnoses!.length} checks, ${records.calvings!.length} calvings, ${records.departures!.length} departures`);

  const assessment = measure(() => assessServices(records, { asOf }));
  const inseminators = measure(() => byInseminator(assessServices(records, { asOf })));
  const sires = measure(() => bySire(assessServices(records, { asOf })));
  const both = measure(() => {
    const assessed = assessServices(records, { asOf });
    return [byInseminator(assessed), bySire(assessed)] as const;
  });
  const assessed: AssessedService[] = assessment.result;
  const organisation = forOrganisation(assessed);

  // The groups must add up to the organisation: every service in exactly one group.
  for (const [name, groups] of [
    ['inseminator', inseminators.result],
    ['sire', sires.result],
  ] as const) {
    const services = groups.reduce((sum, group) => sum + group.figures.services, 0);
    const pregnant = groups.reduce((sum, group) => sum + group.figures.pregnant, 0);
    if (services !== organisation.services || pregnant !== organisation.pregnant) throw new Error(`the ${name} groups do not add up to the organisation`);
  }

  const row = (name: string, figures: { cold: number; median: number }) =>
    `${name.padEnd(48)} cold ${ms(figures.cold)}   median of ${REPEATS} ${ms(figures.median)}   (< ${TARGET_MS} ms) ${verdict(figures.cold < TARGET_MS)}`;
  const nrr = organisation.nonReturn;
  console.warn(
    [
      '',
      `Fertility: ${records.services.length} inseminations of ${COWS} cows, 5 years (${new Date(START).toISOString().slice(0, 10)} to ${asOf.toISOString().slice(0, 10)}, asOf the end), ${INSEMINATORS} inseminators, ${SIRES} sires; one thread`,
      `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
      row('assessment alone (services, outcomes, windows)', assessment),
      row('by inseminator, from the records', inseminators),
      row('by sire, from the records', sires),
      row('by inseminator and by sire, one assessment', both),
      `Organisation: ${organisation.services} services (${organisation.inseminations} inseminations, ${organisation.firstServices} first), ` +
        `CR ${percent(organisation.conceptionRate)}, first-service CR ${percent(organisation.firstServiceConceptionRate)}, ` +
        `${organisation.servicesPerConception.rate?.toFixed(2)} services per conception, unknown ${organisation.unknown}`,
      `Organisation NRR (first services): 24 d ${percent(nrr.d24.firstServices)}, 56 d ${percent(nrr.d56.firstServices)} ` +
        `[${nrr.d56.firstServices.pending} pending, ${nrr.d56.firstServices.departed} departed], 60–90 d ${percent(nrr.d60to90.firstServices)}`,
      `Groups: ${inseminators.result.length} inseminator groups (null included), ${sires.result.length} sire groups`,
      '',
    ].join('\n'),
  );
}

main();
