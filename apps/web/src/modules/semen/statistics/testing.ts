import type { FertilityFigures, FertilityGroup, FertilityStatistics } from '@ganado/shared/semen';

/** Fixtures of the statistics pages' tests: rates built from their counts, reliable from 10 as the server says. */
const rate = (numerator: number, denominator: number) => ({ numerator, denominator, value: denominator === 0 ? null : numerator / denominator, reliable: denominator >= 10 });
const nrr = (numerator: number, denominator: number, pending = 0) => ({ ...rate(numerator, denominator), pending, departed: 0 });
const window = (numerator: number, denominator: number, pending = 0) => ({ firstServices: nrr(numerator, denominator, pending), allServices: nrr(numerator, denominator, pending) });

interface Counts {
  services: number;
  pregnant: number;
  open: number;
  first: [number, number];
  d24: [number, number];
  d56: [number, number, number?];
  d60to90: [number, number];
}

export function figures({ services, pregnant, open, first, d24, d56, d60to90 }: Counts): FertilityFigures {
  return {
    services,
    inseminations: services,
    firstServices: first[1],
    pregnant,
    open,
    unknown: services - pregnant - open,
    conceptionRate: rate(pregnant, pregnant + open),
    firstServiceConceptionRate: rate(...first),
    servicesPerConception: rate(pregnant + open, pregnant),
    nonReturn: { d24: window(...d24), d56: window(d56[0], d56[1], d56[2]), d60to90: window(...d60to90) },
  };
}

export const INSEMINATOR_A = '00000000-0000-4000-8000-000000000c01';
export const INSEMINATOR_B = '00000000-0000-4000-8000-000000000c02';

/** Ana: 24 services, reliable rates; Ben: 6, unreliable; one service with no inseminator recorded. */
const ana = figures({ services: 24, pregnant: 12, open: 8, first: [8, 14], d24: [15, 18], d56: [12, 18], d60to90: [10, 16] });
const ben = figures({ services: 6, pregnant: 2, open: 3, first: [1, 4], d24: [4, 5], d56: [3, 4, 1], d60to90: [2, 3] });
const nobody = figures({ services: 1, pregnant: 0, open: 0, first: [0, 0], d24: [0, 0], d56: [0, 0, 1], d60to90: [0, 0] });
const total = figures({ services: 31, pregnant: 14, open: 11, first: [9, 18], d24: [19, 23], d56: [15, 22, 2], d60to90: [12, 19] });

const group = (key: string | null, label: string | null, counts: FertilityFigures, code: string | null = null): FertilityGroup => ({ key, label, code, figures: counts });

const base = {
  asOf: '2026-11-24T12:00:00.000Z',
  period: { from: '2025-11-25', to: '2026-11-24' },
  minReliableServices: 10,
  organisation: total,
  months: [group('2026-03', '2026-03', figures({ services: 20, pregnant: 10, open: 6, first: [7, 12], d24: [12, 15], d56: [10, 15], d60to90: [8, 12] })), group('2026-10', '2026-10', ben)],
};

export const byInseminator: FertilityStatistics = { ...base, by: 'inseminator', groups: [group(INSEMINATOR_A, 'Ana Ruiz', ana), group(INSEMINATOR_B, 'Ben Ortiz', ben), group(null, null, nobody)] };
export const byMonth: FertilityStatistics = { ...base, by: 'month', groups: base.months };
export const byGenotype: FertilityStatistics = { ...base, by: 'genotype', groups: [group('Holstein', 'Holstein', ana), group('Jersey', 'Jersey', ben)] };
export const bySire: FertilityStatistics = { ...base, by: 'sire', groups: [group('00000000-0000-4000-8000-000000000b01', 'Titán', ana, '7HO12345')] };
export const nothing: FertilityStatistics = { ...base, by: 'inseminator', organisation: figures({ services: 0, pregnant: 0, open: 0, first: [0, 0], d24: [0, 0], d56: [0, 0], d60to90: [0, 0] }), groups: [], months: [] };
