/**
 * The herd as the figures read it: plain records, every instant a Date, every weight in kilograms and
 * every milk yield in kilograms, loaded by the server from the log (docs/ARCHITECTURE.md: analytics).
 * Records after `asOf` may be passed: each figure ignores them, so a past day reads as it was.
 */
import type { Diagnosis, Service } from '@ganado/fertility';
import type { Gender } from '@ganado/shared/animals';

export interface HerdAnimal {
  id: string;
  gender: Gender;
  /** Null when unknown: the animal is left out of the figures that need an age. */
  birthAt: Date | null;
  damId: string | null;
  /** When the animal joined the herd: its birth for a calf born here, its purchase otherwise. */
  enteredAt: Date;
  /** When and why it left, if it has. */
  departure: { at: Date; reason: DepartureReason } | null;
  /** The birth weight in kg, when weighed. */
  birthWeightKg: number | null;
  /** Any grouping the caller reports by (a group, a farm): ADG by group and 205-day contemporaries use it. */
  groupKey: string | null;
}

export type DepartureReason = 'sold' | 'slaughtered' | 'dead' | 'movedToAnotherFarm' | 'theft' | 'other';

/** A service as fertility reads it, without the farm and genotype its groupings use. */
export type HerdService = Omit<Service, 'farmId' | 'genotype'>;

export type HerdDiagnosis = Diagnosis;

export interface HerdCalving {
  animalId: string;
  at: Date;
  /** The calves of this calving (twins are two), by animal id when registered. */
  calfIds: readonly string[];
}

export interface HerdWeighing {
  animalId: string;
  at: Date;
  kg: number;
}

/** One test day (or a day's total) of one cow. */
export interface HerdMilkTest {
  animalId: string;
  at: Date;
  kg: number;
  fatPercent: number | null;
  proteinPercent: number | null;
  /** Cells per mL. */
  somaticCellCount: number | null;
}

/** A disease diagnosed, a treatment or a vaccination given. */
export interface HerdHealthEvent {
  animalId: string;
  at: Date;
  kind: 'disease' | 'treatment' | 'vaccination';
  /** The diagnosis, the treatment's reason or the vaccine: what incidence is counted by. */
  label: string | null;
  /** What the medicine given cost, in the organisation's currency; null when not known. */
  cost: number | null;
}

export interface HerdRecords {
  animals: readonly HerdAnimal[];
  services: readonly HerdService[];
  diagnoses: readonly HerdDiagnosis[];
  calvings: readonly HerdCalving[];
  weighings: readonly HerdWeighing[];
  milkTests: readonly HerdMilkTest[];
  health: readonly HerdHealthEvent[];
}

/** The period reported on, [from, to), and the instant the herd is seen as of (to by default). */
export interface Window {
  from: Date;
  to: Date;
  asOf: Date;
}
