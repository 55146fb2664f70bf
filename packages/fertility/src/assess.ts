import { assertDays, assertInstant, endOfSecondMonthAfter, MS_PER_DAY } from './time';

/** One insemination (AI service) as recorded. */
export interface Service {
  id: string;
  animalId: string;
  /** When inseminated. */
  at: Date;
  inseminatorId: string | null;
  /** The bull whose semen was used. */
  sireId: string | null;
  /** The semen batch. */
  batchId: string | null;
  farmId: string | null;
  /** A grouping such as the sire's breed, for "genotype performance". */
  genotype: string | null;
}

/** A pregnancy check. */
export interface Diagnosis {
  animalId: string;
  at: Date;
  pregnant: boolean;
}

export interface Calving {
  animalId: string;
  at: Date;
}

/** The animal left the herd (sold, died, slaughtered). */
export interface Departure {
  animalId: string;
  at: Date;
}

/**
 * Everything known of the animals inseminated, whole histories: a first service and an outcome need
 * the records before and after the period reported on (use `period` to choose the services counted).
 */
export interface FertilityRecords {
  services: readonly Service[];
  diagnoses?: readonly Diagnosis[];
  calvings?: readonly Calving[];
  departures?: readonly Departure[];
}

export interface GestationDays {
  min: number;
  max: number;
}

export interface AssessOptions {
  /** The instant the figures are as of: later records are ignored, as if not yet happened. */
  asOf: Date;
  /** Only services from `from` (included) to `to` (excluded) are assessed; the rest is context. */
  period?: { from: Date; to: Date };
  /** Inseminations at most this many days after a heat's first are the same heat (one service). */
  sameHeatDays?: number;
  /** A pregnancy check earlier than this many days after the service says nothing of it. */
  minDiagnosisDays?: number;
  /** A calving this many days after a service was conceived by it (cattle by default). */
  gestationDays?: GestationDays;
}

// Oestrus lasts about 17 h and ovulation follows its onset by about 28 h (SD 5–6 h, Diskin 2018);
// calves came from inseminations 34 h before to 14 h after ovulation. Every useful insemination of
// one heat therefore falls within 2 days of its first; genuine short cycles are 8–10 days
// (docs/decisions.md: fertility, same heat).
export const SAME_HEAT_DAYS = 2;
// Transrectal ultrasonography reaches full sensitivity in cows on day 29 and its specificity plateau
// on day 26 after insemination; examinations from day 28 are the usual early check.
export const MIN_DIAGNOSIS_DAYS = 28;
// Cattle carry about 283 days (281 in German herd-book arithmetic); 260–300 takes in premature and
// late calvings without reaching back to the previous heat 21 days earlier at 283 + 21 = 304.
export const CATTLE_GESTATION_DAYS: Readonly<GestationDays> = { min: 260, max: 300 };

/**
 * The non-return windows AI organisations publish. A service is a return in a window when the animal
 * is inseminated again (in a later heat) by the window's end, inclusive.
 * - `d24`: 24 days, one oestrous cycle (18–24 days) and its normal return.
 * - `d56`: 56 days, the figure most AI centres publish.
 * - `d60to90`: the North American 60–90-day non-return: up to the end of the second calendar month
 *   (UTC) after the month of the service, so between 59 and 92 days depending on its day in the month.
 */
export const NON_RETURN_WINDOWS = ['d24', 'd56', 'd60to90'] as const;
export type NonReturnWindow = (typeof NON_RETURN_WINDOWS)[number];

/** Where a window ends for a service at `at` (epoch ms), inclusive. */
export const nonReturnWindowEnd: Readonly<Record<NonReturnWindow, (at: number) => number>> = {
  d24: (at) => at + 24 * MS_PER_DAY,
  d56: (at) => at + 56 * MS_PER_DAY,
  d60to90: endOfSecondMonthAfter,
};

/**
 * - `nonReturn`: the window has closed, the animal was present all of it and not inseminated again.
 * - `return`: the window has closed and the animal was inseminated again within it.
 * - `pending`: the window has not closed at `asOf`: left out, even when a return is already known
 *   (counting early returns but not early non-returns would bias the rate down).
 * - `departed`: the animal left the herd before the window's end without a return: left out, its
 *   outcome is unknown (counted as a non-return it would pass for a pregnancy).
 */
export type NonReturnStatus = 'nonReturn' | 'return' | 'pending' | 'departed';

export type Outcome = 'pregnant' | 'open' | 'unknown';

/**
 * Why a service has its outcome:
 * - `calving`: a calving followed within the gestation window, and no later service is closer to it
 *   (pregnant; this outranks every other evidence).
 * - `alreadyPregnant`: inseminated between the service a calving is attributed to and that calving
 *   (open: the animal was already pregnant).
 * - `diagnosis`: a pregnancy check at least `minDiagnosisDays` after the service, no later than the
 *   next service (a check on the day of the next service still speaks of this one) and before the
 *   next calving; any positive one makes it pregnant (a later loss does not undo a conception),
 *   else a negative one open.
 * - `return`: no calving or check decides, and the animal was inseminated again in the same
 *   lactation (open).
 * - null: unknown, not counted in the conception rate.
 */
export type OutcomeBasis = 'calving' | 'alreadyPregnant' | 'diagnosis' | 'return' | null;

/**
 * One service as the figures count it: a heat's inseminations taken together and credited to its
 * first (its inseminator, sire, batch, farm and genotype), with its outcome and non-return status.
 */
export interface AssessedService {
  /** The heat's first insemination. */
  service: Service;
  /** Inseminations in this heat, the first included (2 for a same-heat double insemination). */
  inseminations: number;
  /** The first service since the animal's latest calving, or its first ever (a heifer's first). */
  first: boolean;
  outcome: Outcome;
  outcomeBasis: OutcomeBasis;
  nonReturn: Record<NonReturnWindow, NonReturnStatus>;
}

interface Settings {
  asOf: number;
  from: number;
  to: number;
  sameHeat: number;
  minDiagnosis: number;
  gestationMin: number;
  gestationMax: number;
}

interface AnimalRecords {
  services: Service[];
  diagnoses: Diagnosis[];
  calvings: number[];
  departures: number[];
}

interface Heat {
  service: Service;
  at: number;
  inseminations: number;
}

function settingsOf(options: AssessOptions): Settings {
  assertInstant(options.asOf, 'asOf');
  const sameHeatDays = options.sameHeatDays ?? SAME_HEAT_DAYS;
  const minDiagnosisDays = options.minDiagnosisDays ?? MIN_DIAGNOSIS_DAYS;
  const gestation = options.gestationDays ?? CATTLE_GESTATION_DAYS;
  assertDays(sameHeatDays, 'the same-heat interval');
  assertDays(minDiagnosisDays, 'the minimum days to a pregnancy check');
  assertDays(gestation.min, 'the shortest gestation');
  assertDays(gestation.max, 'the longest gestation');
  if (gestation.min > gestation.max) throw new RangeError(`the shortest gestation (${gestation.min} d) is longer than the longest (${gestation.max} d)`);
  let from = -Infinity;
  let to = Infinity;
  if (options.period) {
    assertInstant(options.period.from, 'the period start');
    assertInstant(options.period.to, 'the period end');
    from = options.period.from.getTime();
    to = options.period.to.getTime();
    if (from > to) throw new RangeError('the period ends before it starts');
  }
  return {
    asOf: options.asOf.getTime(),
    from,
    to,
    sameHeat: sameHeatDays * MS_PER_DAY,
    minDiagnosis: minDiagnosisDays * MS_PER_DAY,
    gestationMin: gestation.min * MS_PER_DAY,
    gestationMax: gestation.max * MS_PER_DAY,
  };
}

const byTime = <T extends { at: Date }>(a: T, b: T) => a.at.getTime() - b.at.getTime();
const byTimeThenId = (a: Service, b: Service) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each inseminated animal's records, those after `asOf` left out; animals never inseminated are not kept. */
function recordsByAnimal(records: FertilityRecords, asOf: number): Map<string, AnimalRecords> {
  const animals = new Map<string, AnimalRecords>();
  for (const service of records.services) {
    assertInstant(service.at, `service ${service.id}`);
    if (service.at.getTime() > asOf) continue;
    let animal = animals.get(service.animalId);
    if (!animal) {
      animal = { services: [], diagnoses: [], calvings: [], departures: [] };
      animals.set(service.animalId, animal);
    }
    animal.services.push(service);
  }
  for (const diagnosis of records.diagnoses ?? []) {
    assertInstant(diagnosis.at, `a pregnancy check of ${diagnosis.animalId}`);
    if (diagnosis.at.getTime() <= asOf) animals.get(diagnosis.animalId)?.diagnoses.push(diagnosis);
  }
  for (const calving of records.calvings ?? []) {
    assertInstant(calving.at, `a calving of ${calving.animalId}`);
    if (calving.at.getTime() <= asOf) animals.get(calving.animalId)?.calvings.push(calving.at.getTime());
  }
  for (const departure of records.departures ?? []) {
    assertInstant(departure.at, `a departure of ${departure.animalId}`);
    if (departure.at.getTime() <= asOf) animals.get(departure.animalId)?.departures.push(departure.at.getTime());
  }
  return animals;
}

/** Inseminations in time order, those within `sameHeat` of a heat's first taken into it. */
function heatsOf(services: readonly Service[], sameHeat: number): Heat[] {
  const heats: Heat[] = [];
  let i = 0;
  while (i < services.length) {
    const first = services[i]!;
    const at = first.at.getTime();
    let j = i + 1;
    // Measured from the heat's first, not chained: daily inseminations do not make one endless heat.
    while (j < services.length && services[j]!.at.getTime() - at <= sameHeat) j += 1;
    heats.push({ service: first, at, inseminations: j - i });
    i = j;
  }
  return heats;
}

/**
 * Which heats a calving decides: for each calving, the latest heat at least the shortest gestation
 * before it, if within the longest, conceived it; the heats after that one and before the calving
 * were inseminations of a pregnant animal.
 */
function calvingEvidence(heats: readonly Heat[], calvings: readonly number[], settings: Settings): OutcomeBasis[] {
  const basis: OutcomeBasis[] = new Array<OutcomeBasis>(heats.length).fill(null);
  let k = 0;
  for (const calving of calvings) {
    while (k < heats.length && heats[k]!.at <= calving - settings.gestationMin) k += 1;
    const conceived = k - 1;
    if (conceived < 0 || calving - heats[conceived]!.at > settings.gestationMax) continue;
    basis[conceived] = 'calving';
    for (let m = conceived + 1; m < heats.length && heats[m]!.at < calving; m += 1) basis[m] = 'alreadyPregnant';
  }
  return basis;
}

function assessAnimal(animal: AnimalRecords, settings: Settings, out: AssessedService[]): void {
  animal.services.sort(byTimeThenId);
  animal.diagnoses.sort(byTime);
  animal.calvings.sort((a, b) => a - b);
  animal.departures.sort((a, b) => a - b);
  const heats = heatsOf(animal.services, settings.sameHeat);
  const byCalving = calvingEvidence(heats, animal.calvings, settings);
  const { diagnoses, calvings, departures } = animal;
  let nextCalving = 0; // index of the first calving after the heat
  let nextDiagnosis = 0; // index of the first check not before the heat's earliest useful one
  let nextDeparture = 0; // index of the first departure at or after the heat

  for (let i = 0; i < heats.length; i += 1) {
    const heat = heats[i]!;
    const previous = i > 0 ? heats[i - 1]!.at : -Infinity;
    // The calvings up to this heat: the latest of them, if after the previous heat, opens a new cycle.
    while (nextCalving < calvings.length && calvings[nextCalving]! < heat.at) nextCalving += 1;
    const latestCalving = nextCalving > 0 ? calvings[nextCalving - 1]! : -Infinity;
    const first = i === 0 || latestCalving > previous;
    const calvingAfter = nextCalving < calvings.length ? calvings[nextCalving]! : Infinity;
    const nextHeat = i + 1 < heats.length ? heats[i + 1]!.at : Infinity;

    let outcome: Outcome = 'unknown';
    let basis: OutcomeBasis = byCalving[i]!;
    if (basis === 'calving') outcome = 'pregnant';
    else if (basis === 'alreadyPregnant') outcome = 'open';
    else {
      // A check speaks of this service from the earliest useful day until the next service or calving.
      while (nextDiagnosis < diagnoses.length && diagnoses[nextDiagnosis]!.at.getTime() < heat.at + settings.minDiagnosis) nextDiagnosis += 1;
      let positive = false;
      let negative = false;
      for (let d = nextDiagnosis; d < diagnoses.length; d += 1) {
        const at = diagnoses[d]!.at.getTime();
        if (at > nextHeat || at >= calvingAfter) break;
        if (diagnoses[d]!.pregnant) positive = true;
        else negative = true;
      }
      if (positive || negative) {
        // A positive check means conception happened; a later loss does not undo it.
        outcome = positive ? 'pregnant' : 'open';
        basis = 'diagnosis';
      } else if (nextHeat < calvingAfter) {
        // Inseminated again in the same lactation: a return. A service after a calving is a new cycle.
        outcome = 'open';
        basis = 'return';
      }
    }

    while (nextDeparture < departures.length && departures[nextDeparture]! < heat.at) nextDeparture += 1;
    const departure = nextDeparture < departures.length ? departures[nextDeparture]! : Infinity;

    if (heat.at < settings.from || heat.at >= settings.to) continue;
    const nonReturn = {} as Record<NonReturnWindow, NonReturnStatus>;
    for (const window of NON_RETURN_WINDOWS) {
      const end = nonReturnWindowEnd[window](heat.at);
      if (settings.asOf < end) nonReturn[window] = 'pending';
      else if (nextHeat <= end) nonReturn[window] = 'return';
      else if (departure < end) nonReturn[window] = 'departed';
      else nonReturn[window] = 'nonReturn';
    }
    out.push({ service: heat.service, inseminations: heat.inseminations, first, outcome, outcomeBasis: basis, nonReturn });
  }
}

/**
 * Every service (heat) in the period with its outcome and non-return status as of `asOf`, in order
 * of animal (as first met in `records.services`) then time. Each animal's records are sorted once and
 * walked once: O(n log n) in all.
 */
export function assessServices(records: FertilityRecords, options: AssessOptions): AssessedService[] {
  const settings = settingsOf(options);
  const out: AssessedService[] = [];
  for (const animal of recordsByAnimal(records, settings.asOf).values()) assessAnimal(animal, settings, out);
  return out;
}
