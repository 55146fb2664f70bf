/**
 * Growth figures: BIF-adjusted 205-day weaning weights with their contemporary-group ratios, and
 * average daily gain by group. The BIF arithmetic is @ganado/performance's (bif.ts, sources cited
 * there); ages are whole calendar days (UTC), 0 on the birth day.
 */
import {
  adjusted205,
  ageOfDamAdjustmentKg,
  averageDailyGain,
  chronological,
  closestInWindow,
  damAgeYears,
  dayOf,
  WEANING_AGE,
  WEANING_WINDOW,
  type Weighing,
} from '@ganado/performance';
import type { Gender } from '@ganado/shared/animals';
import { type Figure, mean } from './figure';
import type { HerdRecords, Window } from './records';

/** A ratio compares a calf with its contemporaries: BIF gives none to a calf alone in its group. */
export const MIN_CONTEMPORARIES = 2;

/** What a ratio is expressed in: the group's mean is 100. */
const RATIO_BASE = 100;

export interface Weaned205 {
  animalId: string;
  groupKey: string | null;
  gender: Gender;
  /** The UTC calendar year of birth. */
  birthYear: number;
  /** The weighing used (YYYY-MM-DD) and the calf's age on it. */
  weighedOn: string;
  ageDays: number;
  actualKg: number;
  adjustedKg: number;
  /** 0 when the dam or her birth date is unknown. */
  ageOfDamAdjustmentKg: number;
  /** Adjusted weight ÷ its contemporary group's mean × 100; null alone in the group. */
  ratio: number | null;
  /** Calves in its contemporary group, itself included. */
  groupSize: number;
}

export interface WeaningLeftOut {
  animalId: string;
  /** No weighing between 160 and 250 days of age by asOf (checked first), or no birth weight. */
  reason: 'noWeaningWeight' | 'noBirthWeight';
}

const isSeen = (at: Date, window: Window) => at.getTime() <= window.asOf.getTime();
const inPeriod = (at: Date, window: Window) => at >= window.from && at < window.to && isSeen(at, window);

function weighingsByAnimal(records: HerdRecords, keep: (at: Date) => boolean): Map<string, Weighing[]> {
  const byAnimal = new Map<string, Weighing[]>();
  for (const { animalId, at, kg } of records.weighings) {
    if (!keep(at)) continue;
    const list = byAnimal.get(animalId) ?? [];
    list.push({ on: dayOf(at), kg });
    byAnimal.set(animalId, list);
  }
  return byAnimal;
}

/**
 * BIF adjusted 205-day weaning weight (research notes §2 [35]) of every calf born in [from, to)
 * (the birth decides), from its weighing closest to 205 days of age within 160–250 days seen by
 * asOf: ((weight − birth weight) / age) × 205 + birth weight + the age-of-dam adjustment (the dam's
 * age in completed years on the calf's birth day, BIF's table by the calf's gender; none when the
 * dam's birth date is unknown). A calf without a birth weight has none (BIF leaves a standard birth
 * weight to the breed association; docs/decisions.md "No birth weight, no adjusted weight"). Twins
 * are adjusted and grouped like single calves. Ratio = the calf's adjusted weight ÷ the mean of its
 * contemporary group × 100, the group being the calves of the same groupKey (standing for BIF's same
 * management; no key is one group of its own), gender and birth year; a calf alone gets no ratio.
 * The figure is the mean adjusted weight.
 */
export function weaning205(records: HerdRecords, window: Window): { calves: Weaned205[]; leftOut: WeaningLeftOut[]; figure: Figure } {
  const weighings = weighingsByAnimal(records, (at) => isSeen(at, window));
  const birthDays = new Map(records.animals.map((animal) => [animal.id, animal.birthAt && dayOf(animal.birthAt)]));
  const leftOut: WeaningLeftOut[] = [];
  const calves: Omit<Weaned205, 'ratio' | 'groupSize'>[] = [];
  for (const calf of records.animals) {
    if (!calf.birthAt || !inPeriod(calf.birthAt, window)) continue;
    const born = dayOf(calf.birthAt);
    const weaning = closestInWindow(weighings.get(calf.id) ?? [], born, WEANING_WINDOW, WEANING_AGE);
    if (!weaning) leftOut.push({ animalId: calf.id, reason: 'noWeaningWeight' });
    else if (calf.birthWeightKg === null) leftOut.push({ animalId: calf.id, reason: 'noBirthWeight' });
    else {
      const damBorn = calf.damId === null ? null : (birthDays.get(calf.damId) ?? null);
      const adjusted = adjusted205(weaning, calf.birthWeightKg, ageOfDamAdjustmentKg(damAgeYears(damBorn, born), calf.gender));
      calves.push({
        animalId: calf.id,
        groupKey: calf.groupKey,
        gender: calf.gender,
        birthYear: Number(born.slice(0, 4)),
        weighedOn: weaning.on,
        ageDays: weaning.ageDays,
        actualKg: weaning.kg,
        adjustedKg: adjusted.adjustedKg,
        ageOfDamAdjustmentKg: adjusted.ageOfDamAdjustmentKg,
      });
    }
  }
  const groupOf = ({ groupKey, gender, birthYear }: (typeof calves)[number]) => JSON.stringify([groupKey, gender, birthYear]);
  const groups = new Map<string, number[]>();
  for (const calf of calves) {
    const weights = groups.get(groupOf(calf));
    if (weights) weights.push(calf.adjustedKg);
    else groups.set(groupOf(calf), [calf.adjustedKg]);
  }
  const rated = calves.map((calf): Weaned205 => {
    const weights = groups.get(groupOf(calf))!;
    const groupMean = weights.reduce((sum, kg) => sum + kg, 0) / weights.length;
    return { ...calf, ratio: weights.length >= MIN_CONTEMPORARIES ? (calf.adjustedKg / groupMean) * RATIO_BASE : null, groupSize: weights.length };
  });
  return { calves: rated, leftOut, figure: mean(rated.map(({ animalId, adjustedKg }) => ({ animalId, value: adjustedKg }))) };
}

export interface AnimalGain {
  animalId: string;
  groupKey: string | null;
  /** (last − first weighing's kg) / calendar days between them. */
  kgPerDay: number;
  firstOn: string;
  lastOn: string;
}

/**
 * Average daily gain of each animal weighed on two or more days in [from, to) (the weighing's
 * instant decides; those after asOf ignored): (last weight − first weight) / days between, first to
 * last, not a regression (performance's averageDailyGain). Grouped by the animal's groupKey as
 * recorded now (null: no group), each group a mean Figure, groups in key order with no group last;
 * `herd` is the mean over every animal.
 */
export function dailyGainByGroup(records: HerdRecords, window: Window): { animals: AnimalGain[]; groups: { groupKey: string | null; figure: Figure }[]; herd: Figure } {
  const groupKeys = new Map(records.animals.map((animal) => [animal.id, animal.groupKey]));
  const animals: AnimalGain[] = [];
  for (const [animalId, weighings] of weighingsByAnimal(records, (at) => inPeriod(at, window))) {
    const kgPerDay = averageDailyGain(weighings);
    if (kgPerDay === null) continue;
    const sorted = chronological(weighings);
    animals.push({ animalId, groupKey: groupKeys.get(animalId) ?? null, kgPerDay, firstOn: sorted[0]!.on, lastOn: sorted.at(-1)!.on });
  }
  const keys = [...new Set(animals.map(({ groupKey }) => groupKey))].sort((x, y) => (x === y ? 0 : x === null ? 1 : y === null || x < y ? -1 : 1));
  const figureOf = (gains: readonly AnimalGain[]) => mean(gains.map(({ animalId, kgPerDay }) => ({ animalId, value: kgPerDay })));
  return {
    animals,
    groups: keys.map((groupKey) => ({ groupKey, figure: figureOf(animals.filter((gain) => gain.groupKey === groupKey)) })),
    herd: figureOf(animals),
  };
}
