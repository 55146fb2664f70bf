/** Shared by the tests: records on whole days counted from 1 January 2025, 00:00 UTC (day 0). */
import { type Calving, type Departure, type Diagnosis, type Service } from './assess';
import { MS_PER_DAY } from './time';

const DAY_0 = Date.UTC(2025, 0, 1);

/** Day `n` after 1 January 2025 00:00 UTC, plus `hours`. */
export const day = (n: number, hours = 0): Date => new Date(DAY_0 + n * MS_PER_DAY + hours * 3_600_000);

export const service = (animalId: string, n: number, extra: Partial<Service> = {}): Service => ({
  id: `${animalId}@${n}${extra.at ? `+${extra.at.getTime()}` : ''}`,
  animalId,
  at: day(n),
  inseminatorId: 'ana',
  sireId: 'toro-1',
  batchId: 'lote-1',
  farmId: 'finca-1',
  genotype: 'Holstein',
  ...extra,
});

export const diagnosis = (animalId: string, n: number, pregnant: boolean): Diagnosis => ({ animalId, at: day(n), pregnant });
export const calving = (animalId: string, n: number): Calving => ({ animalId, at: day(n) });
export const departure = (animalId: string, n: number): Departure => ({ animalId, at: day(n) });
