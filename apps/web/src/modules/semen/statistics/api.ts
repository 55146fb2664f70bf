import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationQuery } from '@ganado/shared/http';
import { fertilityStatisticsOperations as ops, type FertilityGrouping, type FertilityScreen } from '@ganado/shared/semen';
import { call, download } from '../../../app/api';
import { saveFile } from '../../animals/api';

/** Each screen's figures and its table as a file. */
const OPERATIONS = {
  inseminators: { figures: ops.inseminatorStatistics, file: ops.exportInseminatorStatistics },
  organisation: { figures: ops.organisationStatistics, file: ops.exportOrganisationStatistics },
  genotypes: { figures: ops.genotypePerformance, file: ops.exportGenotypePerformance },
} as const satisfies Record<FertilityScreen, object>;

/** The filters every screen takes; `by` is one of the screen's groupings (statistics-state.ts). */
export type StatisticsQuery = Omit<OperationQuery<typeof ops.inseminatorStatistics>, 'by'> & { by?: FertilityGrouping };
export type StatisticsFormat = 'csv' | 'xlsx';

// The three operations take the same filters and answer the same figures: one call, typed as the first's.
const figuresOf = (screen: FertilityScreen) => OPERATIONS[screen].figures as typeof ops.inseminatorStatistics;
const fileOf = (screen: FertilityScreen) => OPERATIONS[screen].file as typeof ops.exportInseminatorStatistics;
const asked = (query: StatisticsQuery) => query as OperationQuery<typeof ops.inseminatorStatistics>;

/** The screen's figures, under `semen` so a saved service or check asks them again. */
export function useFertilityStatistics(screen: FertilityScreen, query: StatisticsQuery) {
  return useQuery({ queryKey: ['semen', 'statistics', screen, query], queryFn: () => call(figuresOf(screen), { query: asked(query) }), placeholderData: keepPreviousData });
}

/** The table as filtered on the screen, as a file. */
export async function exportFertilityStatistics(screen: FertilityScreen, query: StatisticsQuery, format: StatisticsFormat): Promise<void> {
  saveFile(await download(fileOf(screen), { query: { ...asked(query), format } }), `${screen}-statistics.${format}`);
}
