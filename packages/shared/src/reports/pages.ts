/**
 * The analytics pages (docs/product.md §2: /analytics and every /analytics-reporting sub-page), by
 * the page id the web's route map gives each, and what each shows: its figures, its charts and
 * the rows of its table (docs/decisions.md: reports). The server computes them; the web and the
 * files read this list to lay them out in the same order.
 */
export const REPORT_PAGES = [
  'analytics',
  'breeder',
  'health',
  'dairyProduction',
  'meatProduction',
  'calf',
  'animal',
  'calfDetailed',
  'animalDetailed',
  'milk',
  'stud',
  'milking',
  'milkType',
  'semen',
  'pregnancy',
] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

/** Every figure a page may show; each has its definition in `kpis.ts`. */
export const KPIS = [
  'pregnancyRate',
  'inseminationRate',
  'conceptionRate',
  'servicesPerConception',
  'daysOpen',
  'calvingInterval',
  'ageAtFirstCalving',
  'firstCalvingOnTarget',
  'pregnantBy150Days',
  'pregnancyLoss',
  'perinatalMortality',
  'preWeaningMortality',
  'weaning205',
  'dailyGain',
  'milk305',
  'fatPercent',
  'proteinPercent',
  'lowCellScoreShare',
  'meanCellScore',
  'diseasesPer100',
  'treatmentsPer100',
  'drugCostPerAnimal',
  'nonReturn56',
  'firstServiceConception',
  'animalsPresent',
  'calvesBorn',
  'deaths',
  'milkPerCowDay',
] as const;
export type Kpi = (typeof KPIS)[number];

/** How a figure's value reads: a share (0–1, shown as a percentage), days, months, kg, a count, money, a score, a ratio. */
export type KpiUnit = 'share' | 'days' | 'months' | 'kg' | 'kgPerDay' | 'count' | 'per100' | 'money' | 'score' | 'number';

export const KPI_UNITS: Readonly<Record<Kpi, KpiUnit>> = {
  pregnancyRate: 'share',
  inseminationRate: 'share',
  conceptionRate: 'share',
  servicesPerConception: 'number',
  daysOpen: 'days',
  calvingInterval: 'days',
  ageAtFirstCalving: 'months',
  firstCalvingOnTarget: 'share',
  pregnantBy150Days: 'share',
  pregnancyLoss: 'share',
  perinatalMortality: 'share',
  preWeaningMortality: 'share',
  weaning205: 'kg',
  dailyGain: 'kgPerDay',
  milk305: 'kg',
  fatPercent: 'number',
  proteinPercent: 'number',
  lowCellScoreShare: 'share',
  meanCellScore: 'score',
  diseasesPer100: 'per100',
  treatmentsPer100: 'per100',
  drugCostPerAnimal: 'money',
  nonReturn56: 'share',
  firstServiceConception: 'share',
  animalsPresent: 'count',
  calvesBorn: 'count',
  deaths: 'count',
  milkPerCowDay: 'kgPerDay',
};

/** Every chart a page may show; each has its title in `kpis.ts`. */
export const REPORT_CHARTS = [
  'cycles',
  'calvingsByMonth',
  'daysOpenSpread',
  'casesByMonth',
  'casesByDiagnosis',
  'lactationCurve',
  'milk305ByParity',
  'gainByGroup',
  'weaningRatios',
  'birthsByMonth',
  'herdByMonth',
  'herdByAge',
  'milkByMonth',
  'conceptionBySire',
  'milkBySession',
  'componentsByMonth',
  'cellScoreByMonth',
  'nonReturnByMonth',
] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** Every table a page may show. */
export const REPORT_TABLES = ['cycles', 'cows', 'healthCases', 'lactations', 'growth', 'calves', 'animals', 'months', 'sires', 'sessions'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export interface PageLayout {
  figures: readonly Kpi[];
  charts: readonly ReportChart[];
  table: ReportTable;
}

/** What each page shows, in order. The doubled spellings are the detailed pages of calves and animals: their table lists every animal. */
export const PAGE_LAYOUTS: Readonly<Record<ReportPage, PageLayout>> = {
  analytics: {
    figures: ['pregnancyRate', 'calvingInterval', 'daysOpen', 'perinatalMortality', 'milk305', 'lowCellScoreShare', 'diseasesPer100', 'animalsPresent'],
    charts: ['cycles', 'milkByMonth', 'herdByMonth'],
    table: 'months',
  },
  breeder: {
    figures: ['calvingInterval', 'daysOpen', 'servicesPerConception', 'ageAtFirstCalving', 'firstCalvingOnTarget', 'pregnantBy150Days'],
    charts: ['calvingsByMonth', 'daysOpenSpread'],
    table: 'cows',
  },
  health: {
    figures: ['diseasesPer100', 'treatmentsPer100', 'drugCostPerAnimal', 'pregnancyLoss', 'deaths'],
    charts: ['casesByMonth', 'casesByDiagnosis'],
    table: 'healthCases',
  },
  dairyProduction: {
    figures: ['milk305', 'milkPerCowDay', 'fatPercent', 'proteinPercent', 'lowCellScoreShare', 'meanCellScore'],
    charts: ['lactationCurve', 'milk305ByParity'],
    table: 'lactations',
  },
  meatProduction: {
    figures: ['dailyGain', 'weaning205', 'animalsPresent'],
    charts: ['gainByGroup', 'weaningRatios'],
    table: 'growth',
  },
  calf: {
    figures: ['calvesBorn', 'perinatalMortality', 'preWeaningMortality', 'weaning205'],
    charts: ['birthsByMonth', 'weaningRatios'],
    table: 'months',
  },
  calfDetailed: {
    figures: ['calvesBorn', 'perinatalMortality', 'preWeaningMortality', 'weaning205'],
    charts: ['birthsByMonth'],
    table: 'calves',
  },
  animal: {
    figures: ['animalsPresent', 'calvesBorn', 'deaths', 'dailyGain'],
    charts: ['herdByMonth', 'herdByAge'],
    table: 'months',
  },
  animalDetailed: {
    figures: ['animalsPresent', 'calvesBorn', 'deaths', 'dailyGain'],
    charts: ['herdByAge'],
    table: 'animals',
  },
  milk: {
    figures: ['milk305', 'milkPerCowDay', 'fatPercent', 'proteinPercent'],
    charts: ['milkByMonth', 'lactationCurve'],
    table: 'months',
  },
  stud: {
    figures: ['conceptionRate', 'firstServiceConception', 'servicesPerConception', 'nonReturn56'],
    charts: ['conceptionBySire'],
    table: 'sires',
  },
  milking: {
    figures: ['milkPerCowDay', 'milk305'],
    charts: ['milkBySession', 'milkByMonth'],
    table: 'sessions',
  },
  milkType: {
    figures: ['fatPercent', 'proteinPercent', 'lowCellScoreShare', 'meanCellScore'],
    charts: ['componentsByMonth', 'cellScoreByMonth'],
    table: 'months',
  },
  semen: {
    figures: ['nonReturn56', 'conceptionRate', 'firstServiceConception', 'servicesPerConception'],
    charts: ['nonReturnByMonth', 'conceptionBySire'],
    table: 'sires',
  },
  pregnancy: {
    figures: ['pregnancyRate', 'inseminationRate', 'conceptionRate', 'pregnantBy150Days', 'pregnancyLoss', 'daysOpen'],
    charts: ['cycles'],
    table: 'cycles',
  },
};
