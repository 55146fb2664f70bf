import type { PedigreeRow } from '@ganado/genetics';
import { type EvaluatedTrait, GROUP_OF_TRAIT, type TraitRun, type TraitVariances } from '@ganado/shared/genetics';
import type { SheetSources } from '../sheets/sheet';
import { sheetOf } from '../sheets/sheet';
import type { SheetGroup } from '../sheets/sheets.repository';
import { dayNumber, traitRecord } from '../sheets/trait-records';
import type { TraitRecords } from './evaluation.task';

/** The pedigree of the whole herd, a row per animal in the herd's order (the register refuses a loop; the solver checks again). */
export const pedigreeRows = (herd: readonly SheetSources[]): PedigreeRow[] =>
  herd.map(({ animal }) => ({ id: animal.id, sire: animal.sireId, dam: animal.damId, birth: animal.birthDate ? dayNumber(animal.birthDate) : null }));

export interface PreparedTrait {
  records: TraitRecords | null;
  /** The run as far as the data tells: records kept, singletons left out, groups; null `skipped` when there is something to solve. */
  run: TraitRun;
}

/**
 * A trait's records for the equations (docs/decisions.md: evaluations): each animal's record of
 * the trait in its contemporary group of the trait's kind; a record alone in its group compares
 * the calf with nobody and is left out (its calf still gets an EPD through its relatives), as is
 * a record in no group. The groups become the one fixed factor, numbered 0…g−1.
 */
export function prepareTrait(trait: EvaluatedTrait, herd: readonly SheetSources[], memberships: readonly SheetGroup[], variances: TraitVariances): PreparedTrait {
  const groupTrait = GROUP_OF_TRAIT[trait];
  const groupOf = new Map<string, string>();
  for (const membership of memberships) if (membership.trait === groupTrait) groupOf.set(membership.animalId, membership.id);
  const candidates: { row: number; value: number; group: string }[] = [];
  herd.forEach((sources, row) => {
    const record = traitRecord(trait, sources, sheetOf(sources));
    const group = groupOf.get(sources.animal.id);
    if (record && group) candidates.push({ row, value: record.value, group });
  });
  const sizes = new Map<string, number>();
  for (const candidate of candidates) sizes.set(candidate.group, (sizes.get(candidate.group) ?? 0) + 1);
  const kept = candidates.filter((candidate) => sizes.get(candidate.group)! > 1);
  const levels = new Map<string, number>();
  for (const candidate of kept) if (!levels.has(candidate.group)) levels.set(candidate.group, levels.size);
  const run: TraitRun = {
    trait,
    records: kept.length,
    singletons: candidates.length - kept.length,
    groups: levels.size,
    iterations: 0,
    relativeResidual: null,
    seconds: 0,
    accuracyMethod: null,
    skipped: kept.length === 0 ? 'genetics.noRecords' : null,
  };
  if (kept.length === 0) return { records: null, run };
  return {
    run,
    records: {
      trait,
      animalRow: Int32Array.from(kept, (candidate) => candidate.row),
      y: Float64Array.from(kept, (candidate) => candidate.value),
      group: Int32Array.from(kept, (candidate) => levels.get(candidate.group)!),
      groups: levels.size,
      variances,
    },
  };
}
