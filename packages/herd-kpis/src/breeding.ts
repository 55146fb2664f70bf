/**
 * Each cow's breeding history as the reproduction figures read it at `asOf`: her calvings, her
 * services with the outcomes @ganado/fertility gives them, and the pregnancies those outcomes start,
 * each with how it ended. Records after `asOf` are left out, as if they had not happened yet.
 */
import { type AssessedService, assessServices, CATTLE_GESTATION_DAYS, MIN_DIAGNOSIS_DAYS } from '@ganado/fertility';
import { MS_PER_DAY } from './figure';
import { type HerdAnimal, type HerdRecords } from './records';

/** One conception (a service whose outcome is pregnant) and its fate. */
export interface Pregnancy {
  /** The conceiving service: its heat's first insemination. */
  conceivedAt: number;
  /** The first positive pregnancy check that speaks of that service; null when none does. */
  confirmedAt: number | null;
  /**
   * How it ended, as known at asOf: a calving (`lost` false) or a loss. Null while still carried,
   * or when the cow left the herd before its fate was known.
   */
  end: { at: number; lost: boolean } | null;
}

export interface CowHistory {
  animal: HerdAnimal;
  /** When she left the herd, as known at asOf; Infinity while she is in it. */
  leftAt: number;
  /** Her calvings, in time order (twins are one calving). */
  calvings: number[];
  /** Her services (heats) in time order, with their outcomes. */
  heats: AssessedService[];
  pregnancies: Pregnancy[];
}

const MIN_DIAGNOSIS = MIN_DIAGNOSIS_DAYS * MS_PER_DAY;
const LONGEST_GESTATION = CATTLE_GESTATION_DAYS.max * MS_PER_DAY;

interface Check {
  at: number;
  pregnant: boolean;
}

/**
 * How the pregnancy a service started ended. A calving credited to the service by fertility ends it
 * (the calving outranks every other evidence there, so it does here). Otherwise the first sign
 * decides: the next calving (calved), a new service or a negative check after the confirming one
 * (lost). With no sign by conception + the longest gestation and the cow in the herd all that time,
 * it was lost too: she would have calved.
 */
function fateOf(heat: AssessedService, nextHeat: number, cow: CowHistory, checks: readonly Check[], asOf: number): Pregnancy {
  const conceivedAt = heat.service.at.getTime();
  const nextCalving = cow.calvings.find((at) => at > conceivedAt) ?? Infinity;
  // The first positive check from 28 days on and before the next calving. Fertility also stops at the
  // next service, but a conception it did not read from a calving had a positive check by then.
  const confirmedAt = checks.find((check) => check.pregnant && check.at >= conceivedAt + MIN_DIAGNOSIS && check.at < nextCalving)?.at ?? null;
  if (heat.outcomeBasis === 'calving') return { conceivedAt, confirmedAt, end: { at: nextCalving, lost: false } };

  // A negative check before the positive one was wrong (fertility counts the positive); one after it is a loss.
  const negativeAt = checks.find((check) => !check.pregnant && check.at > (confirmedAt ?? conceivedAt) && check.at < nextCalving)?.at ?? Infinity;
  const firstSign = Math.min(nextCalving, nextHeat, negativeAt);
  const termAt = conceivedAt + LONGEST_GESTATION;
  let end: Pregnancy['end'] = null;
  if (firstSign <= termAt) end = { at: firstSign, lost: firstSign !== nextCalving };
  else if (termAt <= asOf && cow.leftAt >= termAt) end = { at: termAt, lost: true };
  return { conceivedAt, confirmedAt, end };
}

/**
 * Histories already worked out, by herd and instant: each reproduction figure reads them
 * (reproduction.ts), and a page asks for several figures of one herd. HerdRecords are read-only,
 * so the histories of one herd at one instant never change; the herd's entry goes with it.
 */
const worked = new WeakMap<HerdRecords, Map<number, Map<string, CowHistory>>>();

/**
 * The history of every animal in `records.animals` that had entered the herd by `asOf`, by id.
 * Records of animals not listed there are ignored. Each service is assessed once, by fertility's
 * rules (a heat's inseminations taken together, outcome from calving, check or return). Worked out
 * once per herd and instant; the answer is shared, so it must not be changed.
 */
export function breedingHistories(records: HerdRecords, asOf: Date): Map<string, CowHistory> {
  let byInstant = worked.get(records);
  if (!byInstant) {
    byInstant = new Map();
    worked.set(records, byInstant);
  }
  let histories = byInstant.get(asOf.getTime());
  if (!histories) {
    histories = historiesOf(records, asOf);
    byInstant.set(asOf.getTime(), histories);
  }
  return histories;
}

function historiesOf(records: HerdRecords, asOf: Date): Map<string, CowHistory> {
  const now = asOf.getTime();
  const histories = new Map<string, CowHistory>();
  for (const animal of records.animals) {
    if (animal.enteredAt.getTime() > now) continue;
    const departedAt = animal.departure?.at.getTime() ?? Infinity;
    histories.set(animal.id, { animal, leftAt: departedAt <= now ? departedAt : Infinity, calvings: [], heats: [], pregnancies: [] });
  }
  for (const calving of records.calvings) {
    if (calving.at.getTime() <= now) histories.get(calving.animalId)?.calvings.push(calving.at.getTime());
  }
  const checks = new Map<string, Check[]>();
  for (const diagnosis of records.diagnoses) {
    const at = diagnosis.at.getTime();
    if (at > now || !histories.has(diagnosis.animalId)) continue;
    const list = checks.get(diagnosis.animalId) ?? [];
    list.push({ at, pregnant: diagnosis.pregnant });
    checks.set(diagnosis.animalId, list);
  }

  // Departures only decide non-return statuses, which no figure here reads.
  const assessed = assessServices(
    {
      services: records.services.filter((s) => histories.has(s.animalId)).map((s) => ({ ...s, farmId: null, genotype: null })),
      diagnoses: records.diagnoses,
      calvings: records.calvings,
    },
    { asOf },
  );
  // assessServices gives each animal's heats in time order.
  for (const heat of assessed) histories.get(heat.service.animalId)!.heats.push(heat);

  for (const [id, cow] of histories) {
    cow.calvings.sort((a, b) => a - b);
    const cowChecks = (checks.get(id) ?? []).sort((a, b) => a.at - b.at);
    cow.heats.forEach((heat, i) => {
      if (heat.outcome !== 'pregnant') return;
      const nextHeat = cow.heats[i + 1]?.service.at.getTime() ?? Infinity;
      cow.pregnancies.push(fateOf(heat, nextHeat, cow, cowChecks, now));
    });
  }
  return histories;
}

/** Her latest calving at or before `at`, or null if she had not calved by then. */
export function latestCalving(cow: CowHistory, at: number): number | null {
  let latest: number | null = null;
  for (const calvedAt of cow.calvings) {
    if (calvedAt > at) break;
    latest = calvedAt;
  }
  return latest;
}

/** Pregnant at `at`: conceived before it, and that pregnancy had not ended by then. */
export const pregnantAt = (cow: CowHistory, at: number): boolean =>
  cow.pregnancies.some((p) => p.conceivedAt < at && (p.end === null || p.end.at > at));

/** In the herd at `at`: entered at or before it and not yet left. */
export const inHerdAt = (cow: CowHistory, at: number): boolean => cow.animal.enteredAt.getTime() <= at && cow.leftAt > at;

/** Whether `at` (epoch ms) falls in the window's period, from included, to excluded. */
export const inPeriod = (at: number, window: { from: Date; to: Date }): boolean => at >= window.from.getTime() && at < window.to.getTime();
