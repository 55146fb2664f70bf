/** Shared by the reproduction and calf tests: small herds on whole days counted from 1 January 2025, 00:00 UTC (day 0). */
import { MS_PER_DAY } from './figure';
import { type DepartureReason, type HerdAnimal, type HerdCalving, type HerdDiagnosis, type HerdRecords, type HerdService, type Window } from './records';

const DAY_0 = Date.UTC(2025, 0, 1);

/** Day `n` after 1 January 2025 00:00 UTC, plus `hours`. */
export const day = (n: number, hours = 0): Date => new Date(DAY_0 + n * MS_PER_DAY + hours * 3_600_000);

/** A female in the herd since day −1000 unless told otherwise. */
export const cow = (id: string, extra: Partial<HerdAnimal> = {}): HerdAnimal => ({
  id,
  gender: 'female',
  birthAt: null,
  damId: null,
  enteredAt: day(-1000),
  departure: null,
  birthWeightKg: null,
  groupKey: null,
  ...extra,
});

/** A departure on day `n` (plus `hours`), slaughtered unless told. */
export const left = (n: number, reason: DepartureReason = 'slaughtered', hours = 0): HerdAnimal['departure'] => ({ at: day(n, hours), reason });

/** One insemination on day `n`, nobody's in particular. */
export const service = (animalId: string, n: number): HerdService => ({
  id: `${animalId}@${n}`,
  animalId,
  at: day(n),
  inseminatorId: null,
  sireId: null,
  batchId: null,
});

/** A pregnancy check on day `n`. */
export const check = (animalId: string, n: number, pregnant: boolean): HerdDiagnosis => ({ animalId, at: day(n), pregnant });

/** A calving on day `n`, with its registered calves. */
export const calving = (animalId: string, n: number, calfIds: string[] = []): HerdCalving => ({ animalId, at: day(n), calfIds });

/** A herd with only the records given. */
export const herd = (records: Partial<HerdRecords>): HerdRecords => ({
  animals: [],
  services: [],
  diagnoses: [],
  calvings: [],
  weighings: [],
  milkTests: [],
  health: [],
  ...records,
});

/** The period [day from, day to), seen as of day `asOf` (the period's end by default). */
export const period = (from: number, to: number, asOf = to): Window => ({ from: day(from), to: day(to), asOf: day(asOf) });
