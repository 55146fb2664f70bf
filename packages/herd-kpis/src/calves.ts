/**
 * Calf survival: deaths around birth and before weaning, of the calves born in the period, as of
 * `window.asOf` (later records ignored). Sources are those of the research notes §2 ([n]).
 */
import { type Figure, MS_PER_DAY, rate } from './figure';
import { type HerdAnimal, type HerdRecords, type Window } from './records';

/** Perinatal: death at birth or within 48 hours after [32] (2.4–9.7% across large studies). */
export const PERINATAL_HOURS = 48;

/**
 * Weaning age of dairy calves, 60 days (about 8 weeks, the earliest common weaning age; US
 * pre-weaning heifer mortality about 5% [33]). A beef herd weaning at 6–7 months passes its own.
 */
export const WEANING_AGE_DAYS = 60;

export interface CalfMortalityOptions {
  /** WEANING_AGE_DAYS by default. */
  weaningAgeDays?: number;
}

export interface CalfMortality {
  perinatal: Figure;
  preWeaning: Figure;
}

/**
 * Calf mortality of the calves born in the period: every registered calf (an animal of
 * `records.animals`) listed in a calving in the period, twins each counted; the calving's instant is
 * the birth and decides. Death is a departure with reason 'dead'; a stillborn calf is one recorded
 * dead at its birth instant.
 * - **perinatal** = calves dead at or within 48 h after birth ÷ calves whose first 48 h are known:
 *   dead within them, or still in the herd at 48 h (by asOf). A calf born less than 48 h before asOf
 *   and alive, or sold alive within 48 h, is left out: its fate is not known.
 * - **preWeaning** = calves alive at 48 h that died before `weaningAgeDays` ÷ calves alive at 48 h
 *   that either died before weaning age or reached it by asOf still in the herd (or left after it).
 *   A calf sold alive before weaning age is left out, as is one not yet at weaning age at asOf.
 */
export function calfMortality(records: HerdRecords, window: Window, options: CalfMortalityOptions = {}): CalfMortality {
  const weaningAgeDays = options.weaningAgeDays ?? WEANING_AGE_DAYS;
  if (!Number.isFinite(weaningAgeDays) || weaningAgeDays * 24 < PERINATAL_HOURS) {
    throw new RangeError(`the weaning age must be a number of days not below ${PERINATAL_HOURS / 24}: ${weaningAgeDays}`);
  }
  const asOf = window.asOf.getTime();
  const animals = new Map<string, HerdAnimal>(records.animals.map((animal) => [animal.id, animal]));
  const perinatal = { dead: 0, known: [] as string[] };
  const preWeaning = { dead: 0, known: [] as string[] };
  const seen = new Set<string>();

  for (const calving of records.calvings) {
    const bornAt = calving.at.getTime();
    if (bornAt > asOf || bornAt < window.from.getTime() || bornAt >= window.to.getTime()) continue;
    for (const calfId of calving.calfIds) {
      const calf = animals.get(calfId);
      if (!calf || seen.has(calfId)) continue;
      seen.add(calfId);
      const departure = calf.departure && calf.departure.at.getTime() <= asOf ? calf.departure : null;
      const leftAt = departure?.at.getTime() ?? Infinity;
      const died = departure?.reason === 'dead';
      const at48h = bornAt + PERINATAL_HOURS * 3_600_000;
      const weanedAt = bornAt + weaningAgeDays * MS_PER_DAY;

      if (leftAt <= at48h) {
        if (!died) continue;
        perinatal.dead += 1;
        perinatal.known.push(calfId);
        continue;
      }
      if (asOf < at48h) continue;
      perinatal.known.push(calfId);
      if (leftAt < weanedAt) {
        if (!died) continue;
        preWeaning.dead += 1;
        preWeaning.known.push(calfId);
      } else if (asOf >= weanedAt) preWeaning.known.push(calfId);
    }
  }
  return {
    perinatal: rate(perinatal.dead, perinatal.known.length, perinatal.known),
    preWeaning: rate(preWeaning.dead, preWeaning.known.length, preWeaning.known),
  };
}
