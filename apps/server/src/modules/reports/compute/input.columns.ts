import type { DepartureReason, HerdHealthEvent, HerdRecords } from '@ganado/herd-kpis';
import type { Gender } from '@ganado/shared/animals';
import { columnBuffers } from '../../../jobs/threads';
import type { ReportInput } from './input';

/** The herd's records in columns (PackedInput): each record's animal is its id's index in `strings`. */
export interface HerdColumns {
  animals: {
    id: Int32Array;
    gender: Int32Array;
    birthAt: Float64Array;
    dam: Int32Array;
    enteredAt: Float64Array;
    departureAt: Float64Array;
    departureReason: Int32Array;
    birthWeightKg: Float64Array;
    groupKey: Int32Array;
  };
  services: { animal: Int32Array; at: Float64Array; inseminator: Int32Array; sire: Int32Array; batch: Int32Array };
  diagnoses: { animal: Int32Array; at: Float64Array; pregnant: Uint8Array };
  /** A calving's calves are `calfIds[calfStart[i] .. calfStart[i + 1])`. */
  calvings: { animal: Int32Array; at: Float64Array; calfStart: Int32Array; calfIds: Int32Array };
  weighings: { animal: Int32Array; at: Float64Array; kg: Float64Array };
  milkTests: { animal: Int32Array; at: Float64Array; kg: Float64Array; fatPercent: Float64Array; proteinPercent: Float64Array; somaticCellCount: Float64Array };
  health: { animal: Int32Array; at: Float64Array; kind: Uint8Array; label: Int32Array; cost: Float64Array };
}

/**
 * A page's input as it travels to the worker thread (report.off-thread.ts), in columns: instants in
 * Float64Arrays (NaN for none), ids and text as indexes into `strings` (-1 for none) in
 * Int32Arrays, as the fertility statistics send theirs (semen/statistics/statistics.columns.ts).
 * Typed arrays move to the thread without a copy; a five-year herd of 100,000 as objects would be
 * cloned one object at a time on the request thread, taking seconds of it. Made on the request
 * thread straight from the rows (herd.records.ts), the package's records only on the worker.
 */
export interface PackedInput extends HerdColumns {
  strings: string[];
  window: { from: number; to: number; asOf: number };
  /** Tag numbers by animal (the animals in scope and the herd sires services name). */
  tags: { id: Int32Array; tag: Int32Array };
  groups: Readonly<Record<string, string>>;
  sires: Readonly<Record<string, string>>;
  sessions: ReportInput['sessions'];
  currency: string | null;
  currencyDigits: number;
}

const HEALTH_KINDS: readonly HerdHealthEvent['kind'][] = ['disease', 'treatment', 'vaccination'];

/** The buffers to move to the thread rather than copy. */
export const transferables = (packed: PackedInput): ArrayBuffer[] =>
  columnBuffers([packed.animals, packed.services, packed.diagnoses, packed.calvings, packed.weighings, packed.milkTests, packed.health, packed.tags]);

/** The input again as the figures read it (in the worker thread). */
export function unpackInput(packed: PackedInput): ReportInput {
  const { strings, animals, services, diagnoses, calvings, weighings, milkTests, health, tags } = packed;
  const text = (index: number) => (index < 0 ? null : strings[index]!);
  const id = (index: number) => strings[index]!;
  const date = (at: number) => (Number.isNaN(at) ? null : new Date(at));
  const value = (number: number) => (Number.isNaN(number) ? null : number);
  const herd: HerdRecords = {
    animals: Array.from(animals.id, (animal, i) => ({
      id: id(animal),
      gender: id(animals.gender[i]!) as Gender,
      birthAt: date(animals.birthAt[i]!),
      damId: text(animals.dam[i]!),
      enteredAt: new Date(animals.enteredAt[i]!),
      departure: Number.isNaN(animals.departureAt[i]!) ? null : { at: new Date(animals.departureAt[i]!), reason: id(animals.departureReason[i]!) as DepartureReason },
      birthWeightKg: value(animals.birthWeightKg[i]!),
      groupKey: text(animals.groupKey[i]!),
    })),
    services: Array.from(services.animal, (animal, i) => ({
      id: `${id(animal)}:${i}`,
      animalId: id(animal),
      at: new Date(services.at[i]!),
      inseminatorId: text(services.inseminator[i]!),
      sireId: text(services.sire[i]!),
      batchId: text(services.batch[i]!),
    })),
    diagnoses: Array.from(diagnoses.animal, (animal, i) => ({ animalId: id(animal), at: new Date(diagnoses.at[i]!), pregnant: diagnoses.pregnant[i] === 1 })),
    calvings: Array.from(calvings.animal, (animal, i) => ({
      animalId: id(animal),
      at: new Date(calvings.at[i]!),
      calfIds: Array.from(calvings.calfIds.subarray(calvings.calfStart[i]!, calvings.calfStart[i + 1]!), id),
    })),
    weighings: Array.from(weighings.animal, (animal, i) => ({ animalId: id(animal), at: new Date(weighings.at[i]!), kg: weighings.kg[i]! })),
    milkTests: Array.from(milkTests.animal, (animal, i) => ({
      animalId: id(animal),
      at: new Date(milkTests.at[i]!),
      kg: milkTests.kg[i]!,
      fatPercent: value(milkTests.fatPercent[i]!),
      proteinPercent: value(milkTests.proteinPercent[i]!),
      somaticCellCount: value(milkTests.somaticCellCount[i]!),
    })),
    health: Array.from(health.animal, (animal, i) => ({
      animalId: id(animal),
      at: new Date(health.at[i]!),
      kind: HEALTH_KINDS[health.kind[i]!]!,
      label: text(health.label[i]!),
      cost: value(health.cost[i]!),
    })),
  };
  const tagOf: Record<string, string> = {};
  tags.id.forEach((animal, i) => (tagOf[id(animal)] = id(tags.tag[i]!)));
  return {
    herd,
    window: { from: new Date(packed.window.from), to: new Date(packed.window.to), asOf: new Date(packed.window.asOf) },
    tags: tagOf,
    groups: packed.groups,
    sires: packed.sires,
    sessions: packed.sessions,
    currency: packed.currency,
    currencyDigits: packed.currencyDigits,
  };
}
