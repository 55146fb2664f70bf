/**
 * Milk figures from test days: 305-day lactation yields (ICAR's test-interval method, with Wood's
 * curve projecting lactations in progress), fat and protein contents, and somatic-cell linear scores.
 * Days in milk are whole calendar days (UTC) since the calving: the calving day is day 0, as ICAR
 * counts it, so a test 30 days after calving is on day 30 and the first interval is 30 days long.
 */
import { type Figure, mean, MIN_RELIABLE, MS_PER_DAY, rate } from './figure';
import type { HerdMilkTest, HerdRecords, Window } from './records';
import { fitWood, MIN_WOOD_DAYS, woodAt, type WoodCurve, woodYield } from './wood';

/** The standard lactation ICAR reports yields for, in days in milk. */
export const STANDARD_LACTATION_DAYS = 305;
/** Without a dry-off record a lactation is taken to end this many days before the next calving: the customary two-month dry period. */
export const DRY_PERIOD_DAYS = 60;

export type LactationBasis = 'complete' | 'projected' | 'insufficient';

export interface Lactation305 {
  animalId: string;
  calvingAt: Date;
  /** 1 for the cow's first calving known (as of asOf), 2 for the next… */
  parity: number;
  /** Days in milk at the lactation's end (next calving − DRY_PERIOD_DAYS, or departure), else on asOf. */
  daysInMilk: number;
  /** Kg of milk in the first maxDays days; null when `insufficient`. */
  yield305: number | null;
  basis: LactationBasis;
  /** Test days recorded in the lactation up to asOf. */
  tests: number;
  /** Kg of fat and of protein by the same method over the tests giving them; null without such tests. */
  fatKg: number | null;
  proteinKg: number | null;
}

export interface Lactations305 {
  /** The lactations whose calving falls in [from, to), in calving order. */
  lactations: Lactation305[];
  /** Mean 305-day yield of those lactations, complete and projected together (insufficient left out). */
  meanYield: Figure;
  complete: Figure;
  projected: Figure;
}

type Trait = 'milk' | 'fat' | 'protein';
const TRAITS: readonly Trait[] = ['milk', 'fat', 'protein'];
type ParityGroup = 'first' | 'later';

interface Point {
  dim: number;
  kg: number;
}

interface Lactation {
  animalId: string;
  calvingAt: Date;
  parity: number;
  /** Each trait's test-day yields in day order, one a day. */
  points: Record<Trait, Point[]>;
  tests: number;
  /** The day in milk it ended on, when it has; null while it goes on. */
  endDim: number | null;
  asOfDim: number;
}

const isSeen = (at: Date, window: Window) => at.getTime() <= window.asOf.getTime();
/** The UTC calendar day of an instant, as a whole number of days since 1970-01-01. */
const utcDay = (at: Date) => Math.floor(at.getTime() / MS_PER_DAY);
const inPeriod = (at: Date, window: Window) => at >= window.from && at < window.to && isSeen(at, window);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const traitKg = (test: HerdMilkTest, trait: Trait): number | null => {
  if (trait === 'milk') return test.kg;
  const percent = trait === 'fat' ? test.fatPercent : test.proteinPercent;
  return percent === null ? null : (test.kg * percent) / 100;
};

/**
 * Every cow's lactations as of asOf. A test belongs to the lactation of the latest calving on an
 * earlier day, up to the day before the next calving; a test on a calving day (day 0, colostrum) is in
 * none. Of one day's tests the last given counts. Calvings on one day are one calving (twins).
 */
function lactationsOf(records: HerdRecords, window: Window): Lactation[] {
  // Calendar days as whole UTC day numbers, worked out once a test: the same days as
  // performance's dayOf/daysBetween, without a string per test and calving.
  const testsByCow = groupBy(
    records.milkTests.filter((test) => isSeen(test.at, window)).map((test) => ({ test, day: utcDay(test.at) })),
    ({ test }) => test.animalId,
  );
  const departed = new Map(records.animals.flatMap((animal) => (animal.departure && isSeen(animal.departure.at, window) ? [[animal.id, animal.departure.at] as const] : [])));
  const lactations: Lactation[] = [];
  const calvingsByCow = groupBy(
    records.calvings.filter((calving) => isSeen(calving.at, window)),
    (calving) => calving.animalId,
  );
  const asOfDay = utcDay(window.asOf);
  for (const [animalId, calvings] of calvingsByCow) {
    const days = [...new Map([...calvings].sort((x, y) => x.at.getTime() - y.at.getTime()).map((calving) => [utcDay(calving.at), calving.at])).entries()];
    days.forEach(([calvingDay, calvingAt], index) => {
      const nextAt = days[index + 1]?.[1];
      const nextDim = nextAt === undefined ? undefined : utcDay(nextAt) - calvingDay;
      const byDay = new Map<number, HerdMilkTest>();
      for (const { test, day } of testsByCow.get(animalId) ?? []) {
        const dim = day - calvingDay;
        if (dim > 0 && (nextDim === undefined || dim < nextDim)) byDay.set(dim, test);
      }
      const dims = [...byDay.keys()].sort((x, y) => x - y);
      const points = { milk: [], fat: [], protein: [] } as Record<Trait, Point[]>;
      for (const dim of dims) {
        for (const trait of TRAITS) {
          const kg = traitKg(byDay.get(dim)!, trait);
          if (kg !== null) points[trait].push({ dim, kg });
        }
      }
      const departure = departed.get(animalId);
      const endDim =
        nextDim !== undefined ? Math.max(nextDim - DRY_PERIOD_DAYS, dims.at(-1) ?? 0) : departure && departure >= calvingAt ? utcDay(departure) - calvingDay : null;
      lactations.push({ animalId, calvingAt, parity: index + 1, points, tests: dims.length, endDim, asOfDim: asOfDay - calvingDay });
    });
  }
  return lactations.sort((x, y) => x.calvingAt.getTime() - y.calvingAt.getTime());
}

/**
 * ICAR's test-interval method (Sargent 1968; ICAR Guidelines section 2, procedure 2): the area under
 * a curve flat at the first test's yield from calving to that test, straight between consecutive
 * tests (the interval's days × the mean of its two yields) and flat at the last test's yield after
 * it, taken from day 0 to `horizon`. A horizon between two tests cuts their interval on the straight line.
 */
function testIntervalYield(points: readonly Point[], horizon: number): number {
  const first = points[0]!;
  const last = points.at(-1)!;
  const knots = [{ dim: 0, kg: first.kg }, ...points, { dim: Math.max(horizon, last.dim), kg: last.kg }];
  let total = 0;
  for (let i = 1; i < knots.length; i++) {
    const from = knots[i - 1]!;
    const to = knots[i]!;
    if (from.dim >= horizon) break;
    const end = Math.min(to.dim, horizon);
    const kgAtEnd = from.kg + ((to.kg - from.kg) * (end - from.dim)) / (to.dim - from.dim);
    total += ((end - from.dim) * (from.kg + kgAtEnd)) / 2;
  }
  return total;
}

const parityGroup = (parity: number): ParityGroup => (parity === 1 ? 'first' : 'later');

/**
 * The herd's Wood curve of each parity group and trait: one fit over the test days up to maxDays of
 * every lactation (as of asOf, whenever it began) with at least MIN_WOOD_DAYS of them: the shape comes
 * from cows tested enough to show one (so never from a cow that has to borrow it).
 */
function herdCurves(lactations: readonly Lactation[], maxDays: number): Map<string, WoodCurve | null> {
  const curves = new Map<string, WoodCurve | null>();
  for (const group of ['first', 'later'] as const) {
    for (const trait of TRAITS) {
      const points = lactations
        .filter((l) => parityGroup(l.parity) === group && l.points[trait].length >= MIN_WOOD_DAYS)
        .flatMap((l) => l.points[trait].filter(({ dim }) => dim <= maxDays));
      curves.set(`${group}/${trait}`, fitWood(points.map(({ dim, kg }) => ({ day: dim, kg }))));
    }
  }
  return curves;
}

/**
 * One trait's maxDays yield. A lactation that has ended, or has passed maxDays by asOf, is
 * `complete`: the test-interval area to maxDays or to its end if earlier. One in progress is
 * `projected`: the test-interval area to its last test, then Wood's curve from the next day to
 * maxDays — the cow's own fit, or, with fewer than MIN_WOOD_DAYS test days or a fit without a peak,
 * the herd's curve of her parity group (1st or later lactation) scaled by a constant factor so that it
 * passes through her last test.
 */
function traitYield(lactation: Lactation, points: readonly Point[], herdCurve: WoodCurve | null, maxDays: number): { kg: number; basis: LactationBasis } | null {
  const last = points.at(-1);
  if (!last) return null;
  if (lactation.endDim !== null || lactation.asOfDim >= maxDays) {
    return { kg: testIntervalYield(points, Math.min(maxDays, lactation.endDim ?? maxDays)), basis: 'complete' };
  }
  const own = fitWood(points.map(({ dim, kg }) => ({ day: dim, kg })));
  const curve = own ?? (herdCurve && { ...herdCurve, a: (herdCurve.a * last.kg) / woodAt(herdCurve, last.dim) });
  if (!curve) return null;
  return { kg: testIntervalYield(points, last.dim) + woodYield(curve, last.dim + 1, maxDays), basis: 'projected' };
}

/**
 * The 305-day yield of every lactation whose calving falls in [from, to) (the calving decides),
 * seen as of asOf. A lactation runs from a calving to the next; without a dry-off record it ends
 * DRY_PERIOD_DAYS before the next calving (never before its last test) or on the cow's departure.
 * Milk, fat and protein each by traitYield's method; the lactation's basis is its milk's, and
 * `insufficient` (left out of the figures) when it has no test or nothing to project with.
 * Research notes §2 [36] (ICAR's methods) and [37] (Wood).
 */
export function lactations305(records: HerdRecords, window: Window, options: { maxDays?: number } = {}): Lactations305 {
  const maxDays = options.maxDays ?? STANDARD_LACTATION_DAYS;
  const all = lactationsOf(records, window);
  const curves = herdCurves(all, maxDays);
  const lactations = all
    .filter((lactation) => inPeriod(lactation.calvingAt, window))
    .map((lactation): Lactation305 => {
      const [milk, fat, protein] = TRAITS.map((trait) =>
        traitYield(lactation, lactation.points[trait], curves.get(`${parityGroup(lactation.parity)}/${trait}`) ?? null, maxDays),
      );
      const { animalId, calvingAt, parity, tests, endDim, asOfDim } = lactation;
      return {
        animalId,
        calvingAt,
        parity,
        daysInMilk: endDim ?? asOfDim,
        yield305: milk?.kg ?? null,
        basis: milk?.basis ?? 'insufficient',
        tests,
        fatKg: fat?.kg ?? null,
        proteinKg: protein?.kg ?? null,
      };
    });
  const yields = (basis?: LactationBasis) =>
    mean(lactations.flatMap(({ animalId, yield305, basis: b }) => (yield305 !== null && (basis === undefined || b === basis) ? [{ animalId, value: yield305 }] : [])));
  return { lactations, meanYield: yields(), complete: yields('complete'), projected: yields('projected') };
}

/**
 * A content weighted by the test's milk: Σ(kg × %) ÷ Σ kg. As a mean Figure: denominator = the
 * tests counted, numerator = value × tests, animalIds = their cows.
 */
function weightedPercent(tests: readonly HerdMilkTest[], percentOf: (test: HerdMilkTest) => number | null): Figure {
  let milk = 0;
  let component = 0;
  const counted = tests.filter((test) => percentOf(test) !== null);
  for (const test of counted) {
    milk += test.kg;
    component += test.kg * percentOf(test)!;
  }
  const value = counted.length === 0 ? null : component / milk;
  return {
    value,
    numerator: (value ?? 0) * counted.length,
    denominator: counted.length,
    reliable: counted.length >= MIN_RELIABLE,
    animalIds: [...new Set(counted.map((test) => test.animalId))],
  };
}

/**
 * Fat % and protein % of the milk tested in [from, to) (the test's day decides), each test weighted
 * by its kg of milk, over the tests with milk (kg > 0) that give the content; `cows` counts the cows
 * with a test with milk in the period.
 */
export function milkComponents(records: HerdRecords, window: Window): { fatPercent: Figure; proteinPercent: Figure; cows: number } {
  const tests = records.milkTests.filter((test) => inPeriod(test.at, window) && test.kg > 0);
  return {
    fatPercent: weightedPercent(tests, (test) => test.fatPercent),
    proteinPercent: weightedPercent(tests, (test) => test.proteinPercent),
    cows: new Set(tests.map((test) => test.animalId)).size,
  };
}

/** Somatic cells per mL at linear score 3, the scale's midpoint. */
export const LINEAR_SCORE_BASE_CELLS = 100_000;
/** A cow at this linear score or below (≤ 100,000 cells/mL) counts as low. */
export const LOW_LINEAR_SCORE = 3;
/** The share of cows at a low score a herd should exceed (research notes §2 [39]). */
export const LOW_SCORE_TARGET = 0.8;
/** From this linear score (≥ 400,000 cells/mL) a cow is taken as infected (research notes §2 [38][39]). */
export const INFECTED_LINEAR_SCORE = 5;

/** The somatic-cell linear score: LS = log2(SCC / 100,000) + 3, SCC in cells/mL (DHIA; research notes §2 [38]). */
export const linearScore = (cellsPerMl: number): number => Math.log2(cellsPerMl / LINEAR_SCORE_BASE_CELLS) + 3;

export interface CowScore {
  animalId: string;
  at: Date;
  somaticCellCount: number;
  linearScore: number;
}

/**
 * Udder health from each cow's latest test in [from, to) with a cell count (> 0; the test's instant
 * decides, the last given on a tie): `shareLowScore` the share of those cows at LS ≤ LOW_LINEAR_SCORE
 * (target > LOW_SCORE_TARGET), `shareInfected` at LS ≥ INFECTED_LINEAR_SCORE, `meanScore` their mean LS.
 */
export function somaticCells(records: HerdRecords, window: Window): { cows: CowScore[]; shareLowScore: Figure; shareInfected: Figure; meanScore: Figure } {
  const latest = new Map<string, HerdMilkTest & { somaticCellCount: number }>();
  for (const test of records.milkTests) {
    const { somaticCellCount } = test;
    if (somaticCellCount === null || somaticCellCount <= 0 || !inPeriod(test.at, window)) continue;
    const held = latest.get(test.animalId);
    if (!held || test.at >= held.at) latest.set(test.animalId, { ...test, somaticCellCount });
  }
  const cows = [...latest.values()].map(({ animalId, at, somaticCellCount }) => ({ animalId, at, somaticCellCount, linearScore: linearScore(somaticCellCount) }));
  const ids = cows.map((cow) => cow.animalId);
  return {
    cows,
    shareLowScore: rate(cows.filter((cow) => cow.linearScore <= LOW_LINEAR_SCORE).length, cows.length, ids),
    shareInfected: rate(cows.filter((cow) => cow.linearScore >= INFECTED_LINEAR_SCORE).length, cows.length, ids),
    meanScore: mean(cows.map(({ animalId, linearScore: value }) => ({ animalId, value }))),
  };
}
