import {
  type AssessedService,
  assessServices,
  byBatch,
  byGenotype,
  byInseminator,
  byMonth,
  bySire,
  fertilityBy,
  type FertilityFigures as Figures,
  type FertilityGroup,
  forOrganisation,
  type NonReturnRate as PackageNonReturnRate,
  type Rate,
} from '@ganado/fertility';
import type { FertilityFigures, FertilityGrouping, FertilityRate, NonReturnRate } from '@ganado/shared/semen';
import { type PackedRecords, unpackRecords } from './statistics.columns';

export interface FertilityTask {
  records: PackedRecords;
  /** Epoch milliseconds: the figures as of then, the services from `from` (included) to `to` (excluded). */
  asOf: number;
  from: number;
  to: number;
  by: FertilityGrouping;
}

export interface ComputedGroup {
  key: string | null;
  figures: FertilityFigures;
}

export interface FertilityComputed {
  organisation: FertilityFigures;
  groups: ComputedGroup[];
  months: ComputedGroup[];
}

/** The package's groupings by the screens' names; a service's farm is its animal's. */
const GROUPINGS: Record<FertilityGrouping, (assessed: readonly AssessedService[]) => FertilityGroup<string | null>[]> = {
  inseminator: byInseminator,
  sire: bySire,
  batch: byBatch,
  month: byMonth,
  genotype: byGenotype,
  farm: (assessed) => fertilityBy(assessed, (service) => service.service.farmId),
};

const rate = ({ numerator, denominator, rate: value, reliable }: Rate): FertilityRate => ({ numerator, denominator, value, reliable });
const nonReturnRate = (figure: PackageNonReturnRate): NonReturnRate => ({ ...rate(figure), pending: figure.pending, departed: figure.departed });

/** The package's figures in the contract's words (`value` for `rate`). */
function present(figures: Figures): FertilityFigures {
  const window = (name: keyof Figures['nonReturn']) => ({
    firstServices: nonReturnRate(figures.nonReturn[name].firstServices),
    allServices: nonReturnRate(figures.nonReturn[name].allServices),
  });
  return {
    services: figures.services,
    inseminations: figures.inseminations,
    firstServices: figures.firstServices,
    pregnant: figures.pregnant,
    open: figures.open,
    unknown: figures.unknown,
    conceptionRate: rate(figures.conceptionRate),
    firstServiceConceptionRate: rate(figures.firstServiceConceptionRate),
    servicesPerConception: rate(figures.servicesPerConception),
    nonReturn: { d24: window('d24'), d56: window('d56'), d60to90: window('d60to90') },
  };
}

const presentGroups = (groups: FertilityGroup<string | null>[]): ComputedGroup[] => groups.map((group) => ({ key: group.key, figures: present(group.figures) }));

/**
 * Runs in a worker thread (statistics.off-thread.ts): the period's services assessed once with
 * their whole histories (docs/decisions.md: fertility figures), then the organisation's figures, the
 * grouping asked for and the months.
 */
export function computeFertility({ records, asOf, from, to, by }: FertilityTask): FertilityComputed {
  const assessed = assessServices(unpackRecords(records), { asOf: new Date(asOf), period: { from: new Date(from), to: new Date(to) } });
  return {
    organisation: present(forOrganisation(assessed)),
    groups: presentGroups(GROUPINGS[by](assessed)),
    months: presentGroups(byMonth(assessed)),
  };
}
