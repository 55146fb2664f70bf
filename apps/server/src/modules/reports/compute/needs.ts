import { type Kpi, PAGE_LAYOUTS, type ReportChart, type ReportPage, type ReportTable } from '@ganado/shared/reports';
import type { RecordType } from '../herd.repository';

/**
 * Which record types each figure, chart and table reads, so a page loads only those (a five-year
 * herd of 100,000 has half a million milk tests a breeding page never looks at). Removals are read
 * by every page: they decide who is in the herd when. Kept beside the functions they describe
 * (figures.ts, charts.ts, tables.ts): a new figure names what it reads here.
 */
const BREEDING: readonly RecordType[] = ['service', 'pregnancyCheck', 'calving'];
const LACTATIONS: readonly RecordType[] = ['milk', 'calving'];

const KPI_NEEDS: Readonly<Record<Kpi, readonly RecordType[]>> = {
  pregnancyRate: BREEDING,
  inseminationRate: BREEDING,
  conceptionRate: BREEDING,
  firstServiceConception: BREEDING,
  nonReturn56: BREEDING,
  servicesPerConception: BREEDING,
  daysOpen: BREEDING,
  calvingInterval: BREEDING,
  ageAtFirstCalving: BREEDING,
  firstCalvingOnTarget: BREEDING,
  pregnantBy150Days: BREEDING,
  pregnancyLoss: BREEDING,
  perinatalMortality: ['calving'],
  preWeaningMortality: ['calving'],
  weaning205: ['weight'],
  dailyGain: ['weight'],
  milk305: LACTATIONS,
  fatPercent: ['milk'],
  proteinPercent: ['milk'],
  lowCellScoreShare: ['milk'],
  meanCellScore: ['milk'],
  diseasesPer100: ['disease'],
  treatmentsPer100: ['treatment'],
  drugCostPerAnimal: ['treatment', 'vaccination'],
  animalsPresent: [],
  calvesBorn: ['calving'],
  deaths: [],
  milkPerCowDay: ['milk'],
};

const CHART_NEEDS: Readonly<Record<ReportChart, readonly RecordType[]>> = {
  cycles: BREEDING,
  calvingsByMonth: ['calving'],
  daysOpenSpread: BREEDING,
  casesByMonth: ['disease', 'treatment'],
  casesByDiagnosis: ['disease'],
  lactationCurve: LACTATIONS,
  milk305ByParity: LACTATIONS,
  gainByGroup: ['weight'],
  weaningRatios: ['weight'],
  birthsByMonth: ['calving'],
  herdByMonth: [],
  herdByAge: [],
  milkByMonth: ['milk'],
  conceptionBySire: BREEDING,
  milkBySession: ['milk'],
  componentsByMonth: ['milk'],
  cellScoreByMonth: ['milk'],
  nonReturnByMonth: BREEDING,
};

const TABLE_NEEDS: Readonly<Record<ReportTable, readonly RecordType[]>> = {
  cycles: BREEDING,
  cows: BREEDING,
  healthCases: ['disease'],
  lactations: LACTATIONS,
  growth: ['weight'],
  calves: ['calving', 'weight'],
  animals: ['weight'],
  months: ['calving', 'service', 'disease', 'milk'],
  sires: BREEDING,
  sessions: ['milk'],
};

const withRemovals = (types: Iterable<RecordType>): RecordType[] => [...new Set<RecordType>(['removal', ...types])];

/** The record types a page reads. */
export function pageNeeds(page: ReportPage): RecordType[] {
  const layout = PAGE_LAYOUTS[page];
  return withRemovals([...layout.figures.flatMap((id) => KPI_NEEDS[id]), ...layout.charts.flatMap((id) => CHART_NEEDS[id]), ...TABLE_NEEDS[layout.table]]);
}

/** The record types one figure reads. */
export const figureNeeds = (figure: Kpi): RecordType[] => withRemovals(KPI_NEEDS[figure]);
