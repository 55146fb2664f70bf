/**
 * Reproduction figures of the herd, each as of `window.asOf` (later records ignored) and counted by
 * the date its doc names falling in [window.from, window.to). Service outcomes are fertility's
 * (`assessServices`): a heat's inseminations are one service, pregnant by a calving 260–300 days
 * later or a positive check from day 28, open by a negative check or a return (docs/decisions.md:
 * fertility). Sources are those of the research notes §2 ([n]).
 */
import { forOrganisation, MIN_DIAGNOSIS_DAYS } from '@ganado/fertility';
import { breedingHistories, inHerdAt, inPeriod, latestCalving, pregnantAt } from './breeding';
import { daysBetween, type Figure, mean, MS_PER_DAY, rate } from './figure';
import { type HerdRecords, type Window } from './records';

/**
 * Days after calving before a cow is meant to be bred, 50 by default: 50–60 days is the most
 * profitable for average cows (Galvão & De Vries, UF/IFAS VM202), and the California analysis [18]
 * works its example with 50.
 */
export const VOLUNTARY_WAITING_DAYS = 50;

/** The length of a cow's oestrous cycle and so of a pregnancy-rate cycle [17][18]. */
export const CYCLE_DAYS = 21;

/** "% pregnant by 150 days in milk": ≥75% is a realistic goal [24]; BoviSync reports it too [25]. */
export const PREGNANT_BY_DAYS_IN_MILK = 150;

/** The average month, 365.25 / 12 days: ages in months are days / 30.4375. */
export const DAYS_PER_MONTH = 30.4375;

/** ICBF's target for age at first calving: 22 to 26 completed months (26 months and 29 days counts) [31]. */
export const FIRST_CALVING_TARGET_MONTHS = { min: 22, max: 26 } as const;

export interface PregnancyRiskOptions {
  /** VOLUNTARY_WAITING_DAYS by default. */
  voluntaryWaitingDays?: number;
  /** CYCLE_DAYS by default. */
  cycleDays?: number;
}

export interface BreedingCycle {
  /** The cycle is [start, end). */
  start: Date;
  end: Date;
  /** Too recent for its outcomes to be known: returned, but in no total. */
  pending: boolean;
  eligible: { count: number; animalIds: string[] };
  /** Inseminated ÷ eligible (the heat-detection or service rate). */
  insemination: Figure;
  /** Pregnant ÷ inseminated cows whose outcome is known. */
  conception: Figure;
  /** Pregnant ÷ eligible: the 21-day pregnancy rate. */
  pregnancy: Figure;
}

export interface PregnancyRisk {
  cycles: BreedingCycle[];
  /** Numerators and denominators summed over the cycles that are not pending. */
  totals: { insemination: Figure; conception: Figure; pregnancy: Figure };
}

interface CycleTally {
  eligible: string[];
  inseminated: string[];
  known: string[];
  pregnant: string[];
}

function assertDays(days: number, what: string, positive = false): void {
  if (!Number.isFinite(days) || days < 0 || (positive && days === 0)) throw new RangeError(`${what} must be a number of days${positive ? ' above 0' : ''}: ${days}`);
}

const figuresOf = (tally: CycleTally) => ({
  insemination: rate(tally.inseminated.length, tally.eligible.length, tally.eligible),
  conception: rate(tally.pregnant.length, tally.known.length, tally.known),
  pregnancy: rate(tally.pregnant.length, tally.eligible.length, tally.eligible),
});

/**
 * The 21-day pregnancy rate, insemination (heat-detection) rate and conception rate by cycle, as
 * DairyComp 305 and the Wisconsin/DRMS reports compute them [17][18][19][28].
 *
 * Cycles are consecutive `cycleDays` periods from `window.from`; every cycle starting before
 * `window.to` is returned, whole (the cycle start decides). For each cycle [start, end):
 * - **eligible**: cows (animals with a calving, so heifers never are) that, at the cycle start, are in
 *   the herd, are at least `voluntaryWaitingDays` past their latest calving, and are not pregnant (no
 *   conception since, or that pregnancy was lost: a new service, a negative check after the positive
 *   one, or no calving by the longest gestation). A cow that leaves the herd during the cycle counts
 *   only if she was inseminated in it before leaving: otherwise she is left out of that cycle (an
 *   eligible cycle ends when the cow is culled [18]; one sold before her heat came had no chance to be bred).
 * - **inseminated**: eligible cows with a service (a heat's first insemination) in the cycle.
 * - **pregnant**: eligible cows with a service in the cycle whose outcome is pregnant (a later loss
 *   does not undo the conception). An inseminated cow's outcome is known when one of her services in
 *   the cycle is pregnant or all of them are open.
 * - insemination = inseminated ÷ eligible; conception = pregnant ÷ inseminated with a known outcome;
 *   pregnancy = pregnant ÷ eligible. An eligible cow whose outcome is unknown counts as not pregnant.
 * - **pending**: the cycle ended less than `cycleDays` + fertility's MIN_DIAGNOSIS_DAYS (28) before
 *   asOf: a service on its last day has had neither a return cycle nor a useful check. Pending cycles
 *   are returned but left out of the totals.
 */
export function pregnancyRiskByCycle(records: HerdRecords, window: Window, options: PregnancyRiskOptions = {}): PregnancyRisk {
  const voluntaryWaitingDays = options.voluntaryWaitingDays ?? VOLUNTARY_WAITING_DAYS;
  const cycleDays = options.cycleDays ?? CYCLE_DAYS;
  assertDays(voluntaryWaitingDays, 'the voluntary waiting period');
  assertDays(cycleDays, 'the cycle length', true);
  const histories = breedingHistories(records, window.asOf);
  const asOf = window.asOf.getTime();
  const cycleMs = cycleDays * MS_PER_DAY;
  const waitingMs = voluntaryWaitingDays * MS_PER_DAY;
  const settledMs = (cycleDays + MIN_DIAGNOSIS_DAYS) * MS_PER_DAY;
  const cycles: BreedingCycle[] = [];
  const totals: CycleTally = { eligible: [], inseminated: [], known: [], pregnant: [] };

  for (let start = window.from.getTime(); start < window.to.getTime(); start += cycleMs) {
    const end = start + cycleMs;
    const tally: CycleTally = { eligible: [], inseminated: [], known: [], pregnant: [] };
    for (const [id, cow] of histories) {
      const calvedAt = latestCalving(cow, start);
      if (calvedAt === null || start - calvedAt < waitingMs) continue;
      if (!inHerdAt(cow, start) || pregnantAt(cow, start)) continue;
      const heats = cow.heats.filter((heat) => heat.service.at.getTime() >= start && heat.service.at.getTime() < end);
      if (cow.leftAt < end && heats.length === 0) continue;
      tally.eligible.push(id);
      if (heats.length === 0) continue;
      tally.inseminated.push(id);
      const pregnant = heats.some((heat) => heat.outcome === 'pregnant');
      if (pregnant) tally.pregnant.push(id);
      if (pregnant || heats.every((heat) => heat.outcome === 'open')) tally.known.push(id);
    }
    const pending = asOf - end < settledMs;
    if (!pending) for (const key of ['eligible', 'inseminated', 'known', 'pregnant'] as const) totals[key].push(...tally[key]);
    cycles.push({
      start: new Date(start),
      end: new Date(end),
      pending,
      eligible: { count: tally.eligible.length, animalIds: tally.eligible },
      ...figuresOf(tally),
    });
  }
  return { cycles, totals: figuresOf(totals) };
}

/**
 * Services per conception: services (heats, a same-heat double insemination once) in the period with
 * a known outcome ÷ those that conceived, as fertility and DairyComp's BREDSUM count it [23]; the
 * service date decides, heifers' services included. `animalIds`: the animals that conceived.
 */
export function servicesPerConception(records: HerdRecords, window: Window): Figure {
  const heats = [...breedingHistories(records, window.asOf).values()].flatMap((cow) => cow.heats).filter((heat) => inPeriod(heat.service.at.getTime(), window));
  const { numerator, denominator } = forOrganisation(heats).servicesPerConception;
  return rate(numerator, denominator, heats.filter((heat) => heat.outcome === 'pregnant').map((heat) => heat.service.animalId));
}

/** An open cow and her days in milk at asOf. */
export interface OpenCow {
  animalId: string;
  days: number;
}

export interface DaysOpen extends Figure {
  /** Cows in the herd at asOf, calved and not pregnant, with days since their latest calving: longest first. */
  stillOpen: OpenCow[];
}

/**
 * Days open = conception − the calving before it [22], mean over the conceptions in the period (the
 * conceiving service's date decides) of cows that had calved; heifers' conceptions have no days open.
 * A conception whose pregnancy was lost by asOf is left out: the cow was open again, and her days
 * open run on to her next conception.
 * `stillOpen` lists the cows in the herd at asOf that have calved and are not pregnant (a served cow
 * whose outcome is not yet known included), with asOf − latest calving in days, whatever the window.
 */
export function daysOpen(records: HerdRecords, window: Window): DaysOpen {
  const asOf = window.asOf.getTime();
  const values: { animalId: string; value: number }[] = [];
  const stillOpen: OpenCow[] = [];
  for (const [id, cow] of breedingHistories(records, window.asOf)) {
    for (const pregnancy of cow.pregnancies) {
      if (!inPeriod(pregnancy.conceivedAt, window) || pregnancy.end?.lost) continue;
      const calvedAt = latestCalving(cow, pregnancy.conceivedAt);
      if (calvedAt !== null) values.push({ animalId: id, value: (pregnancy.conceivedAt - calvedAt) / MS_PER_DAY });
    }
    const calvedAt = latestCalving(cow, asOf);
    if (calvedAt !== null && inHerdAt(cow, asOf) && !pregnantAt(cow, asOf)) stillOpen.push({ animalId: id, days: (asOf - calvedAt) / MS_PER_DAY });
  }
  stillOpen.sort((a, b) => b.days - a.days || (a.animalId < b.animalId ? -1 : a.animalId > b.animalId ? 1 : 0));
  return { ...mean(values), stillOpen };
}

/**
 * Calving interval = this calving − the cow's previous calving [22], in days, mean over the calvings
 * in the period (the later calving decides) that have a previous one. Twins are one calving record.
 */
export function calvingInterval(records: HerdRecords, window: Window): Figure {
  const values: { animalId: string; value: number }[] = [];
  for (const [id, cow] of breedingHistories(records, window.asOf)) {
    cow.calvings.forEach((calvedAt, i) => {
      if (i > 0 && inPeriod(calvedAt, window)) values.push({ animalId: id, value: (calvedAt - cow.calvings[i - 1]!) / MS_PER_DAY });
    });
  }
  return mean(values);
}

export interface FirstCalvingAge extends Figure {
  /** First calvings at 22–26 completed months ÷ first calvings counted (ICBF's target share [31]). */
  share22to26Months: Figure;
}

/**
 * Age at first calving in months (days from birth / DAYS_PER_MONTH), mean over the animals whose
 * first calving (their earliest in the records: a cow bought in with earlier calvings unrecorded
 * counts from her first one here) falls in the period and whose birth date is known.
 */
export function ageAtFirstCalving(records: HerdRecords, window: Window): FirstCalvingAge {
  const values: { animalId: string; value: number }[] = [];
  for (const [id, cow] of breedingHistories(records, window.asOf)) {
    const first = cow.calvings[0];
    if (first === undefined || cow.animal.birthAt === null || !inPeriod(first, window)) continue;
    values.push({ animalId: id, value: daysBetween(cow.animal.birthAt, new Date(first)) / DAYS_PER_MONTH });
  }
  const { min, max } = FIRST_CALVING_TARGET_MONTHS;
  const onTarget = values.filter(({ value }) => Math.floor(value) >= min && Math.floor(value) <= max).length;
  return {
    ...mean(values),
    share22to26Months: rate(onTarget, values.length, values.map((v) => v.animalId)),
  };
}

/**
 * Share pregnant by 150 days in milk [24][25]: of the calvings in the period (the calving decides)
 * that reached 150 days by asOf, those followed by a conception (a pregnant-outcome service, a later
 * loss included) within 150 days. A cow that left the herd before day 150 without having conceived
 * is left out (her chance was cut short, not missed); one that left after conceiving counts pregnant.
 */
export function pregnantBy150Days(records: HerdRecords, window: Window): Figure {
  const asOf = window.asOf.getTime();
  const deadline = PREGNANT_BY_DAYS_IN_MILK * MS_PER_DAY;
  let pregnant = 0;
  const counted: string[] = [];
  for (const [id, cow] of breedingHistories(records, window.asOf)) {
    for (const calvedAt of cow.calvings) {
      const by = calvedAt + deadline;
      if (!inPeriod(calvedAt, window) || by > asOf) continue;
      const conceived = cow.pregnancies.some((p) => p.conceivedAt > calvedAt && p.conceivedAt <= by);
      if (!conceived && cow.leftAt < by) continue;
      counted.push(id);
      if (conceived) pregnant += 1;
    }
  }
  return rate(pregnant, counted.length, counted);
}

/**
 * Pregnancy loss (the "abortion rate"): of the pregnancies confirmed by a positive check in the
 * period (the first positive check that speaks of the conceiving service decides), the share lost
 * before calving. Lost: a later negative check or a new service before any calving, or no calving
 * by conception + fertility's longest gestation (300 days) with the cow in the herd all that time.
 * Pregnancies whose fate is not known at asOf (still carried, or the cow left first) are left out.
 * A pregnancy checked without a recorded service (natural service) has no conception date: not counted.
 */
export function pregnancyLoss(records: HerdRecords, window: Window): Figure {
  let lost = 0;
  const known: string[] = [];
  for (const [id, cow] of breedingHistories(records, window.asOf)) {
    for (const { confirmedAt, end } of cow.pregnancies) {
      if (confirmedAt === null || end === null || !inPeriod(confirmedAt, window)) continue;
      known.push(id);
      if (end.lost) lost += 1;
    }
  }
  return rate(lost, known.length, known);
}
