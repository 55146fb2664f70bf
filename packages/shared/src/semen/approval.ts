import type { BatchCheck } from './batches';
import type { HealthTestResult } from './choices';
import type { ThresholdsRequest } from './thresholds';

const DAY_MS = 86_400_000;

export interface ApprovalFacts {
  concentrationMillionPerMl: number;
  motilityPercent: number;
  normalFormsPercent: number;
  /** The collection's instant (ISO). */
  collectedAt: string;
  /** Null until measured. */
  postThawMotilityPercent: number | null;
  healthTests: readonly { testedOn: string; result: HealthTestResult }[];
}

/**
 * The donor's health cover of a collection: a negative test dated within `days` before the
 * collection's day (or on it), and no positive test from that window's start on. Returns the
 * number of days between the covering test and the collection, or null when none covers it.
 */
export function healthCover(facts: Pick<ApprovalFacts, 'collectedAt' | 'healthTests'>, days: number): number | null {
  const day = facts.collectedAt.slice(0, 10);
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  if (facts.healthTests.some((test) => test.result === 'positive' && test.testedOn >= from)) return null;
  const covering = facts.healthTests.filter((test) => test.result === 'negative' && test.testedOn >= from && test.testedOn <= day).map((test) => test.testedOn);
  if (covering.length === 0) return null;
  const latest = covering.sort().at(-1)!;
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${latest}T00:00:00Z`)) / DAY_MS);
}

/**
 * Each threshold as a batch meets it (docs/decisions.md: semen approval): the server refuses an
 * approval with any check not met, and the screen shows the same list before anyone decides.
 */
export function batchChecks(thresholds: ThresholdsRequest, facts: ApprovalFacts): BatchCheck[] {
  const atLeast = (value: number | null, minimum: number) => (value === null ? null : value >= minimum);
  const cover = healthCover(facts, thresholds.healthTestDays);
  return [
    { check: 'postThawMotility', met: atLeast(facts.postThawMotilityPercent, thresholds.minPostThawMotilityPercent), value: facts.postThawMotilityPercent, minimum: thresholds.minPostThawMotilityPercent },
    { check: 'concentration', met: atLeast(facts.concentrationMillionPerMl, thresholds.minConcentrationMillionPerMl), value: facts.concentrationMillionPerMl, minimum: thresholds.minConcentrationMillionPerMl },
    { check: 'motility', met: atLeast(facts.motilityPercent, thresholds.minMotilityPercent), value: facts.motilityPercent, minimum: thresholds.minMotilityPercent },
    { check: 'normalForms', met: atLeast(facts.normalFormsPercent, thresholds.minNormalFormsPercent), value: facts.normalFormsPercent, minimum: thresholds.minNormalFormsPercent },
    // The value is how many days before the collection the covering test was; the minimum, the window.
    { check: 'healthTest', met: cover !== null, value: cover, minimum: thresholds.healthTestDays },
  ];
}
