import type { ReportPage } from '@ganado/shared/reports';

/** Where each analytics page lives (docs/product.md §2); the detailed pages of the doubled spellings are reached from their summary pages. */
export const REPORT_PATHS: Readonly<Partial<Record<ReportPage, string>>> = {
  analytics: '/analytics',
  pregnancy: '/analytics-reporting/pregnancyAnalytics',
  breeder: '/analytics-reporting/breeder',
  health: '/analytics-reporting/health',
  dairyProduction: '/analytics-reporting/production/dairy',
  meatProduction: '/analytics-reporting/production/meat',
  milk: '/analytics-reporting/milkAnalytics',
  milking: '/analytics-reporting/milkingAnalytics',
  milkType: '/analytics-reporting/milktypeAnalytics',
  calf: '/analytics-reporting/calfAnalytics',
  animal: '/analytics-reporting/animalAnalytics',
  stud: '/analytics-reporting/studAnalytics',
  semen: '/analytics-reporting/semenAnalytics',
};

/** The detailed page of a summary page: every calf, every animal. */
export const DETAILED_PATHS: Readonly<Partial<Record<ReportPage, string>>> = {
  calf: '/analytics-reporting/calffAnalytics',
  animal: '/analytics-reporting/animallAnalytics',
};
