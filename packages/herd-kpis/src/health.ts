/**
 * Health figures over the animals at risk in the period: cumulative incidence of disease and of
 * treatments per 100 animals at risk (not per animal-year: an animal in the herd one day of the
 * period counts as much as one there all of it), the risk of each diagnosis, and medicine cost.
 */
import { type Figure, rate } from './figure';
import type { HerdHealthEvent, HerdRecords, Window } from './records';

/** Incidence is reported per this many animals at risk. */
export const PER_ANIMALS = 100;

const isSeen = (at: Date, window: Window) => at.getTime() <= window.asOf.getTime();
const inPeriod = (at: Date, window: Window) => at >= window.from && at < window.to && isSeen(at, window);

/**
 * The animals at risk: in the herd at some time in [from, to) as known on asOf — entered before `to`
 * and by asOf, and not departed before `from` (a departure after asOf is not yet known).
 */
export function animalsAtRisk(records: HerdRecords, window: Window): string[] {
  return records.animals
    .filter(({ enteredAt, departure }) => enteredAt < window.to && isSeen(enteredAt, window) && !(departure && isSeen(departure.at, window) && departure.at < window.from))
    .map(({ id }) => id);
}

/** The events of a kind in [from, to) (the event's instant decides) of animals at risk. */
function eventsOf(records: HerdRecords, window: Window, atRisk: ReadonlySet<string>, kinds: readonly HerdHealthEvent['kind'][]): HerdHealthEvent[] {
  return records.health.filter((event) => kinds.includes(event.kind) && atRisk.has(event.animalId) && inPeriod(event.at, window));
}

const per100 = (figure: Figure): Figure => ({ ...figure, value: figure.value === null ? null : figure.value * PER_ANIMALS });

/** A diagnosis label as counted: trimmed and lower-cased; null when blank or missing. */
export const normaliseLabel = (label: string | null): string | null => label?.trim().toLowerCase() || null;

export interface LabelIncidence {
  label: string | null;
  /** Disease records of this label. */
  cases: number;
  /** The animals with at least one, in first-met order. */
  sickAnimalIds: string[];
  /** Incidence risk: animals with ≥ 1 case ÷ animals at risk (0–1). */
  risk: Figure;
}

export interface HealthIncidence {
  /** Disease records ÷ animals at risk × 100 (numerator the records, denominator the animals). */
  casesPer100: Figure;
  /** Treatment records ÷ animals at risk × 100. */
  treatmentsPer100: Figure;
  /** Per diagnosis label, most animals first, then most cases, then by label (no label last). */
  byLabel: LabelIncidence[];
}

/**
 * Cumulative incidence over [from, to) (the record's instant decides, as of asOf): disease and
 * treatment records per 100 animals at risk, each record counted (an animal sick twice counts twice),
 * and per diagnosis label the incidence risk, animals with at least one case ÷ animals at risk.
 */
export function healthIncidence(records: HerdRecords, window: Window): HealthIncidence {
  const atRisk = animalsAtRisk(records, window);
  const atRiskSet = new Set(atRisk);
  const cases = eventsOf(records, window, atRiskSet, ['disease']);
  const treatments = eventsOf(records, window, atRiskSet, ['treatment']);
  const labels = new Map<string | null, HerdHealthEvent[]>();
  for (const event of cases) {
    const label = normaliseLabel(event.label);
    const events = labels.get(label);
    if (events) events.push(event);
    else labels.set(label, [event]);
  }
  const byLabel = [...labels].map(([label, events]): LabelIncidence => {
    const sickAnimalIds = [...new Set(events.map(({ animalId }) => animalId))];
    return { label, cases: events.length, sickAnimalIds, risk: rate(sickAnimalIds.length, atRisk.length, atRisk) };
  });
  byLabel.sort(
    (x, y) =>
      y.sickAnimalIds.length - x.sickAnimalIds.length ||
      y.cases - x.cases ||
      (x.label === y.label ? 0 : x.label === null ? 1 : y.label === null || x.label < y.label ? -1 : 1),
  );
  return {
    casesPer100: per100(rate(cases.length, atRisk.length, atRisk)),
    treatmentsPer100: per100(rate(treatments.length, atRisk.length, atRisk)),
    byLabel,
  };
}

/**
 * Medicine cost per animal at risk: the known cost of the treatments and vaccinations in [from, to)
 * (the event's instant decides, as of asOf) ÷ animals at risk (numerator the cost, denominator the
 * animals). Events with no cost recorded add nothing and are counted in `unknownCost`.
 */
export function drugCostPerAnimal(records: HerdRecords, window: Window): { costPerAnimal: Figure; unknownCost: number } {
  const atRisk = animalsAtRisk(records, window);
  const events = eventsOf(records, window, new Set(atRisk), ['treatment', 'vaccination']);
  const cost = events.reduce((sum, event) => sum + (event.cost ?? 0), 0);
  return { costPerAnimal: rate(cost, atRisk.length, atRisk), unknownCost: events.filter((event) => event.cost === null).length };
}
