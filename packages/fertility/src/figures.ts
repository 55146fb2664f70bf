import { type AssessedService, NON_RETURN_WINDOWS, type NonReturnWindow } from './assess';
import { type Rate, rateOf } from './rate';
import { monthOf } from './time';

/** A non-return rate over the services whose window closed with the animal present, and what was left out. */
export interface NonReturnRate extends Rate {
  /** Services whose window had not closed at `asOf`: in neither numerator nor denominator. */
  pending: number;
  /** Services whose animal left the herd inside the window without a return: left out too. */
  departed: number;
}

export interface NonReturnFigures {
  /** First services of a cycle: the figure AI organisations publish. */
  firstServices: NonReturnRate;
  /** Every service, repeats included. */
  allServices: NonReturnRate;
}

export interface FertilityFigures {
  /** Services (heats) in the group. */
  services: number;
  /** Inseminations, the repeats within a heat included: straws used. */
  inseminations: number;
  /** First services of a cycle (after a calving, or a heifer's first). */
  firstServices: number;
  pregnant: number;
  open: number;
  /** Services whose outcome is not known: in no conception rate. */
  unknown: number;
  /** Pregnant ÷ services with a known outcome (pregnant + open). */
  conceptionRate: Rate;
  /** The same over first services only. */
  firstServiceConceptionRate: Rate;
  /**
   * Services with a known outcome ÷ conceptions: numerator and denominator as named; `rate` is the
   * number of services per conception (null without a conception), reliable from 10 conceptions.
   */
  servicesPerConception: Rate;
  nonReturn: Record<NonReturnWindow, NonReturnFigures>;
}

export interface FertilityGroup<K extends string | null> {
  key: K;
  figures: FertilityFigures;
}

interface NonReturnTally {
  nonReturns: number;
  closed: number;
  pending: number;
  departed: number;
}

interface Tally {
  services: number;
  inseminations: number;
  firstServices: number;
  pregnant: number;
  open: number;
  firstPregnant: number;
  firstOpen: number;
  nonReturn: Record<NonReturnWindow, { first: NonReturnTally; all: NonReturnTally }>;
}

const emptyNonReturn = (): NonReturnTally => ({ nonReturns: 0, closed: 0, pending: 0, departed: 0 });

function emptyTally(): Tally {
  const nonReturn = {} as Tally['nonReturn'];
  for (const window of NON_RETURN_WINDOWS) nonReturn[window] = { first: emptyNonReturn(), all: emptyNonReturn() };
  return { services: 0, inseminations: 0, firstServices: 0, pregnant: 0, open: 0, firstPregnant: 0, firstOpen: 0, nonReturn };
}

function countNonReturn(tally: NonReturnTally, status: AssessedService['nonReturn'][NonReturnWindow]): void {
  if (status === 'pending') tally.pending += 1;
  else if (status === 'departed') tally.departed += 1;
  else {
    tally.closed += 1;
    if (status === 'nonReturn') tally.nonReturns += 1;
  }
}

function count(tally: Tally, assessed: AssessedService): void {
  tally.services += 1;
  tally.inseminations += assessed.inseminations;
  if (assessed.first) tally.firstServices += 1;
  if (assessed.outcome === 'pregnant') {
    tally.pregnant += 1;
    if (assessed.first) tally.firstPregnant += 1;
  } else if (assessed.outcome === 'open') {
    tally.open += 1;
    if (assessed.first) tally.firstOpen += 1;
  }
  for (const window of NON_RETURN_WINDOWS) {
    const status = assessed.nonReturn[window];
    countNonReturn(tally.nonReturn[window].all, status);
    if (assessed.first) countNonReturn(tally.nonReturn[window].first, status);
  }
}

const nonReturnRate = (tally: NonReturnTally): NonReturnRate => ({
  ...rateOf(tally.nonReturns, tally.closed),
  pending: tally.pending,
  departed: tally.departed,
});

function figuresOf(tally: Tally): FertilityFigures {
  const known = tally.pregnant + tally.open;
  const nonReturn = {} as Record<NonReturnWindow, NonReturnFigures>;
  for (const window of NON_RETURN_WINDOWS) {
    nonReturn[window] = { firstServices: nonReturnRate(tally.nonReturn[window].first), allServices: nonReturnRate(tally.nonReturn[window].all) };
  }
  return {
    services: tally.services,
    inseminations: tally.inseminations,
    firstServices: tally.firstServices,
    pregnant: tally.pregnant,
    open: tally.open,
    unknown: tally.services - known,
    conceptionRate: rateOf(tally.pregnant, known),
    firstServiceConceptionRate: rateOf(tally.firstPregnant, tally.firstPregnant + tally.firstOpen),
    servicesPerConception: rateOf(known, tally.pregnant),
    nonReturn,
  };
}

/** Keys in code-unit order (the same on every machine, unlike a locale's), the null group last. */
function compareKeys(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * The figures of each group `keyOf` puts services in. A service whose key is null is counted in the
 * group with key null (services without an inseminator, sire, ... recorded), never dropped: every
 * service is in exactly one group, so the groups add up to the organisation's totals.
 */
export function fertilityBy<K extends string | null>(assessed: readonly AssessedService[], keyOf: (service: AssessedService) => K): FertilityGroup<K>[] {
  const tallies = new Map<K, Tally>();
  for (const service of assessed) {
    const key = keyOf(service);
    let tally = tallies.get(key);
    if (!tally) {
      tally = emptyTally();
      tallies.set(key, tally);
    }
    count(tally, service);
  }
  return [...tallies]
    .sort(([a], [b]) => compareKeys(a, b))
    .map(([key, tally]) => ({ key, figures: figuresOf(tally) }));
}

/** The whole organisation's figures ("organisation NTR"): every service assessed, in one group. */
export function forOrganisation(assessed: readonly AssessedService[]): FertilityFigures {
  const tally = emptyTally();
  for (const service of assessed) count(tally, service);
  return figuresOf(tally);
}

/** "Inseminator statistics": credited to the inseminator of each heat's first insemination. */
export const byInseminator = (assessed: readonly AssessedService[]) => fertilityBy(assessed, (s) => s.service.inseminatorId);

/** Per bull: the sire of each heat's first insemination. */
export const bySire = (assessed: readonly AssessedService[]) => fertilityBy(assessed, (s) => s.service.sireId);

/** Per semen batch. */
export const byBatch = (assessed: readonly AssessedService[]) => fertilityBy(assessed, (s) => s.service.batchId);

/** "Genotype performance": per genotype recorded on the service. */
export const byGenotype = (assessed: readonly AssessedService[]) => fertilityBy(assessed, (s) => s.service.genotype);

/** Per month of the service in UTC, `YYYY-MM`. */
export const byMonth = (assessed: readonly AssessedService[]) => fertilityBy(assessed, (s) => monthOf(s.service.at.getTime()));
