import type { Figure } from '@ganado/herd-kpis';
import { type Kpi, PAGE_LAYOUTS, type ReportChartData, type ReportPage, type ReportTableData } from '@ganado/shared/reports';
import { CHARTS } from './charts';
import { KPI_FIGURES } from './figures';
import { HerdFigures } from './herd-figures';
import { type PackedInput, unpackInput } from './input.columns';
import { TABLES } from './tables';

export interface ReportTask {
  page: ReportPage;
  input: PackedInput;
}

export interface ComputedReport {
  figures: { id: Kpi; figure: Figure }[];
  charts: ReportChartData[];
  /** Every row: the screen shows the first ones, the files all. */
  rows: ReportTableData['rows'];
}

/** A page's figures, charts and table rows from its herd, as its layout lists them (run on a worker thread: report.off-thread.ts). */
export function computeReport({ page, input }: ReportTask): ComputedReport {
  const layout = PAGE_LAYOUTS[page];
  const figures = new HerdFigures(unpackInput(input));
  return {
    figures: layout.figures.map((id) => ({ id, figure: KPI_FIGURES[id](figures) })),
    charts: layout.charts.map((id) => ({ id, ...CHARTS[id](figures) })),
    rows: TABLES[layout.table](figures),
  };
}

/** One figure alone, for the list of the animals behind it. */
export function computeFigure({ input, figure }: { input: PackedInput; figure: Kpi }): Figure {
  return KPI_FIGURES[figure](new HerdFigures(unpackInput(input)));
}
